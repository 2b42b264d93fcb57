//go:build !englishonly

package i18n

// spanishScan are the Scan panel's words in Spanish.
var spanishScan = ScanMessages{
	Scan:    "Escanear",
	Heading: "Escanear un código",
	Hint:    "Pon un código de tenpin (una tarjeta de partido o una hoja compartida) ante la cámara, elige una imagen de uno o pega su enlace.",
	IPad:    "En un iPad, escanea aquí, dentro de la app: un enlace abierto desde la app Cámara va a Safari, que guarda sus partidas aparte de la app instalada.",
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
	NoCode:     "No se pudo leer ningún código en esta imagen. Prueba con una más nítida, con el código entero.",
	NotPicture: "Este archivo no es una imagen que se pueda leer.",

	Denied:   "La cámara está apagada: no se permitió usarla (los ajustes del navegador pueden permitirla).",
	NoCamera: "La cámara está apagada: este dispositivo no tiene.",
	NoAPI:    "La cámara está apagada: este navegador no puede usarla aquí.",
	Insecure: "La cámara está apagada: la página no usa una conexión segura (https).",
	Failed:   "La cámara no pudo encenderse: quizá otra app la usa.",
	Instead:  "Elige una imagen del código o pega su enlace.",
	NoReader: "Ahora mismo este navegador no puede leer códigos. Pega el enlace del código.",

	NotOurs:   "Esto no es un enlace de hoja o de tarjeta de partido de tenpin, así que no se abrió nada.",
	OtherSite: sayName("Este enlace va a otro sitio (%s), así que no se abrió."),
}
