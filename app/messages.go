package app

import (
	"fmt"
	"strings"
)

// Messages is the catalogue of every word the scoreboard shows or announces, in one language.
// Components never hold user-visible text of their own: they take it from here, so that a new
// language is one more value of this type. Functions build the texts that carry numbers or names.
type Messages struct {
	Lang    string // the BCP 47 tag of the language, for the lang attribute
	AppName string
	Tagline string

	// Setup.
	SetupHeading    string
	SetupHint       string
	PlayerLabel     func(player int) string // the label of player n's name field (1-based)
	NamePlaceholder string
	RemovePlayer    func(player int) string // the accessible name of player n's remove button
	RemoveText      string                  // the visible text of a remove button
	AddPlayer       string
	StartGame       string
	StartBlocked    string // why Start is unavailable
	ResumeGame      string
	NameEmpty       string
	NameNotLetter   func(r rune) string
	NameLength      func(letters int) string

	// Game.
	NowBowling   string
	FrameNumber  func(frame int) string
	PadHeading   string
	PinsButton   func(pins int, mark string) string // a pad button's accessible name
	Undo         string
	NewGame      string
	KeyboardHint string
	GridCaption  string
	PlayerHeader string
	FrameHeader  func(frame int) string // the accessible name of a frame column
	TotalHeader  string
	GameOver     string
	Winner       func(name string, score int) string
	Tie          func(names []string, score int) string
	FinalScores  string
	Rematch      string

	// Announcements, read out by screen readers from an aria-live region.
	Ball       func(name string, frame int, mark string, pins int) string
	Standing   func(pins int) string
	NextUp     func(name string, frame int) string
	FrameTotal func(name string, frame, total int) string
	Undone     func(name string, frame int) string

	// Refused input and trouble.
	TooManyPins         func(standing int) string
	StrikeNeedsFullRack string
	SpareNeedsBall      string
	GameIsOver          string
	NothingToUndo       string
	RestoreFailed       string
	SaveFailed          string
	UpdateReady         string
	Reload              string

	// One game across windows, and storage the browser refuses (autosave.go, windows.go).
	ChangedElsewhere  string // an input refused because another window changed the game
	StorageUnreadable string // the browser refuses to read storage: no saved game, no saving
}

// English is the English catalogue, the default.
var English = Messages{
	Lang:    "en",
	AppName: "Tenpin",
	Tagline: "Ten-pin bowling scoreboard",

	SetupHeading:    "Who is bowling?",
	SetupHint:       "Each player gets a name of 3 letters A–Z, like PJS. Players bowl in this order.",
	PlayerLabel:     func(n int) string { return fmt.Sprintf("Player %d", n) },
	NamePlaceholder: "ABC",
	RemovePlayer:    func(n int) string { return fmt.Sprintf("Remove player %d", n) },
	RemoveText:      "Remove",
	AddPlayer:       "Add player",
	StartGame:       "Start game",
	StartBlocked:    "Start is available once every player has a name of 3 letters A–Z.",
	ResumeGame:      "Back to the game",
	NameEmpty:       "Enter a name of 3 letters A–Z.",
	NameNotLetter: func(r rune) string {
		if r == ' ' {
			return "Only letters A–Z: no spaces."
		}
		return fmt.Sprintf("Only letters A–Z: “%c” is not allowed.", r)
	},
	NameLength: func(n int) string {
		return fmt.Sprintf("A name has exactly 3 letters A–Z; this one has %d.", n)
	},

	NowBowling:   "Now bowling",
	FrameNumber:  func(f int) string { return fmt.Sprintf("Frame %d", f) },
	PadHeading:   "Pins down",
	PinsButton:   pinsButtonEnglish,
	Undo:         "Undo",
	NewGame:      "New game",
	KeyboardHint: "Keys: 0–9, X strike, / spare, - gutter, Backspace undo.",
	GridCaption:  "Scoresheet",
	PlayerHeader: "Player",
	FrameHeader:  func(f int) string { return fmt.Sprintf("Frame %d", f) },
	TotalHeader:  "Total",
	GameOver:     "Game over",
	Winner:       func(name string, score int) string { return fmt.Sprintf("%s wins with %d.", name, score) },
	Tie: func(names []string, score int) string {
		return fmt.Sprintf("A tie at %d: %s.", score, andList(names))
	},
	FinalScores: "Final scores",
	Rematch:     "Rematch",

	Ball:       ballEnglish,
	Standing:   func(n int) string { return plural(n, "1 pin standing.", "%d pins standing.") },
	NextUp:     func(name string, f int) string { return fmt.Sprintf("Next: %s, frame %d.", name, f) },
	FrameTotal: func(name string, f, total int) string { return fmt.Sprintf("%s, frame %d total: %d.", name, f, total) },
	Undone:     func(name string, f int) string { return fmt.Sprintf("Ball taken back. %s, frame %d.", name, f) },

	TooManyPins: func(n int) string {
		return plural(n, "Only 1 pin is standing.", "Only %d pins are standing.")
	},
	StrikeNeedsFullRack: "A strike needs all 10 pins standing: enter the pins this ball knocked down.",
	SpareNeedsBall:      "A spare needs a first ball in this frame: enter the pins knocked down.",
	GameIsOver:          "The game is over. Start a rematch or a new game.",
	NothingToUndo:       "There is no ball to undo.",
	RestoreFailed:       "The saved game could not be restored. It was kept as a backup; start a new game.",
	SaveFailed:          "This browser did not save the game, so a reload would lose it.",
	UpdateReady:         "A new version is ready.",
	Reload:              "Reload",

	// One game across windows, and storage the browser refuses.
	ChangedElsewhere:  "This game was changed in another window, so your last input was not kept. This window now shows the game as saved.",
	StorageUnreadable: "This browser is not letting the scoreboard use its storage, so a saved game cannot be shown and this game is not being saved. This clears by itself once the browser allows storage.",
}

func pinsButtonEnglish(pins int, mark string) string {
	text := plural(pins, "1 pin", "%d pins")
	switch mark {
	case "X":
		return text + ", strike"
	case "/":
		return text + ", spare"
	case "-":
		return text + ", gutter"
	}
	return text
}

func ballEnglish(name string, frame int, mark string, pins int) string {
	switch mark {
	case "X":
		return fmt.Sprintf("%s, frame %d: strike.", name, frame)
	case "/":
		return fmt.Sprintf("%s, frame %d: %d, spare.", name, frame, pins)
	case "-":
		return fmt.Sprintf("%s, frame %d: gutter.", name, frame)
	}
	return fmt.Sprintf("%s, frame %d: %d.", name, frame, pins)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return fmt.Sprintf(many, n)
}

func andList(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// catalogues holds every language the scoreboard speaks, by language tag.
var catalogues = map[string]*Messages{
	"en": &English,
}

// messagesFor returns the catalogue for a language tag such as "en" or "en-GB", English when
// the language is not (yet) translated.
func messagesFor(lang string) *Messages {
	if m, ok := catalogues[lang]; ok {
		return m
	}
	if base, _, ok := strings.Cut(lang, "-"); ok {
		if m, ok := catalogues[base]; ok {
			return m
		}
	}
	return &English
}
