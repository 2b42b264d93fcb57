package i18n

// spanishLeaves are the leaves' words in Spanish.
var spanishLeaves = LeaveMessages{
	Heading:    "Bolos dejados y mapa de bolos",
	Leaves:     "Bolos dejados, los más frecuentes primero",
	LeavesDef:  "Un leave son los bolos en pie tras un tiro con los diez en pie introducido en el diagrama de bolos que no fue strike; cuenta cuando se lanzó otro tiro del cuadro a esos bolos, y se convierte cuando ese tiro los derribó todos (un spare).",
	Leave:      "Bolos",
	Left:       "Veces",
	Converted:  "Convertidos",
	Rate:       "% convertido",
	Split:      "split",
	More:       sayInt("Mostrar los %d"),
	Fewer:      "Mostrar los diez primeros",
	NoLeave:    "Aún no hay bolos dejados: cada tiro con los diez en pie introducido en el diagrama fue strike o no tuvo otro tiro después.",
	PinMap:     "Mapa de bolos: cuántas veces quedó en pie cada bolo",
	PinMapDef:  sayInt("La parte de los %d tiros con los diez en pie introducidos en el diagrama de bolos (sin faltas; con strikes y los últimos tiros del décimo cuadro) que dejó en pie cada bolo."),
	Pin:        "Bolo",
	Standing:   "En pie",
	Share:      "Parte",
	PinName:    sayInt("Bolo %d"),
	NoneYet:    sayNameInt("Ninguna de las %[2]d partidas de %[1]s aquí tiene tiros introducidos en el diagrama de bolos, así que no hay bolos dejados ni mapa que mostrar."),
	HowToEnter: "Para verlos, introduce los tiros en el diagrama: en la pantalla de juego toca «Diagrama de bolos», toca los bolos que derriba cada tiro y luego «Registrar tiro». Un tiro introducido como número no guarda los bolos.",
	Picture:    "Compartir como imagen",
}
