package i18n

// BracketMessages are the words of the brackets screen (app/brackets, brackets.md), a part of
// each catalogue (Messages.Brackets). Money is written by the screen (5.00) and handed in as
// text.
type BracketMessages struct {
	_ noCompare

	Heading string

	// The sets of the night.
	SetsLabel string    // the list of sets' accessible name
	SetLabel  say3Names // day, kind (Scratch or Handicap), games string: a set's button
	NewSet    string    // starts a set
	NoSets    string    // no set yet
	Delete    string    // deletes the set shown
	Deleted   string    // said once deleted
	Restore   string    // brings it back
	NotSaved  string    // the browser refused to keep the sets
	// ChangedElsewhere: another window changed or deleted the set this window changed; it
	// shows as stored, and this window's change is not kept.
	ChangedElsewhere string
	Summary          say3Names // kind, games, fee string: what a set is
	Shares           say3Names // winner, runner-up, house string: a bracket's money
	Settings         string    // the settings' legend
	Progress         sayInts   // brackets, decided int
	HouseTake        sayName   // money string: the house's take of the set
	Split            sayNames  // winner, runner-up string: a final tied
	Bracket          sayInt    // n int: a bracket's title

	// The form of a set not drawn.
	GamesLabel     string
	GamesHint      sayInt // games int: the series' games
	GamesProblem   sayInts
	KindLabel      string
	Scratch        string
	Handicap       string
	Byes           string
	Fee            string
	HouseLabel     string
	Winner         string
	Runner         string
	SharesHint     string
	SharesProblem  say4Names // pot, places, fee, sum string
	MoneyProblem   sayName   // max string
	EntriesHeading string
	EntriesHint    string
	EntriesProblem sayInt // max int
	EntriesTotal   sayInts
	NoBowlers      string
	AddName        string
	AddCount       string
	Add            string
	NotABowler     sayName     // name string
	TooMany        sayNameInts // name string, entries, brackets int
	TooFew         sayInt      // places int
	FixFields      string
	Draw           string
	Drawn          sayInt // brackets int

	// A drawn set.
	Seed           string
	Redraw         string
	Undraw         string
	Started        string // a redraw refused: a game of the set is in
	Fixed          string // the draw is fixed now
	PayoutsCaption string
	Bowler         string
	EntriesColumn  string
	Paid           string
	Returned       string
	Won            string
	Net            string
	Totals         string
	GameColumn     sayInt // game int
	Champion       string // the last column, the winner's
	Bye            string
	NotBowled      string // a game not bowled, in a bracket
	WinnerIs       string
	RunnerIs       string

	// Print, picture and link.
	Print         string
	PrintRefused  string
	Picture       string
	PictureFailed string
	Saved         sayName // file string
	Link          string
	LinkHint      string
	LinkLabel     string
	QRLabel       string
	Copy          string
	Copied        string
	CopyRefused   string
	LinkFailed    string
	LinkDamaged   string
	LinkNewer     string
	OpenedHint    sayName // day string
	Close         string
}

type say4Names string

// Say fills in four texts.
func (f say4Names) Say(a, b, c, d string) string { return sprintf(string(f), a, b, c, d) }

// englishBrackets are the brackets screen's words in English.
var englishBrackets = BracketMessages{
	Heading: "Brackets",

	SetsLabel:        "Bracket sets",
	SetLabel:         say3Names("%s · %s, games %s"),
	NewSet:           "New set",
	NoSets:           "No bracket set yet. A set is the night's knockout pot: bowlers enter, 8 to a bracket over 3 games, and the winner and runner-up of each take its shares. Start one with New set; a night may run several (scratch and handicap).",
	Delete:           "Delete set",
	Deleted:          "The set is deleted.",
	Restore:          "Restore",
	ChangedElsewhere: "Not changed: another window changed this bracket set meanwhile (drew it, changed its entries or deleted it). It shows as stored now.",
	NotSaved:         "This browser did not keep the bracket sets, so a reload would lose the last change. Print or share the brackets to keep them.",
	Summary:          say3Names("%s, games %s in that order, %s an entry."),
	Shares:           say3Names("Each bracket pays the winner %s and the runner-up %s; the house keeps %s."),
	Settings:         "Settings",
	Progress:         sayInts("%d brackets, %d decided."),
	HouseTake:        sayName("The house keeps %s. A bracket with byes pays its shares in full."),
	Split:            sayNames("(a tie: %s and %s split both shares)"),
	Bracket:          sayInt("Bracket %d"),

	GamesLabel:     "Games, in bracket order",
	GamesHint:      sayInt("Game numbers of the series (1 to %d), like 1 2 3, or 3 2 1. Each game halves the field: 3 games, 8 places."),
	GamesProblem:   sayInts("Type 1 to %d different game numbers from 1 to %d, in bracket order, like 1 2 3."),
	KindLabel:      "Scores",
	Scratch:        "Scratch",
	Handicap:       "Handicap",
	Byes:           "Byes: entries left over fill one more bracket when they fill half of it",
	Fee:            "Entry fee",
	HouseLabel:     "House fee per bracket",
	Winner:         "Winner's share",
	Runner:         "Runner-up's share",
	SharesHint:     "Winner + runner-up + house = a bracket's entries (places × entry fee).",
	SharesProblem:  say4Names("Winner, runner-up and house must add up to %s (%s places × %s); now they make %s."),
	MoneyProblem:   sayName("Type an amount like 5.00, from 0 to %s."),
	EntriesHeading: "Entries",
	EntriesHint:    "How many brackets each bowler enters. A bowler plays each bracket at most once.",
	EntriesProblem: sayInt("Entries are a whole number from 0 to %d."),
	EntriesTotal:   sayInts("%d entries; a bracket has %d places."),
	NoBowlers:      "No bowlers tonight yet: start a series or a league match on the Game screen, or import the other lanes' games in History.",
	AddName:        "Bowler",
	AddCount:       "Entries to add",
	Add:            "Add entries",
	NotABowler:     sayName("“%s” is not a bowler of tonight: type the 3 letters of one listed above."),
	TooMany:        sayNameInts("%s enters %d times, but these entries make %d brackets and a bowler plays each only once. Lower it, or add entries for others."),
	TooFew:         sayInt("Not enough entries to fill a bracket of %d places."),
	FixFields:      "The set cannot be drawn yet: see the notes beside the fields.",
	Draw:           "Draw the brackets",
	Drawn:          sayInt("Drawn: %d brackets."),

	Seed:           "Drawn with seed",
	Redraw:         "Redraw",
	Undraw:         "Change the entries",
	Started:        "A game of this set is in, so the draw stays as it is.",
	Fixed:          "A game of this set is in: the draw is fixed.",
	PayoutsCaption: "Payouts",
	Bowler:         "Bowler",
	EntriesColumn:  "Entries",
	Paid:           "Paid",
	Returned:       "Returned",
	Won:            "Won",
	Net:            "Net",
	Totals:         "Totals",
	GameColumn:     sayInt("Game %d"),
	Champion:       "Winner",
	Bye:            "bye",
	NotBowled:      "did not bowl",
	WinnerIs:       "Winner:",
	RunnerIs:       "Runner-up:",

	Print:         "Print",
	PrintRefused:  "This browser cannot print from here. Use its own menu to print, or share the brackets instead.",
	Picture:       "Share as picture",
	PictureFailed: "The browser could not draw the picture. Share the link instead.",
	Saved:         sayName("Saved as %s."),
	Link:          "Share as link",
	LinkHint:      "The brackets, their scores and the payouts travel inside the link: no server ever sees them.",
	LinkLabel:     "Link to the brackets",
	QRLabel:       "QR code of the link to the brackets",
	Copy:          "Copy link",
	Copied:        "Link copied.",
	CopyRefused:   "The browser did not allow copying. The link is selected: copy it with the keyboard or the menu.",
	LinkFailed:    "This set cannot be shared as a link.",
	LinkDamaged:   "This brackets link cannot be opened: it is damaged or incomplete (perhaps cut short when it was copied). Nothing was changed.",
	LinkNewer:     "This brackets link was made by a newer version of tenpin. Reload the app to update it, then open the link again. Nothing was changed.",
	OpenedHint:    sayName("Shared brackets of %s, read-only, with the scores they held when shared."),
	Close:         "Close",
}
