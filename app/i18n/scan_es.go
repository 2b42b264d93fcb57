//go:build !englishonly

package i18n

// spanishScan are the Scan panel's words in Spanish.
var spanishScan = ScanMessages{
	Scan:    "Escanear",
	Heading: "Escanear un código",
	Hint:    "Muestra a la cámara un código de tenpin (una tarjeta de partido o una hoja compartida), o elige una imagen de uno, o pega su enlace.",
	IPad:    "En un iPad, escanea aquí: un enlace abierto desde la app Cámara va a Safari, que guarda sus partidas aparte de esta app.",
	Start:   "Usar la cámara",
	Stop:    "Apagar la cámara",
	Close:   "Cerrar",

	Picture:    "Una imagen de un código (una captura o una foto)",
	Paste:      "O pega un enlace",
	Open:       "Abrir",
	Starting:   "Encendiendo la cámara…",
	Live:       "La cámara está encendida: sostén el código dentro del marco.",
	Reading:    "Leyendo la imagen…",
	Ended:      "La cámara está apagada.",
	NoCode:     "No se pudo leer ningún código en esta imagen.",
	NotPicture: "Este archivo no es una imagen que se pueda leer.",

	Denied:   "La cámara está apagada: no se permitió usarla.",
	NoCamera: "La cámara está apagada: este dispositivo no tiene.",
	NoAPI:    "La cámara está apagada: este navegador no puede usarla aquí.",
	Insecure: "La cámara está apagada: la página no usa una conexión segura (https).",
	Failed:   "La cámara no pudo encenderse: quizá otra app la usa.",
	Instead:  "Elige una imagen del código o pega su enlace.",
	NoReader: "Ahora mismo este navegador no puede leer códigos. Pega el enlace del código.",

	NotOurs:   "No es un enlace de hoja ni de tarjeta de partido de tenpin: no se abrió nada.",
	OtherSite: sayName("Este enlace va a otro sitio (%s): no se abrió."),
}
