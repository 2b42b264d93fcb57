//go:build !englishonly

package i18n

// spanishFormats are the formats' words in Spanish: "no-tap" and "Scotch" stay as bowlers
// in Spanish-speaking leagues say them, like strike and spare (languages.md).
var spanishFormats = FormatMessages{
	Legend:        "Formato",
	NoTap:         "No-tap",
	NoTapOff:      "Desactivado: el juego estándar",
	NoTapName:     sayInt("no-tap de %d bolos"),
	NoTapHint:     sayInt("%d bolos o más con un tiro al rack completo son strike."),
	ThreeSix:      "3-6-9: los cuadros 3, 6 y 9 son strikes que nadie tira",
	Scotch:        "Dobles Scotch: cada equipo juega una línea y sus jugadores se turnan los tiros",
	ScotchName:    "dobles Scotch",
	Given:         sayInt("Cuadro %d: un strike regalado por el 3-6-9").Say,
	BakerOrScotch: "Un partido se juega en partidas Baker o en dobles Scotch, no en ambas cosas: desmarca una.",
	Include:       "Contar también las partidas en otros formatos (no-tap, 3-6-9)",
	IncludeHint:   "Sin marcar, las cifras cuentan solo partidas estándar. Un strike regalado por el 3-6-9 no es un tiro: nunca cuenta como oportunidad de strike, strike ni primer tiro.",
}
