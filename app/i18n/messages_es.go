//go:build !englishonly

package i18n

import (
	"strconv"

	"tenpin/domain"
)

// Spanish is the Spanish catalogue, in the neutral vocabulary of languages.md (strike, spare,
// split, canal, falta, cuadro, partida, serie, promedio, hándicap, jugador, bolos), which
// bowlers read without trouble from Spain to Mexico. Plurals: one for 1, another for the rest.
var Spanish = Messages{
	Lang:    "es",
	AppName: "Tenpin",
	Tagline: "Marcador de bolos",

	OfficeName:     "Tenpin oficina",
	OfficeTagline:  "Ligas, brackets y torneos",
	OfficeNavLabel: "En la oficina",

	LanguageName:  "Español",
	LanguageLabel: "Idioma",
	LoadingLabel:  "Cargando {progress}%",

	SetupHeading:         "¿Quién juega?",
	SetupHint:            "Cada jugador lleva un nombre de 3 letras A–Z, como PJS. Los jugadores tiran en este orden.",
	PlayerLabel:          sayInt("Jugador %d"),
	NamePlaceholder:      "ABC",
	RemovePlayer:         sayInt("Quitar al jugador %d"),
	RemoveText:           "Quitar",
	AddPlayer:            "Agregar jugador",
	StartGame:            "Empezar partida",
	StartBlocked:         "Podrás empezar cuando cada jugador tenga un nombre de 3 letras A–Z.",
	StartBlockedSettings: "Podrás empezar cuando los ajustes de la serie y cada promedio estén completos; las notas junto a los campos dicen qué falta.",
	StartBlockedTeams:    "Podrás empezar cuando los dos equipos tengan nombres distintos y cada jugador un nombre de 3 letras A–Z; las notas junto a los campos dicen qué falta.",
	ResumeGame:           "Volver a la partida",
	NameEmpty:            "Escribe un nombre de 3 letras A–Z.",
	NameNotLetter: func(r rune) string {
		if r == ' ' {
			return "Solo letras A–Z: sin espacios."
		}
		return sprintf("Solo letras A–Z: «%c» no está permitido.", r)
	},
	NameLength: sayInt("Un nombre tiene exactamente 3 letras A–Z; este tiene %d."),

	NowBowling:   "Turno de",
	FrameNumber:  sayInt("Cuadro %d"),
	PadHeading:   "Bolos derribados",
	PinsButton:   pinsButton(sayCount("1 bolo", "%d bolos"), &spanishMarks),
	Undo:         "Deshacer",
	NewGame:      "Nueva partida",
	KeyboardHint: "Teclas: 0–9, X strike, / spare, - canal, F falta, Retroceso deshacer.",
	GridCaption:  "Hoja de puntuación",
	PlayerHeader: "Jugador",
	FrameHeader:  sayInt("Cuadro %d"),
	TotalHeader:  "Total",
	GameOver:     "Fin de la partida",
	Winner:       sayNameInt("%s gana con %d."),
	Tie:          sayList("Empate a %d: %s.", " y "),
	FinalScores:  "Puntuaciones finales",
	Rematch:      "Revancha",

	Ball:       ballSpanish,
	Standing:   sayCount("Queda 1 bolo en pie.", "Quedan %d bolos en pie."),
	NextUp:     sayNameInt("Sigue %s, cuadro %d."),
	FrameTotal: sayNameInts("%s, total del cuadro %d: %d."),
	Undone:     sayNameInt("Tiro deshecho. %s, cuadro %d."),

	TooManyPins:         sayCount("Solo queda 1 bolo en pie.", "Solo quedan %d bolos en pie."),
	StrikeNeedsFullRack: "Un strike necesita los 10 bolos en pie: introduce los bolos que derribó este tiro.",
	SpareNeedsBall:      "Un spare necesita un primer tiro en este cuadro: introduce los bolos derribados.",
	GameIsOver:          "La partida ha terminado. Empieza una revancha o una nueva partida.",
	NothingToUndo:       "No hay ningún tiro que deshacer.",
	RestoreFailed:       "No se pudo recuperar la partida guardada. Se conserva en este dispositivo como copia de seguridad: descárgala como archivo para no perderla y luego empieza una nueva partida.",
	DownloadBackup:      "Descargar la partida guardada",
	BackupGone:          "La partida guardada ya no está en este dispositivo: puede que otra ventana la haya reemplazado.",
	UndoDropped:         "La partida vuelve con todos sus tiros, pero las correcciones hechas antes de recargar ya no se pueden deshacer: su registro estaba dañado.",
	SaveFailed:          "Este navegador no guardó la partida: al recargar se perdería.",
	UpdateReady:         "Hay una nueva versión lista.",
	Reload:              "Recargar",

	ChangedElsewhere: "Esta partida cambió en otra ventana, así que tu última entrada no se guardó. Esta ventana muestra ahora la partida guardada.",
	// The night across windows.
	SeriesChangedElsewhere:  "Esta serie cambió en otra ventana, así que tu última entrada no se guardó. Esta ventana muestra ahora la serie guardada.",
	LeagueChangedElsewhere:  "La configuración de la serie cambió en otra ventana, así que la serie no empezó. Esta ventana muestra ahora la configuración guardada: revísala y vuelve a empezar.",
	HistoryChangedElsewhere: "Esta partida cambió en otra ventana, así que tu cambio en el historial no se guardó. Esta ventana muestra ahora el historial guardado.",
	StorageUnreadable:       "Este navegador no deja que el marcador use su almacenamiento: no se puede mostrar una partida guardada y esta partida no se está guardando. Se resolverá solo cuando el navegador lo permita.",

	EntryMode:        "Diagrama de bolos",
	KeyboardHintDeck: "Teclas: 1–9 y 0 (bolo 10) marcan bolos, Intro registra el tiro, X strike, / spare, - canal, F falta, Retroceso deshacer.",
	DeckLabel:        "Bolos derribados por este tiro",
	PinStanding:      sayInt("Bolo %d, en pie"),
	PinDown:          sayInt("Bolo %d, derribado"),
	PinAlreadyDown:   sayInt("Bolo %d, ya derribado"),
	DeckHint:         "Toca los bolos que cayeron.",
	DeckCount:        deckCount(sayCount("1 bolo derribado", "%d bolos derribados"), &spanishMarks),
	SplitLeave:       sayName("split %s"),
	RollPins:         "Registrar tiro",
	Strike:           "Strike",
	Spare:            "Spare",
	Gutter:           "Canal",
	Foul:             "Falta",
	PinsUnknown:      "No se sabe qué bolos quedan en pie tras un tiro introducido como número: introduce este tiro como número.",
	Leave:            sayName("En pie: %s"),
	CorrectBall: func(name string, frame, ball int, mark string, pins int, split string) string {
		s := sprintf("Corregir %s cuadro %d tiro %d: %s", name, frame, ball, spanishMarks.ballWords(mark, pins))
		if split != "" {
			s += ", split " + split
		}
		return s
	},
	FixTitle: sayNameInts("Corregir %s, cuadro %d, tiro %d"),
	FixEntered: func(mark string, pins int) string {
		return sprintf("Introducido como %s. Elige lo que fue realmente este tiro.", spanishMarks.ballWords(mark, pins))
	},
	FixCounts:    "Bolos derribados",
	FixPins:      "O marca los bolos que cayeron",
	FixApplyPins: "Corregir a estos bolos",
	FixCancel:    "Cancelar",
	SplitLeft:    sayName("Split %s."),
	Corrected: func(name string, frame, ball int, mark string, pins int) string {
		return sprintf("Corregido: %s, cuadro %d, tiro %d: ahora %s.", name, frame, ball, spanishMarks.ballWords(mark, pins))
	},
	CorrectionUndone: sayNameInts("Corrección deshecha: %s, cuadro %d, tiro %d."),
	NotACount:        sayInt("%d no es un número de bolos de 0 a 10."),
	NotAMark:         sayName("«%s» no es una marca: usa 0–9, X, / o -."),
	NotAPin:          "Los bolos van numerados del 1 al 10.",
	PinNotStanding:   sayInt("El bolo %d ya está derribado."),
	InputRefused:     "No se aceptó esa entrada.",
	FixMoves:         sayNameInts("Eso movería el tiro %[3]d del cuadro %[2]d de %[1]s a otro cuadro, así que no se puede corregir así."),
	FixOutOfTurn:     sayNameInts("Eso dejaría el tiro %[3]d del cuadro %[2]d de %[1]s fuera de turno, así que no se puede corregir así."),
	FixAfterEnd:      sayNameInts("Eso pondría el tiro %[3]d del cuadro %[2]d de %[1]s después del final de la partida."),
	FixTooMany:       sayNameInts4("El tiro %[3]d del cuadro %[2]d de %[1]s derribó %[4]d, pero solo quedarían %[5]d en pie para él."),
	FixPinDown:       sayNameInts3("El tiro %[3]d del cuadro %[2]d de %[1]s derribó el bolo %[4]d, que ya estaría derribado."),
	FixPinsUnknown:   sayNameInts("El tiro %[3]d del cuadro %[2]d de %[1]s se introdujo por bolos, y eso exige saber qué bolos quedan en pie."),
	FixNoLongerFits:  sayNameInts("El tiro %[3]d del cuadro %[2]d de %[1]s ya no encajaría en la partida."),
	FixNoBall:        "Ese tiro ya no está en la partida.",

	NavLabel:   "Pantallas",
	NavGame:    "Partida",
	NavSeries:  "Serie",
	NavHistory: "Historial",
	NavStats:   "Estadísticas",

	LeagueHeading:      "Serie y ajustes de liga",
	SeriesGamesLabel:   "Partidas de la serie",
	SeriesGamesProblem: sayInt("Una serie tiene de 1 a %d partidas: escribe un número entero en ese rango."),
	OrderLabel:         "Orden de tiro de una partida a otra",
	OrderKeep:          "Mantener el orden",
	OrderRotate:        "Rotar: el primer jugador pasa al último lugar",
	HandicapLabel:      "Hándicap",
	HandicapHint:       "Hándicap por partida = (base − promedio) × porcentaje, en bolos enteros, nunca menos de 0.",
	BasisLabel:         "Base (bolos)",
	BasisProblem:       sayInts("La base es un número entero de bolos de %d a %d."),
	PercentLabel:       "Porcentaje",
	PercentProblem:     sayInts("El porcentaje es un número entero de %d a %d."),
	AverageLabel:       sayName("Promedio de %s"),
	AverageEntered:     "Introducido a mano.",
	AverageFromHistory: func(average, games int) string {
		return sprintf("%d según el historial (%s). Escribe para introducir otro.", average, plural(games, "1 partida", "%d partidas"))
	},
	AverageProblem:   sayInt("Un promedio es un número entero de bolos de 0 a %d."),
	AverageMissing:   "Introduce un promedio: este jugador aún no tiene partidas en el historial.",
	AverageLookingUp: "Buscando el promedio de este jugador en el historial…",
	AverageHint:      "Se toma del historial al escribir el nombre, o escribe uno.",
	NameTaken:        sayName("%s ya es un jugador: el historial distingue a los jugadores por su nombre."),

	GameOfSeries:          sayInts("Partida %d de %d"),
	NextGame:              sayInts("Siguiente partida (%d de %d)"),
	ShowSeries:            "Hoja de la serie",
	NotKept:               "El navegador no guardó esta partida en el historial (almacenamiento rechazado o lleno). El juego sigue; la hoja de la serie la conserva.",
	SeriesHeading:         "Hoja de la serie",
	SeriesCaption:         "Hoja de la serie: las partidas de cada jugador y los totales de la serie",
	NoSeries:              "Aún no hay ninguna serie: empieza una en la pantalla Partida.",
	SeriesNotStarted:      sayCount("La partida está en juego: su puntuación aparecerá aquí cuando termine.", "Aún no ha terminado ninguna de las %d partidas."),
	SeriesProgress:        sayInts("%d de %d partidas jugadas."),
	SeriesWinner:          sayNameInt("%s gana la serie con %d."),
	SeriesTie:             sayList("La serie termina en empate a %d: %s.", " y "),
	BowlerHeader:          "Jugador",
	GameHeader:            sayInt("Partida %d"),
	ScratchHeader:         "Serie scratch",
	HandicapPerGameHeader: "Hándicap por partida",
	HandicapSeriesHeader:  "Serie con hándicap",

	HistoryHeading: "Historial",
	HistoryLoading: "Cargando el historial…",
	HistoryEmpty:   "Aún no hay partidas terminadas. Cada partida que termines se guarda aquí, en este dispositivo.",
	HistoryCount: func(games, series int) string {
		return plural(games, "1 partida", "%d partidas") + ", " + plural(series, "1 serie", "%d series") + ", de la más reciente a la más antigua."
	},
	HistoryRefused:    "Este navegador no deja que tenpin guarde un historial (navegación privada, o almacenamiento desactivado para este sitio). El juego sigue, y la partida en curso se sigue guardando.",
	HistoryFull:       "El almacenamiento del navegador para este sitio está lleno, así que no se pudo cambiar el historial. Exporta y borra partidas antiguas, y vuelve a intentarlo. El juego sigue.",
	HistoryFailed:     "El navegador no pudo cambiar el historial ahora. No se cambió nada; vuelve a intentarlo.",
	HistoryUnreadable: sayCount("No se pudo leer 1 partida guardada y se deja fuera.", "No se pudieron leer %d partidas guardadas y se dejan fuera."),
	DateTime: func(year, month, day, hour, minute int) string {
		months := [...]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"}
		return sprintf("%d %s %d, %02d:%02d", day, months[(month+11)%12], year, hour, minute)
	},
	SeriesTitle: func(date string, games int) string {
		return date + " · " + plural(games, "una sola partida", "una serie de %d partidas")
	},
	GameLine:      sayIntName("Partida %d: %s"),
	ShowOlder:     sayCount("Mostrar la serie anterior", "Mostrar series anteriores (%d más)"),
	OpenSeries:    "Hoja de la serie",
	DeleteGame:    "Borrar partida",
	DeleteSeries:  "Borrar serie",
	Deleted:       sayCount("1 partida borrada del historial.", "%d partidas borradas del historial."),
	Restore:       "Restaurar",
	Restored:      sayCount("1 partida restaurada.", "%d partidas restauradas."),
	BackToHistory: "Volver al historial",
	GameSheetTitle: func(game, of int, date string) string {
		if of == 1 {
			return date
		}
		return sprintf("Partida %d de %d, %s", game, of, date)
	},
	GameUnreadable:       "No se pudo leer esta partida del almacenamiento del navegador.",
	Locked:               "Esta partida está terminada y bloqueada. Para cambiar un tiro, elige «Corregir esta partida».",
	CorrectGame:          "Corregir esta partida",
	CorrectionHeading:    "Corregir un tiro",
	CorrectionBall:       "Tiro a corregir",
	BallChoice:           sayNameIntsName("%s, cuadro %d, tiro %d: %s"),
	CorrectTo:            sayCount("Corregir a 1 bolo", "Corregir a %d bolos"),
	CorrectFoul:          "Falta",
	SaveCorrection:       "Guardar la corrección",
	CancelCorrection:     "Cancelar",
	CorrectionRefused:    sayNameInts("Esa corrección no encaja: el tiro %[3]d del cuadro %[2]d de %[1]s ya no podría lanzarse. No se cambió nada."),
	CorrectionImpossible: "Esa corrección no encaja en esta partida. No se cambió nada.",
	CorrectionReopened:   "Esta partida se reabrió en la pista. Termínala allí y corrígela aquí después. No se cambió nada.",
	CorrectionSaved:      "La corrección está guardada: el historial conserva la partida corregida.",

	StatsHeading: "Estadísticas",
	StatsBowler:  "Jugador",
	StatsScope:   "Partidas",
	ScopeAll:     "Todo el historial",
	ScopeSeries:  "Esta serie",
	ScopeDates:   "Entre dos fechas",
	DateFrom:     "Desde",
	DateTo:       "Hasta (incluida)",
	DatesProblem: "La primera fecha debe ser anterior a la última, o quedar vacía.",
	StatsCaption: func(name string, games int) string {
		return name + ", " + plural(games, "1 partida", "%d partidas")
	},
	StatsNone:    "No hay partidas que contar.",
	FigureHeader: "Dato",
	ValueHeader:  "Valor",
	NoFigure:     "sin dato",
	Percent:      sayInt("%d %%"),
	Tenths:       func(t int) string { return sprintf("%d,%d", t/10, t%10) },

	FigGames:           "Partidas",
	FigGamesDef:        "Partidas jugadas.",
	FigPins:            "Bolos totales",
	FigPinsDef:         "La suma de las puntuaciones finales.",
	FigAverage:         "Promedio",
	FigAverageDef:      "Bolos totales ÷ partidas, sin decimales.",
	FigHighGame:        "Mejor partida",
	FigHighGameDef:     "La puntuación final más alta.",
	FigHighSeries:      "Mejor serie",
	FigHighSeriesDef:   "El total scratch más alto de una serie completa de la longitud en uso; ninguno si no la hay.",
	FigStrikes:         "Strikes",
	FigStrikesDef:      "Strikes ÷ ocasiones de strike: tiros con los diez bolos en pie, hasta 12 por partida.",
	FigSpares:          "Spares",
	FigSparesDef:       "Spares ÷ ocasiones de spare: cuadros cuyo primer tiro dejó bolos en pie.",
	FigSinglePins:      "Spares de un bolo",
	FigSinglePinsDef:   "Spares ÷ ocasiones con exactamente un bolo en pie (tras un nueve).",
	FigSplitsSpared:    "Splits convertidos",
	FigSplitsSparedDef: "Splits convertidos en spare ÷ splits con un tiro después; solo los tiros introducidos por bolos muestran un split.",
	FigFirstBall:       "Promedio del primer tiro",
	FigFirstBallDef:    "Bolos de los tiros con los diez en pie ÷ esos tiros (una falta cuenta 0).",
	FigOpen:            "Cuadros abiertos por partida",
	FigOpenDef:         "Cuadros sin strike ni spare ÷ partidas.",
	FigFouls:           "Faltas",
	FigFoulsDef:        "Tiros que fueron falta.",
	FigSplits:          "Splits dejados",
	FigSplitsDef:       "Tiros con los diez en pie que dejaron un split; solo los tiros introducidos por bolos lo muestran.",

	PlotTitle: sayName("Puntuaciones de %s a lo largo del tiempo"),
	PlotDesc: func(name string, games, high, low, average int, first, last string) string {
		return sprintf("%s: %s del %s al %s; máxima %d, mínima %d, promedio %d. Los puntos son las puntuaciones, partida a partida; la línea suave es el promedio hasta ese momento.",
			name, plural(games, "1 partida", "%d partidas"), first, last, high, low, average)
	},
	PlotScores:    "Puntuación de la partida",
	PlotAverage:   "Promedio hasta ese momento",
	PlotTable:     "Las puntuaciones en una tabla",
	PlotTableNote: sayInts("Las últimas %d de %d partidas, de la más reciente a la más antigua."),
	DateHeader:    "Fecha",
	ScoreHeader:   "Puntuación",
	AverageHeader: "Promedio hasta ese momento",

	TransferHeading: "Guardar y mover el historial",
	TransferHint:    "El archivo JSON se importa en tenpin en otro dispositivo; el CSV se abre en una hoja de cálculo, una fila por tiro. Nada sale de este dispositivo a menos que muevas el archivo.",
	ExportJSON:      "Exportar historial (JSON)",
	ExportCSV:       "Exportar para hoja de cálculo (CSV)",
	Exported: func(games int, file string) string {
		return sprintf("%s en %s.", plural(games, "1 partida guardada", "%d partidas guardadas"), file)
	},
	ExportFailed:    "No se pudo escribir la exportación. No se cambió nada.",
	Preparing:       "Preparando el archivo…",
	ImportLabel:     "Importar un archivo de historial (JSON)",
	Importing:       "Revisando el archivo…",
	ImportProgress:  sayInt("Leyendo el archivo: %d %%…"),
	CancelImport:    "Cancelar la importación",
	ImportCancelled: "Importación cancelada. El historial está como estaba.",
	ImportReport: func(added, same, kept int) string {
		s := plural(added, "Se importó 1 partida nueva", "Se importaron %d partidas nuevas") + "; " + plural(same, "1 ya estaba aquí", "%d ya estaban aquí")
		if kept > 0 {
			s += "; " + plural(kept, "1 se dejó fuera: aquí hay otra versión de ella, o una partida que no encaja en su serie", "%d se dejaron fuera: aquí hay otras versiones de ellas, o partidas que no encajan en sus series")
		}
		return s + "."
	},
	ImportRefused: "Este archivo no se puede importar: no es un archivo de historial de tenpin, o está dañado o incompleto. No se cambió nada.",
	ImportTooBig:  sayInt("Este archivo es demasiado grande para ser un historial de tenpin (más de %d MB). No se cambió nada."),
	CSVDate:       "fecha",
	CSVSeries:     "serie",
	CSVGame:       "partida",
	CSVBowler:     "jugador",
	CSVFrame:      "cuadro",
	CSVBall:       "tiro",
	CSVPins:       "bolos",
	CSVPinSet:     "números de bolos",
	CSVFoul:       "falta",
	CSVSplit:      "split",
	CSVTeam:       "equipo",
	CSVMatch:      "partido",

	Print:  "Imprimir",
	Share:  "Compartir",
	Shared: "Compartido.",

	ShareHeading:       "Compartir esta hoja",
	ShareHint:          "Escanea el código con la cámara de un móvil o envía el enlace. Las partidas viajan dentro del enlace: ningún servidor las ve.",
	ShareLinkLabel:     "Enlace a la hoja",
	QRLabel:            "Código QR del enlace a la hoja",
	CodePerGame:        "Una hoja larga: un código por partida. Escanea cada uno y guarda cada partida; juntas forman la serie.",
	CodeTooLong:        "Esta hoja es demasiado larga para un código QR. Envía o copia el enlace.",
	CopyLink:           "Copiar enlace",
	LinkCopied:         "Enlace copiado.",
	CopyRefused:        "El navegador no permitió copiar. El enlace está seleccionado: cópialo con el teclado o el menú.",
	SendLink:           "Enviar enlace",
	SharePicture:       "Compartir como imagen",
	PictureFailed:      "El navegador no pudo dibujar la imagen. Comparte el enlace.",
	SharedSheetHeading: "Hoja compartida",
	SharedSheetHint:    "Solo lectura. No se guarda nada en este dispositivo salvo que la guardes.",
	KeepShared:         "Guardar en mi historial",
	LinkDamaged:        "Este enlace no se puede abrir: está dañado o incompleto (quizá se cortó al copiarlo). No se guardó nada.",
	LinkNewer:          "Este enlace lo hizo una versión más nueva de tenpin. Recarga la aplicación para actualizarla y vuelve a abrir el enlace. No se guardó nada.",

	CardShown: sayNameInts3("Tarjeta del encuentro de %s: semana %d, pistas %d-%d."),
	CardBusy:  "La partida en curso sigue guardada: Volver a la partida regresa a ella; Empezar partida comienza el encuentro de la tarjeta.",

	NavStandings:       "Clasificación",
	NavLeague:          "Liga",
	NavBrackets:        "Brackets",
	NavTournament:      "Torneo",
	BracketSetsAdded:   sayInt("Juegos de brackets añadidos: %d."),
	PairShown:          "%s · %s · pistas %s",
	FinalsShown:        "finales",
	StandingsHeading:   "Clasificación",
	StandingsHint:      "Todos los encuentros de liga del historial, de este dispositivo y los importados de otras tabletas, contados una vez. Ordenados por puntos ganados y luego por bolos scratch.",
	StandingsEmpty:     "Aún no hay encuentros de liga en el historial. Aquí aparecen los encuentros terminados y los importados de los archivos de historial de otras tabletas.",
	StandingsCaption:   "Equipos por puntos ganados",
	TeamHeader:         "Equipo",
	MatchesHeader:      "Encuentros",
	WonHeader:          "Ganados",
	LostHeader:         "Perdidos",
	ScratchPinsHeader:  "Bolos scratch",
	HandicapPinsHeader: "Bolos de hándicap",
	HighGameHeader:     "Mejor partida de equipo",
	HighSeriesHeader:   "Mejor serie de equipo",
	AverageGameHeader:  "Promedio de partida de equipo",
	Half:               "½",

	TeamsLabel:            "Jugar como dos equipos (partido de liga)",
	BakerLabel:            "Partidas Baker: cada equipo juega una línea y sus jugadores se turnan los cuadros",
	TeamLegend:            sayInt("Equipo %d"),
	TeamNameLabel:         "Nombre del equipo",
	PlaceLabel:            sayInt("Jugador %d"),
	PlaceAverageLabel:     sayInt("Promedio del jugador %d"),
	AbsentLabel:           "Ausente",
	VacancyText:           sayInt("Puesto %d: vacante"),
	AddVacancy:            "Agregar vacante",
	MoveUp:                sayInt("Subir el puesto %d"),
	MoveDown:              sayInt("Bajar el puesto %d"),
	RemovePlace:           sayInt("Quitar el puesto %d"),
	TeamNameProblem:       sayInt("Un nombre de equipo tiene de 1 a %d letras, cifras, espacios o - ' . &."),
	TeamNamesSame:         "Los dos equipos necesitan nombres distintos.",
	TeamNobodyBowls:       "Al menos un jugador del equipo debe jugar: no todos los puestos pueden estar ausentes o vacantes.",
	TeamAverageMissing:    "Escribe el promedio: lo necesitan un jugador ausente y el hándicap.",
	PointsGameLabel:       "Puntos por partida ganada",
	PointsSeriesLabel:     "Puntos por la serie",
	PointsIndividualLabel: "Puntos individuales por partida",
	PointsProblem:         sayInt("Los puntos son un número entero de 0 a %d."),
	DeductionLabel:        "Jugador ausente: bolos que se restan al promedio",
	VacancyScoreLabel:     "Puntuación de una vacante por partida",
	PinsProblem:           sayInt("Los bolos son un número entero de 0 a %d."),
	MatchCaption:          "El partido: partidas de equipo con hándicap, serie y puntos",
	SeriesColumn:          "Serie",
	PointsColumn:          "Puntos",
	PointsOpen:            sayName("%s por decidir"),
	AbsentMark:            "a",
	AbsentLegend:          "a: ausente, el promedio menos la deducción",
	VacancyRow:            "Vacante",
	ForTeam:               sayName("por %s"),
	GamePointsTo:          sayNameInt("%s gana los puntos de la partida %d."),
	GamePointsSplit:       sayInt("La partida %d termina empatada: los puntos se reparten."),
	MatchWinner:           sayName("%s gana el partido."),
	MatchTied:             "El partido termina empatado a puntos.",
	MatchHeading:          "El partido",
	Formats:               spanishFormats,
	Leaves:                spanishLeaves,
	TV:                    spanishTV,
	Downloaded:            sayName("Guardado como %s."),
	ShareGame:             sayNames("Bolos, %s: %s."),
	ShareSeries:           say3Names("Serie de bolos, %s:%s\n%s"),
	ShareSeriesLine:       sayNamesInt("%s %s, serie %d"),

	StorageKept:    "Este navegador guarda el historial en este dispositivo hasta que lo borres.",
	StorageNotKept: "Este navegador no ha prometido guardar el historial: puede borrarlo tras un tiempo sin visitas o si falta espacio. Expórtalo de vez en cuando para tener una copia.",
	ExportNow:      "Exportar el historial ahora",
	ExportOld:      sayName("El historial se exportó por última vez el %s, hace más de un mes. Expórtalo para tener una copia fuera de este dispositivo."),
	ExportNever:    sayInt("El historial tiene %d partidas y nunca se exportó desde este dispositivo. Expórtalo para tener una copia."),

	PrintRefused: "Este navegador no puede imprimir desde aquí. Usa su propio menú para imprimir, o comparte la hoja.",
	Scan:         spanishScan,
}

func ballSpanish(name string, frame int, mark string, pins int) string {
	words := spanishMarks.ballWords(mark, pins)
	if mark == domain.MarkSpare {
		words = strconv.Itoa(pins) + ", spare"
	}
	return sprintf("%s, cuadro %d: %s.", name, frame, words)
}

// spanishMarks are the Spanish words for the marks.
var spanishMarks = markWords{
	strike: "strike", spare: "spare", gutter: "canal",
	aStrike: "un strike", aSpare: "un spare (%d)", aGutter: "canal", aFoul: "falta",
}
