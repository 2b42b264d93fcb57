package i18n

import "tenpin/domain"

// Messages is the catalogue of every word the scoreboard shows or announces, in one language.
// Components never hold user-visible text of their own: they take it from here, so that a new
// language is one more value of this type. Functions build the texts that carry numbers or names.
type Messages struct {
	Lang    string // the BCP 47 tag of the language, for the lang attribute
	AppName string
	Tagline string // also the page's description (the server's prerender)
	// The office app's name and tagline (web.md, "Two apps on one site"): its header, title and
	// description; OfficeNavLabel names the navigation's links into it, in the lane.
	OfficeName     string
	OfficeTagline  string
	OfficeNavLabel string

	// The language switch, the loading screen (the server's prerender and go-app's app.js).
	LanguageName  string // the language's own name, the switch's option: English, Español, 한국어
	LanguageLabel string // the switch's accessible name
	LoadingLabel  string // go-app's loading screen; "{progress}" stands for the percentage

	// Setup.
	SetupHeading      string
	SetupHint         string
	PlayerLabel       sayInt // player int: the label of player n's name field (1-based)
	NamePlaceholder   string
	RemovePlayer      sayInt // player int: the accessible name of player n's remove button
	RemoveText        string // the visible text of a remove button
	AddPlayer         string
	StartGame         string
	StartBlocked      string // why Start is unavailable
	StartBlockedTeams string // why Start is unavailable for a league match
	// StartBlockedSettings: why Start is unavailable when every name is right: the series
	// settings or an average
	StartBlockedSettings string
	ResumeGame           string
	NameEmpty            string
	NameNotLetter        func(r rune) string
	NameLength           sayInt // letters int

	// Game.
	NowBowling   string
	FrameNumber  sayInt // frame int
	PadHeading   string
	PinsButton   func(pins int, mark string) string // a pad button's accessible name
	Undo         string
	NewGame      string
	KeyboardHint string
	GridCaption  string
	PlayerHeader string
	FrameHeader  sayInt // frame int: the accessible name of a frame column
	TotalHeader  string
	GameOver     string
	Winner       sayNameInt // name string, score int
	Tie          func(names []string, score int) string
	FinalScores  string
	Rematch      string

	// Announcements, read out by screen readers from an aria-live region.
	Ball       func(name string, frame int, mark string, pins int) string
	Standing   func(pins int) string
	NextUp     sayNameInt  // name string, frame int
	FrameTotal sayNameInts // name string, frame, total int
	Undone     sayNameInt  // name string, frame int

	// Refused input and trouble.
	TooManyPins         func(standing int) string
	StrikeNeedsFullRack string
	SpareNeedsBall      string
	GameIsOver          string
	NothingToUndo       string
	RestoreFailed       string
	DownloadBackup      string // the button that downloads a save that could not be restored
	BackupGone          string // that save is no longer on the device (another window started over)
	UndoDropped         string // a game restored whole whose older corrections cannot be undone
	SaveFailed          string
	UpdateReady         string
	Reload              string

	// One game across windows, and storage the browser refuses (autosave.go, windows.go).
	ChangedElsewhere  string // an input refused because another window changed the game
	StorageUnreadable string // the browser refuses to read storage: no saved game, no saving
	// The pin deck, fouls, splits and corrections. A mark is as the domain writes
	// it (X, /, -, F or a digit) with pins its count; a leave is pins as "7-10".
	EntryMode        string                                                                         // the switch that shows the pin deck instead of the count pad
	KeyboardHintDeck string                                                                         // the keys while the pin deck is shown
	DeckLabel        string                                                                         // the deck's group of pins
	PinStanding      sayInt                                                                         // pin int: a pin's accessible name while it stands
	PinDown          sayInt                                                                         // pin int: once marked down for this ball
	PinAlreadyDown   sayInt                                                                         // pin int: knocked down by an earlier ball of this rack
	DeckHint         string                                                                         // while no pin is marked
	DeckCount        func(pins int, mark string) string                                             // the pins marked so far
	SplitLeave       sayName                                                                        // leave string: the leave would be a split (a label)
	RollPins         string                                                                         // enters the ball marked on the deck
	Strike           string                                                                         // the deck's shortcut: every pin standing down
	Spare            string                                                                         // the shortcut for the rest down after a first ball
	Gutter           string                                                                         // the shortcut for none down
	Foul             string                                                                         // the foul button's accessible name
	PinsUnknown      string                                                                         // the deck when which pins stand is not known
	Leave            sayName                                                                        // leave string: the current frame's pins standing
	CorrectBall      func(name string, frame, ball int, mark string, pins int, split string) string // a ball box's name; split is its leave when a split, or ""
	FixTitle         sayNameInts                                                                    // name string, frame, ball int: the correction dialog's heading
	FixEntered       func(mark string, pins int) string                                             // what the ball is now
	FixCounts        string                                                                         // the dialog's group of counts
	FixPins          string                                                                         // the dialog's pin deck
	FixApplyPins     string                                                                         // corrects the ball to the pins marked
	FixCancel        string
	SplitLeft        sayName                                                          // leave string: announced after a ball that left a split
	Corrected        func(name string, frame, ball int, mark string, pins int) string // announced after a correction
	CorrectionUndone sayNameInts                                                      // name string, frame, ball int: announced after Undo took a correction back
	NotACount        sayInt                                                           // count int
	NotAMark         sayName                                                          // mark string
	NotAPin          string
	PinNotStanding   sayInt       // pin int
	InputRefused     string       // any other refused input
	FixMoves         sayNameInts  // name string, frame, ball int: the ball named would move to another frame
	FixOutOfTurn     sayNameInts  // name string, frame, ball int
	FixAfterEnd      sayNameInts  // name string, frame, ball int
	FixTooMany       sayNameInts4 // name string, frame, ball, count, standing int
	FixPinDown       sayNameInts3 // name string, frame, ball, pin int
	FixPinsUnknown   sayNameInts  // name string, frame, ball int
	FixNoLongerFits  sayNameInts  // name string, frame, ball int
	FixNoBall        string       // the ball to correct is no longer in the game

	// The night: navigation, series and league settings, history, statistics and
	// the plot, export and import, print and share.
	NavLabel                        string // the navigation's accessible name
	NavGame                         string
	NavSeries, NavHistory, NavStats string

	LeagueHeading      string
	SeriesGamesLabel   string
	SeriesGamesProblem sayInt // max int
	OrderLabel         string
	OrderKeep          string
	OrderRotate        string
	HandicapLabel      string
	HandicapHint       string
	BasisLabel         string
	BasisProblem       sayInts // lo, hi int
	PercentLabel       string
	PercentProblem     sayInts                         // lo, hi int
	AverageLabel       sayName                         // name string: the label of a bowler's average field
	AverageEntered     string                          // the average was typed
	AverageFromHistory func(average, games int) string // the average comes from history
	AverageProblem     sayInt                          // max int
	AverageMissing     string
	AverageLookingUp   string  // history is still loading: the bowler's average is not known yet
	AverageHint        string  // no name and no average yet: where the average will come from
	NameTaken          sayName // name string: a second player with the same name

	GameOfSeries          sayInts // game, of int: the status line during a series
	NextGame              sayInts // game, of int: the button that starts the next game
	ShowSeries            string  // the link to the series sheet
	NotKept               string  // the browser refused to keep the game in history
	SeriesHeading         string
	SeriesCaption         string
	NoSeries              string
	SeriesNotStarted      func(games int) string
	SeriesProgress        sayInts    // bowled, of int
	SeriesWinner          sayNameInt // name string, total int
	SeriesTie             func(names []string, total int) string
	BowlerHeader          string
	GameHeader            sayInt // game int
	ScratchHeader         string
	HandicapPerGameHeader string
	HandicapSeriesHeader  string

	HistoryHeading       string
	HistoryLoading       string
	HistoryEmpty         string
	HistoryCount         func(games, series int) string
	HistoryRefused       string // the browser keeps no database
	HistoryFull          string // the browser's storage is full
	HistoryFailed        string // any other refusal
	HistoryUnreadable    func(games int) string
	DateTime             func(year, month, day, hour, minute int) string
	SeriesTitle          func(date string, games int) string
	GameLine             sayIntName // game int, scores string: a game in the list: its number and "PJS 187 · KYJ 165"
	ShowOlder            func(left int) string
	OpenSeries           string
	DeleteGame           string
	DeleteSeries         string
	Deleted              func(games int) string
	Restore              string
	Restored             func(games int) string
	BackToHistory        string
	GameSheetTitle       func(game, of int, date string) string
	GameUnreadable       string
	Locked               string
	CorrectGame          string
	CorrectionHeading    string
	CorrectionBall       string
	BallChoice           sayNameIntsName // name string, frame, ball int, mark string
	CorrectTo            func(pins int) string
	CorrectFoul          string
	SaveCorrection       string
	CancelCorrection     string
	CorrectionRefused    sayNameInts // name string, frame, ball int
	CorrectionImpossible string
	CorrectionReopened   string // the game is on the lanes again, its last ball undone
	CorrectionSaved      string

	StatsHeading string
	StatsBowler  string
	StatsScope   string
	ScopeAll     string
	ScopeSeries  string
	ScopeDates   string
	DateFrom     string
	DateTo       string
	DatesProblem string
	StatsCaption func(name string, games int) string
	StatsNone    string
	FigureHeader string
	ValueHeader  string
	NoFigure     string
	Percent      sayInt                  // percent int
	Tenths       func(tenths int) string // a figure in tenths, written with one decimal
	// Each figure's name and definition (domain.Stats says what each counts).
	FigGames, FigGamesDef               string
	FigPins, FigPinsDef                 string
	FigAverage, FigAverageDef           string
	FigHighGame, FigHighGameDef         string
	FigHighSeries, FigHighSeriesDef     string
	FigStrikes, FigStrikesDef           string
	FigSpares, FigSparesDef             string
	FigSinglePins, FigSinglePinsDef     string
	FigSplitsSpared, FigSplitsSparedDef string
	FigFirstBall, FigFirstBallDef       string
	FigOpen, FigOpenDef                 string
	FigFouls, FigFoulsDef               string
	FigSplits, FigSplitsDef             string
	PlotTitle                           sayName // name string
	PlotDesc                            func(name string, games, high, low, average int, first, last string) string
	PlotScores                          string
	PlotAverage                         string
	PlotTable                           string
	PlotTableNote                       sayInts // shown, games int
	DateHeader                          string
	ScoreHeader                         string
	AverageHeader                       string

	TransferHeading string
	TransferHint    string
	ExportJSON      string
	ExportCSV       string
	Exported        func(games int, file string) string
	ExportFailed    string
	Preparing       string
	ImportLabel     string
	Importing       string
	ImportProgress  sayInt // percent int: how much of the file is read
	CancelImport    string
	ImportCancelled string
	ImportReport    func(added, same, kept int) string
	ImportRefused   string
	ImportTooBig    sayInt // mb int
	// The CSV export's header, one name per column (domain.DefaultCSVHeader's order).
	CSVDate, CSVSeries, CSVGame, CSVBowler, CSVFrame string
	CSVBall, CSVPins, CSVPinSet, CSVFoul, CSVSplit   string
	CSVTeam, CSVMatch                                string // a league match's columns

	Print           string
	Share           string
	Shared          string
	Downloaded      sayName     // file string
	ShareGame       sayNames    // date, scores string
	ShareSeries     say3Names   // date, lines, result string
	ShareSeriesLine sayNamesInt // name, games string, total int

	// Sharing a sheet by link, QR code and picture (share.md).
	ShareHeading       string // the share panel's heading
	ShareHint          string // what the link is and that no server sees it
	ShareLinkLabel     string // the link's field
	QRLabel            string // the code's accessible name
	CodePerGame        string // the sheet is long: one code per game
	CodeTooLong        string // too long for any code: the link is still there
	CopyLink           string
	LinkCopied         string
	CopyRefused        string // the browser refused the clipboard: the link is selected instead
	SendLink           string // Web Share of the link
	SharePicture       string
	PictureFailed      string
	SharedSheetHeading string // an opened link's screen
	SharedSheetHint    string
	KeepShared         string // import the opened link's games into history
	LinkDamaged        string
	LinkNewer          string

	// A league's match card opened on setup (season.md, "The match card").
	CardShown sayNameInts3 // league string, week, first lane, second lane int
	CardBusy  string       // a card opened over a game in progress, which stays saved

	// The league's standings (league.md), from the matches in history.
	NavStandings string
	// The office's screens in the navigation (in the lane, links into the office).
	NavLeague, NavBrackets, NavTournament string
	BracketSetsAdded                      sayInt    // sets int: the bracket sets an import added
	PairShown                             say3Names // tournament, squad, lanes: the lane card setup came from
	FinalsShown                           string    // in PairShown's squad: a finals game's card
	StandingsHeading                      string
	StandingsHint                         string
	StandingsEmpty                        string
	StandingsCaption                      string
	TeamHeader                            string
	MatchesHeader                         string
	WonHeader                             string
	LostHeader                            string
	ScratchPinsHeader                     string
	HandicapPinsHeader                    string
	HighGameHeader                        string
	HighSeriesHeader                      string
	AverageGameHeader                     string // a team's average team game
	Half                                  string // how half a point is written after its whole points: "½"

	// The league night on setup and on the lanes (league.md): two teams, their lineups, the
	// points rule, absent bowlers, vacancies and Baker.
	TeamsLabel            string     // bowl as two teams (a match)
	BakerLabel            string     // the match is bowled in Baker games
	TeamLegend            sayInt     // team int: a team's block (1-based)
	TeamNameLabel         string     // a team's name field
	PlaceLabel            sayInt     // place int: the name field of a lineup place (1-based)
	PlaceAverageLabel     sayInt     // place int: its average
	AbsentLabel           string     // the Absent switch
	VacancyText           sayInt     // place int: a vacancy place in a lineup
	AddVacancy            string     // add a vacancy place
	MoveUp, MoveDown      sayInt     // place int: move a place up or down the lineup
	RemovePlace           sayInt     // place int: remove a place
	TeamNameProblem       sayInt     // max int: a name ParseTeamName refuses
	TeamNamesSame         string     // both teams have one name
	TeamNobodyBowls       string     // every place of a team is absent or vacant
	TeamAverageMissing    string     // an absent bowler, or a handicap, needs an average
	PointsGameLabel       string     // points per game won
	PointsSeriesLabel     string     // points for the series
	PointsIndividualLabel string     // individual points per game
	PointsProblem         sayInt     // max int: points outside 0..max
	DeductionLabel        string     // pins off an absent bowler's average
	VacancyScoreLabel     string     // a vacancy's score each game
	PinsProblem           sayInt     // max int: pins outside 0..max
	MatchCaption          string     // the team panel's table
	SeriesColumn          string     // the panel's series column
	PointsColumn          string     // the panel's points column
	PointsOpen            sayName    // open string: the points no team has clinched yet
	AbsentMark            string     // written before an absentee score: "a"
	AbsentLegend          string     // what the mark means
	VacancyRow            string     // a vacancy's row in the grid
	ForTeam               sayName    // team string: after the bowler's name in a Baker game
	GamePointsTo          sayNameInt // team string, game int
	GamePointsSplit       sayInt     // game int
	MatchWinner           sayName    // team string: the match sheet's winner
	MatchTied             string     // the match sheet: a tie on points
	MatchHeading          string     // the match sheet's heading
	Formats               FormatMessages
	Leaves                LeaveMessages // the leaves and the pin map on the statistics screen
	TV                    TVMessages    // the TV view and its button

	// The night across windows.
	SeriesChangedElsewhere  string // Next game refused: another window changed the series
	LeagueChangedElsewhere  string // Start refused: another window changed the league settings
	HistoryChangedElsewhere string // a change to history refused: another window changed the game

	// Keeping history on the device (History only, never during play).
	StorageKept    string  // the browser granted persistent storage
	StorageNotKept string  // it did not: it may clear history
	ExportNow      string  // the export offered beside those lines
	ExportOld      sayName // date string: the last export is over a month old
	ExportNever    sayInt  // games int: never exported, and many games kept

	PrintRefused string // the browser has no print dialog here

	// The office's screens' words (office.go): nil in the lane app, which has none of them.
	Brackets   *BracketMessages    // the brackets screen (brackets.go)
	Tournament *TournamentMessages // the tournament screen (tournament.go)
	Season     *SeasonMessages     // the league screen (messages_season.go)
	Scan       ScanMessages        // the Scan panel (scan.go)
}

// English is the English catalogue, the default.
var English = Messages{
	Lang:    "en",
	AppName: "Tenpin",
	Tagline: "Ten-pin bowling scoreboard",

	OfficeName:     "Tenpin office",
	OfficeTagline:  "Leagues, brackets and tournaments",
	OfficeNavLabel: "In the office",

	LanguageName:  "English",
	LanguageLabel: "Language",
	LoadingLabel:  "Loading {progress}%",

	SetupHeading:         "Who is bowling?",
	SetupHint:            "Each player gets a name of 3 letters A–Z, like PJS. Players bowl in this order.",
	PlayerLabel:          sayInt("Player %d"),
	NamePlaceholder:      "ABC",
	RemovePlayer:         sayInt("Remove player %d"),
	RemoveText:           "Remove",
	AddPlayer:            "Add player",
	StartGame:            "Start game",
	StartBlocked:         "Start is available once every player has a name of 3 letters A–Z.",
	StartBlockedSettings: "Start is available once the series settings and every average are filled in; the notes beside the fields say what is missing.",
	StartBlockedTeams:    "Start is available once both teams have different names and every bowler a name of 3 letters A–Z; the notes beside the fields say what is missing.",
	ResumeGame:           "Back to the game",
	NameEmpty:            "Enter a name of 3 letters A–Z.",
	NameNotLetter: func(r rune) string {
		if r == ' ' {
			return "Only letters A–Z: no spaces."
		}
		return sprintf("Only letters A–Z: “%c” is not allowed.", r)
	},
	NameLength: sayInt("A name has exactly 3 letters A–Z; this one has %d."),

	NowBowling:   "Now bowling",
	FrameNumber:  sayInt("Frame %d"),
	PadHeading:   "Pins down",
	PinsButton:   pinsButton(sayCount("1 pin", "%d pins"), &englishMarks),
	Undo:         "Undo",
	NewGame:      "New game",
	KeyboardHint: "Keys: 0–9, X strike, / spare, - gutter, F foul, Backspace undo.",
	GridCaption:  "Scoresheet",
	PlayerHeader: "Player",
	FrameHeader:  sayInt("Frame %d"),
	TotalHeader:  "Total",
	GameOver:     "Game over",
	Winner:       sayNameInt("%s wins with %d."),
	Tie:          sayList("A tie at %d: %s.", " and "),
	FinalScores:  "Final scores",
	Rematch:      "Rematch",

	Ball:       ballEnglish,
	Standing:   sayCount("1 pin standing.", "%d pins standing."),
	NextUp:     sayNameInt("Next: %s, frame %d."),
	FrameTotal: sayNameInts("%s, frame %d total: %d."),
	Undone:     sayNameInt("Ball taken back. %s, frame %d."),

	TooManyPins:         sayCount("Only 1 pin is standing.", "Only %d pins are standing."),
	StrikeNeedsFullRack: "A strike needs all 10 pins standing: enter the pins this ball knocked down.",
	SpareNeedsBall:      "A spare needs a first ball in this frame: enter the pins knocked down.",
	GameIsOver:          "The game is over. Start a rematch or a new game.",
	NothingToUndo:       "There is no ball to undo.",
	RestoreFailed:       "The saved game could not be restored. It is kept on this device as a backup: download it as a file so that it is not lost, then start a new game.",
	DownloadBackup:      "Download the saved game",
	BackupGone:          "The saved game is no longer on this device: another window may have replaced it.",
	UndoDropped:         "The game is back with every ball, but the corrections made before the reload can no longer be undone: their record was damaged.",
	SaveFailed:          "This browser did not save the game, so a reload would lose it.",
	UpdateReady:         "A new version is ready.",
	Reload:              "Reload",

	// One game across windows, and storage the browser refuses.
	ChangedElsewhere:  "This game was changed in another window, so your last input was not kept. This window now shows the game as saved.",
	StorageUnreadable: "This browser is not letting the scoreboard use its storage, so a saved game cannot be shown and this game is not being saved. This clears by itself once the browser allows storage.",
	// The pin deck, fouls, splits and corrections.
	EntryMode:        "Pin deck",
	KeyboardHintDeck: "Keys: 1–9 and 0 (pin 10) mark pins, Enter enters the ball, X strike, / spare, - gutter, F foul, Backspace undo.",
	DeckLabel:        "Pins knocked down by this ball",
	PinStanding:      sayInt("Pin %d, standing"),
	PinDown:          sayInt("Pin %d, down"),
	PinAlreadyDown:   sayInt("Pin %d, already down"),
	DeckHint:         "Tap the pins that fell.",
	DeckCount:        deckCount(sayCount("1 pin down", "%d pins down"), &englishMarks),
	SplitLeave:       sayName("%s split"),
	RollPins:         "Enter ball",
	Strike:           "Strike",
	Spare:            "Spare",
	Gutter:           "Gutter",
	Foul:             "Foul",
	PinsUnknown:      "Which pins are standing is not known after a ball entered as a count: enter this ball as a count.",
	Leave:            sayName("Standing: %s"),
	CorrectBall: func(name string, frame, ball int, mark string, pins int, split string) string {
		if split != "" {
			return sprintf("Correct %s frame %d ball %d: %s, %s split", name, frame, ball, englishMarks.ballWords(mark, pins), split)
		}
		return sprintf("Correct %s frame %d ball %d: %s", name, frame, ball, englishMarks.ballWords(mark, pins))
	},
	FixTitle: sayNameInts("Correct %s, frame %d, ball %d"),
	FixEntered: func(mark string, pins int) string {
		return sprintf("Entered as %s. Choose what this ball really was.", englishMarks.ballWords(mark, pins))
	},
	FixCounts:    "Pins down",
	FixPins:      "Or mark the pins that fell",
	FixApplyPins: "Correct to these pins",
	FixCancel:    "Cancel",
	SplitLeft:    sayName("%s split."),
	Corrected: func(name string, frame, ball int, mark string, pins int) string {
		return sprintf("Corrected %s, frame %d, ball %d: now %s.", name, frame, ball, englishMarks.ballWords(mark, pins))
	},
	CorrectionUndone: sayNameInts("Correction taken back: %s, frame %d, ball %d."),
	NotACount:        sayInt("%d is not a count of pins from 0 to 10."),
	NotAMark:         sayName("“%s” is not a mark: use 0–9, X, / or -."),
	NotAPin:          "Pins are numbered 1 to 10.",
	PinNotStanding:   sayInt("Pin %d is already down."),
	InputRefused:     "That input was not accepted.",
	FixMoves:         sayNameInts("That would move %[1]s's ball %[3]d of frame %[2]d to another frame, so it cannot be corrected that way."),
	FixOutOfTurn:     sayNameInts("That would put %[1]s's ball %[3]d of frame %[2]d out of turn, so it cannot be corrected that way."),
	FixAfterEnd:      sayNameInts("That would put %[1]s's ball %[3]d of frame %[2]d after the end of the game."),
	FixTooMany:       sayNameInts4("%[1]s's ball %[3]d of frame %[2]d knocked down %[4]d, but only %[5]d would be standing for it."),
	FixPinDown:       sayNameInts3("%[1]s's ball %[3]d of frame %[2]d knocked down pin %[4]d, which would already be down."),
	FixPinsUnknown:   sayNameInts("%[1]s's ball %[3]d of frame %[2]d was entered as pins, which needs the pins standing to be known."),
	FixNoLongerFits:  sayNameInts("%[1]s's ball %[3]d of frame %[2]d would no longer fit the game."),
	FixNoBall:        "That ball is no longer in the game.",

	// The night.
	NavLabel:   "Screens",
	NavGame:    "Game",
	NavSeries:  "Series",
	NavHistory: "History",
	NavStats:   "Statistics",

	LeagueHeading:      "Series and league settings",
	SeriesGamesLabel:   "Games in the series",
	SeriesGamesProblem: sayInt("A series has 1 to %d games: enter a whole number in that range."),
	OrderLabel:         "Bowling order from game to game",
	OrderKeep:          "Keep the order",
	OrderRotate:        "Rotate: the first bowler goes last",
	HandicapLabel:      "Handicap",
	HandicapHint:       "Handicap per game = (basis − average) × percentage, whole pins, never below 0.",
	BasisLabel:         "Basis (pins)",
	BasisProblem:       sayInts("The basis is a whole number of pins from %d to %d."),
	PercentLabel:       "Percentage",
	PercentProblem:     sayInts("The percentage is a whole number from %d to %d."),
	AverageLabel:       sayName("%s’s average"),
	AverageEntered:     "Entered by hand.",
	AverageFromHistory: func(average, games int) string {
		return sprintf("%d from history (%s). Type to enter another.", average, plural(games, "1 game", "%d games"))
	},
	AverageProblem:   sayInt("An average is a whole number of pins from 0 to %d."),
	AverageMissing:   "Enter an average: this bowler has no games in history yet.",
	AverageLookingUp: "Looking for this bowler’s average in history…",
	AverageHint:      "Taken from history once the name is in, or type one.",
	NameTaken:        sayName("%s is already a player: history tells bowlers apart by name."),

	GameOfSeries:          sayInts("Game %d of %d"),
	NextGame:              sayInts("Next game (%d of %d)"),
	ShowSeries:            "Series sheet",
	NotKept:               "The browser did not keep this game in history (storage refused or full). Play goes on; the series sheet still has it.",
	SeriesHeading:         "Series sheet",
	SeriesCaption:         "Series sheet: each bowler’s games and series totals",
	NoSeries:              "No series yet: start one on the Game screen.",
	SeriesNotStarted:      sayCount("The game is being bowled: its score comes here once it is over.", "No game of the %d is finished yet."),
	SeriesProgress:        sayInts("%d of %d games bowled."),
	SeriesWinner:          sayNameInt("%s wins the series with %d."),
	SeriesTie:             sayList("The series is a tie at %d: %s.", " and "),
	BowlerHeader:          "Bowler",
	GameHeader:            sayInt("Game %d"),
	ScratchHeader:         "Scratch series",
	HandicapPerGameHeader: "Handicap per game",
	HandicapSeriesHeader:  "Series with handicap",

	HistoryHeading: "History",
	HistoryLoading: "Loading history…",
	HistoryEmpty:   "No finished games yet. Every game you finish is kept here, on this device.",
	HistoryCount: func(games, series int) string {
		return plural(games, "1 game", "%d games") + ", " + plural(series, "1 series", "%d series") + ", newest first."
	},
	HistoryRefused:    "This browser does not let tenpin keep a history (private browsing, or storage turned off for this site). Play goes on, and the game in progress is still kept.",
	HistoryFull:       "The browser’s storage for this site is full, so history could not be changed. Export and delete old games, then try again. Play goes on.",
	HistoryFailed:     "The browser could not change history just now. Nothing was changed; try again.",
	HistoryUnreadable: sayCount("1 stored game could not be read and is left out.", "%d stored games could not be read and are left out."),
	DateTime: func(year, month, day, hour, minute int) string {
		months := [...]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
		return sprintf("%d %s %d, %02d:%02d", day, months[(month+11)%12], year, hour, minute)
	},
	SeriesTitle: func(date string, games int) string {
		return date + " · " + plural(games, "a single game", "a series of %d games")
	},
	GameLine:      sayIntName("Game %d: %s"),
	ShowOlder:     sayCount("Show the older series", "Show older series (%d more)"),
	OpenSeries:    "Series sheet",
	DeleteGame:    "Delete game",
	DeleteSeries:  "Delete series",
	Deleted:       sayCount("1 game deleted from history.", "%d games deleted from history."),
	Restore:       "Restore",
	Restored:      sayCount("1 game restored.", "%d games restored."),
	BackToHistory: "Back to history",
	GameSheetTitle: func(game, of int, date string) string {
		if of == 1 {
			return date
		}
		return sprintf("Game %d of %d, %s", game, of, date)
	},
	GameUnreadable:       "This game could not be read back from the browser’s storage.",
	Locked:               "This game is finished and locked. To change a ball, choose “Correct this game”.",
	CorrectGame:          "Correct this game",
	CorrectionHeading:    "Correct a ball",
	CorrectionBall:       "Ball to correct",
	BallChoice:           sayNameIntsName("%s, frame %d, ball %d: %s"),
	CorrectTo:            sayCount("Correct to 1 pin", "Correct to %d pins"),
	CorrectFoul:          "Foul",
	SaveCorrection:       "Save the correction",
	CancelCorrection:     "Cancel",
	CorrectionRefused:    sayNameInts("That correction does not fit: %s’s frame %d, ball %d could no longer be thrown. Nothing was changed."),
	CorrectionImpossible: "That correction does not fit this game. Nothing was changed.",
	CorrectionReopened:   "This game was reopened on the lanes. Finish it there, then correct it here. Nothing was changed.",
	CorrectionSaved:      "The correction is saved: history keeps the corrected game.",

	StatsHeading: "Statistics",
	StatsBowler:  "Bowler",
	StatsScope:   "Games",
	ScopeAll:     "All history",
	ScopeSeries:  "This series",
	ScopeDates:   "Between two dates",
	DateFrom:     "From",
	DateTo:       "To (included)",
	DatesProblem: "The first date must come before the last, or be left empty.",
	StatsCaption: func(name string, games int) string {
		return sprintf("%s, %s", name, plural(games, "1 game", "%d games"))
	},
	StatsNone:    "No games to count.",
	FigureHeader: "Figure",
	ValueHeader:  "Value",
	NoFigure:     "no figure",
	Percent:      sayInt("%d%%"),
	Tenths:       func(t int) string { return sprintf("%d.%d", t/10, t%10) },

	FigGames:           "Games",
	FigGamesDef:        "Games bowled.",
	FigPins:            "Total pins",
	FigPinsDef:         "The sum of the final scores.",
	FigAverage:         "Average",
	FigAverageDef:      "Total pins ÷ games, fractions dropped.",
	FigHighGame:        "High game",
	FigHighGameDef:     "The highest final score.",
	FigHighSeries:      "High series",
	FigHighSeriesDef:   "The highest scratch total of a complete series of the length in use; none without one.",
	FigStrikes:         "Strikes",
	FigStrikesDef:      "Strikes ÷ strike chances: balls at a full rack of ten, up to 12 a game.",
	FigSpares:          "Spares",
	FigSparesDef:       "Spares ÷ spare chances: frames whose first ball left pins standing.",
	FigSinglePins:      "Single-pin spares",
	FigSinglePinsDef:   "Spares ÷ chances where exactly one pin stood (after a nine).",
	FigSplitsSpared:    "Splits converted",
	FigSplitsSparedDef: "Splits spared ÷ splits with a ball after them; only balls entered as pins show a split.",
	FigFirstBall:       "First-ball average",
	FigFirstBallDef:    "Pins on balls at a full rack ÷ those balls (a foul counts 0).",
	FigOpen:            "Open frames a game",
	FigOpenDef:         "Frames with neither a strike nor a spare ÷ games.",
	FigFouls:           "Fouls",
	FigFoulsDef:        "Balls that were fouls.",
	FigSplits:          "Splits left",
	FigSplitsDef:       "Balls at a full rack that left a split; only balls entered as pins show one.",

	PlotTitle: sayName("%s’s game scores over time"),
	PlotDesc: func(name string, games, high, low, average int, first, last string) string {
		return sprintf("%s: %s from %s to %s; high %d, low %d, average %d. The dots are the scores, game by game; the smooth line is the average so far.",
			name, plural(games, "1 game", "%d games"), first, last, high, low, average)
	},
	PlotScores:    "Game score",
	PlotAverage:   "Average so far",
	PlotTable:     "The scores as a table",
	PlotTableNote: sayInts("The latest %d of %d games, newest first."),
	DateHeader:    "Date",
	ScoreHeader:   "Score",
	AverageHeader: "Average so far",

	TransferHeading: "Keep and move history",
	TransferHint:    "The JSON file imports into tenpin on another device; the CSV opens in a spreadsheet, one row per ball. Nothing leaves this device unless you move the file.",
	ExportJSON:      "Export history (JSON)",
	ExportCSV:       "Export for a spreadsheet (CSV)",
	Exported: func(games int, file string) string {
		return sprintf("%s saved as %s.", plural(games, "1 game", "%d games"), file)
	},
	ExportFailed:    "The export could not be written. Nothing was changed.",
	Preparing:       "Preparing the file…",
	ImportLabel:     "Import a history file (JSON)",
	Importing:       "Checking the file…",
	ImportProgress:  sayInt("Reading the file: %d %%…"),
	CancelImport:    "Cancel import",
	ImportCancelled: "Import cancelled. History is as it was.",
	ImportReport: func(added, same, kept int) string {
		s := plural(added, "Imported 1 new game", "Imported %d new games") + "; " + plural(same, "1 was already here", "%d were already here")
		if kept > 0 {
			s += "; " + plural(kept, "1 was kept out: another version of it, or a game that does not fit its series, is here", "%d were kept out: other versions of them, or games that do not fit their series, are here")
		}
		return s + "."
	},
	ImportRefused: "This file cannot be imported: it is not a tenpin history file, or it is damaged or incomplete. Nothing was changed.",
	ImportTooBig:  sayInt("This file is too big to be a tenpin history (over %d MB). Nothing was changed."),
	CSVDate:       "date",
	CSVSeries:     "series",
	CSVGame:       "game",
	CSVBowler:     "bowler",
	CSVFrame:      "frame",
	CSVBall:       "ball",
	CSVPins:       "pins",
	CSVPinSet:     "pin set",
	CSVFoul:       "foul",
	CSVSplit:      "split",
	CSVTeam:       "team",
	CSVMatch:      "match",

	Print:           "Print",
	Share:           "Share",
	Shared:          "Shared.",
	Downloaded:      sayName("Saved as %s."),
	ShareGame:       sayNames("Bowling, %s: %s."),
	ShareSeries:     say3Names("Bowling series, %s:%s\n%s"),
	ShareSeriesLine: sayNamesInt("%s %s, series %d"),

	ShareHeading:       "Share this sheet",
	ShareHint:          "Scan the code with a phone's camera, or send the link. The games travel inside the link: no server ever sees them.",
	ShareLinkLabel:     "Link to the sheet",
	QRLabel:            "QR code of the link to the sheet",
	CodePerGame:        "A long sheet: one code per game. Scan each, and keep each game; together they make the series.",
	CodeTooLong:        "This sheet is too long for a QR code. Send or copy the link instead.",
	CopyLink:           "Copy link",
	LinkCopied:         "Link copied.",
	CopyRefused:        "The browser did not allow copying. The link is selected: copy it with the keyboard or the menu.",
	SendLink:           "Send link",
	SharePicture:       "Share as picture",
	PictureFailed:      "The browser could not draw the picture. Share the link instead.",
	SharedSheetHeading: "Shared sheet",
	SharedSheetHint:    "Read-only. Nothing is stored on this device unless you keep it.",
	KeepShared:         "Keep in my history",
	LinkDamaged:        "This link cannot be opened: it is damaged or incomplete (perhaps cut short when it was copied). Nothing was stored.",
	LinkNewer:          "This link was made by a newer version of tenpin. Reload the app to update it, then open the link again. Nothing was stored.",

	CardShown: sayNameInts3("Match card of %s: week %d, lanes %d-%d."),
	CardBusy:  "The game in progress is kept: Back to the game returns to it; Start game begins the card's match.",

	NavStandings:       "Standings",
	NavLeague:          "League",
	NavBrackets:        "Brackets",
	NavTournament:      "Tournament",
	BracketSetsAdded:   sayInt("Bracket sets added: %d."),
	PairShown:          "%s · %s · lanes %s",
	FinalsShown:        "finals",
	StandingsHeading:   "Standings",
	StandingsHint:      "Every league match in history, this device's and those imported from other lane tablets, each counted once. Ranked by points won, then scratch pins.",
	StandingsEmpty:     "No league match in history yet. Finished matches appear here, and those imported from other lane tablets' history files.",
	StandingsCaption:   "Teams by points won",
	TeamHeader:         "Team",
	MatchesHeader:      "Matches",
	WonHeader:          "Won",
	LostHeader:         "Lost",
	ScratchPinsHeader:  "Scratch pins",
	HandicapPinsHeader: "Handicap pins",
	HighGameHeader:     "High team game",
	HighSeriesHeader:   "High team series",
	AverageGameHeader:  "Average team game",
	Half:               "½",

	TeamsLabel:            "Bowl as two teams (a league match)",
	BakerLabel:            "Baker games: each team bowls one line, its bowlers taking the frames in turn",
	TeamLegend:            sayInt("Team %d"),
	TeamNameLabel:         "Team name",
	PlaceLabel:            sayInt("Bowler %d"),
	PlaceAverageLabel:     sayInt("Average of bowler %d"),
	AbsentLabel:           "Absent",
	VacancyText:           sayInt("Place %d: vacancy"),
	AddVacancy:            "Add a vacancy",
	MoveUp:                sayInt("Move place %d up"),
	MoveDown:              sayInt("Move place %d down"),
	RemovePlace:           sayInt("Remove place %d"),
	TeamNameProblem:       sayInt("A team name has 1 to %d letters, digits, spaces or - ' . &."),
	TeamNamesSame:         "The two teams need different names.",
	TeamNobodyBowls:       "At least one bowler of the team must bowl: not every place can be absent or vacant.",
	TeamAverageMissing:    "Enter the average: an absent bowler, and the handicap, need it.",
	PointsGameLabel:       "Points per game won",
	PointsSeriesLabel:     "Points for the series",
	PointsIndividualLabel: "Individual points per game",
	PointsProblem:         sayInt("Points are a whole number from 0 to %d."),
	DeductionLabel:        "Absent bowler: pins off the average",
	VacancyScoreLabel:     "Vacancy score per game",
	PinsProblem:           sayInt("Pins are a whole number from 0 to %d."),
	MatchCaption:          "The match: team games with handicap, series and points",
	SeriesColumn:          "Series",
	PointsColumn:          "Points",
	PointsOpen:            sayName("%s still open"),
	AbsentMark:            "a",
	AbsentLegend:          "a: absent, the average minus the deduction",
	VacancyRow:            "Vacancy",
	ForTeam:               sayName("for %s"),
	GamePointsTo:          sayNameInt("%s wins the points of game %d."),
	GamePointsSplit:       sayInt("Game %d is a tie: the points are split."),
	MatchWinner:           sayName("%s wins the match."),
	MatchTied:             "The match is a tie on points.",
	MatchHeading:          "The match",
	Formats:               englishFormats,
	Leaves:                englishLeaves,
	TV:                    englishTV,

	// The night across windows.
	SeriesChangedElsewhere:  "This series was changed in another window, so your last input was not kept. This window now shows the series as saved.",
	LeagueChangedElsewhere:  "The series settings were changed in another window, so the series did not start. This window now shows the settings as saved: check them and start again.",
	HistoryChangedElsewhere: "This game was changed in another window, so your change to history was not kept. This window now shows history as saved.",

	StorageKept:    "This browser keeps history on this device until you delete it.",
	StorageNotKept: "This browser has not promised to keep history: it may clear it after a while without a visit, or when space runs short. Export it now and then to keep a copy.",
	ExportNow:      "Export history now",
	ExportOld:      sayName("History was last exported on %s, over a month ago. Export it to keep a copy off this device."),
	ExportNever:    sayInt("History holds %d games and was never exported from this device. Export it to keep a copy."),

	PrintRefused: "This browser cannot print from here. Use its own menu to print, or share the sheet instead.",
	Scan:         englishScan,
}

func ballEnglish(name string, frame int, mark string, pins int) string {
	switch mark {
	case domain.MarkStrike:
		return sprintf("%s, frame %d: strike.", name, frame)
	case domain.MarkSpare:
		return sprintf("%s, frame %d: %d, spare.", name, frame, pins)
	case domain.MarkGutter:
		return sprintf("%s, frame %d: gutter.", name, frame)
	case domain.MarkFoul:
		return sprintf("%s, frame %d: foul.", name, frame)
	}
	return sprintf("%s, frame %d: %d.", name, frame, pins)
}

//go:noinline
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return sprintf(many, n)
}

// englishMarks are the English words for the marks.
var englishMarks = markWords{
	strike: "strike", spare: "spare", gutter: "gutter",
	aStrike: "a strike", aSpare: "a spare (%d)", aGutter: "a gutter", aFoul: "a foul",
}
