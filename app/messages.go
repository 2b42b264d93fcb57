package app

import (
	"fmt"
	"strings"

	"tenpin/domain"
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
	// The pin deck, fouls, splits and corrections (issue 11). A mark is as the domain writes
	// it (X, /, -, F or a digit) with pins its count; a leave is pins as "7-10".
	EntryMode        string                                                                         // the switch that shows the pin deck instead of the count pad
	KeyboardHintDeck string                                                                         // the keys while the pin deck is shown
	DeckLabel        string                                                                         // the deck's group of pins
	PinStanding      func(pin int) string                                                           // a pin's accessible name while it stands
	PinDown          func(pin int) string                                                           // once marked down for this ball
	PinAlreadyDown   func(pin int) string                                                           // knocked down by an earlier ball of this rack
	DeckHint         string                                                                         // while no pin is marked
	DeckCount        func(pins int, mark string) string                                             // the pins marked so far
	SplitLeave       func(leave string) string                                                      // the leave would be a split (a label)
	RollPins         string                                                                         // enters the ball marked on the deck
	Strike           string                                                                         // the deck's shortcut: every pin standing down
	Spare            string                                                                         // the shortcut for the rest down after a first ball
	Gutter           string                                                                         // the shortcut for none down
	Foul             string                                                                         // the foul button's accessible name
	PinsUnknown      string                                                                         // the deck when which pins stand is not known
	Leave            func(leave string) string                                                      // the current frame's pins standing
	CorrectBall      func(name string, frame, ball int, mark string, pins int, split string) string // a ball box's name; split is its leave when a split, or ""
	FixTitle         func(name string, frame, ball int) string                                      // the correction dialog's heading
	FixEntered       func(mark string, pins int) string                                             // what the ball is now
	FixCounts        string                                                                         // the dialog's group of counts
	FixPins          string                                                                         // the dialog's pin deck
	FixApplyPins     string                                                                         // corrects the ball to the pins marked
	FixCancel        string
	SplitLeft        func(leave string) string                                        // announced after a ball that left a split
	Corrected        func(name string, frame, ball int, mark string, pins int) string // announced after a correction
	CorrectionUndone func(name string, frame, ball int) string                        // announced after Undo took a correction back
	NotACount        func(count int) string
	NotAMark         func(mark string) string
	NotAPin          string
	PinNotStanding   func(pin int) string
	PinsNotKnown     string                                    // a ball by pins where which pins stand is not known
	InputRefused     string                                    // any other refused input
	FixMoves         func(name string, frame, ball int) string // the ball named would move to another frame
	FixOutOfTurn     func(name string, frame, ball int) string
	FixAfterEnd      func(name string, frame, ball int) string
	FixTooMany       func(name string, frame, ball, count, standing int) string
	FixPinDown       func(name string, frame, ball, pin int) string
	FixPinsUnknown   func(name string, frame, ball int) string
	FixNoLongerFits  func(name string, frame, ball int) string
	FixNoBall        string // the ball to correct is no longer in the game
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
	KeyboardHint: "Keys: 0–9, X strike, / spare, - gutter, F foul, Backspace undo.",
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
	// The pin deck, fouls, splits and corrections (issue 11).
	EntryMode:        "Pin deck",
	KeyboardHintDeck: "Keys: 1–9 and 0 (pin 10) mark pins, Enter enters the ball, X strike, / spare, - gutter, F foul, Backspace undo.",
	DeckLabel:        "Pins knocked down by this ball",
	PinStanding:      func(pin int) string { return fmt.Sprintf("Pin %d, standing", pin) },
	PinDown:          func(pin int) string { return fmt.Sprintf("Pin %d, down", pin) },
	PinAlreadyDown:   func(pin int) string { return fmt.Sprintf("Pin %d, already down", pin) },
	DeckHint:         "Tap the pins that fell.",
	DeckCount:        deckCountEnglish,
	SplitLeave:       func(leave string) string { return fmt.Sprintf("%s split", leave) },
	RollPins:         "Enter ball",
	Strike:           "Strike",
	Spare:            "Spare",
	Gutter:           "Gutter",
	Foul:             "Foul",
	PinsUnknown:      "Which pins are standing is not known after a ball entered as a count: enter this ball as a count.",
	Leave:            func(leave string) string { return fmt.Sprintf("Standing: %s", leave) },
	CorrectBall: func(name string, frame, ball int, mark string, pins int, split string) string {
		if split != "" {
			return fmt.Sprintf("Correct %s frame %d ball %d: %s, %s split", name, frame, ball, ballWordsEnglish(mark, pins), split)
		}
		return fmt.Sprintf("Correct %s frame %d ball %d: %s", name, frame, ball, ballWordsEnglish(mark, pins))
	},
	FixTitle: func(name string, frame, ball int) string {
		return fmt.Sprintf("Correct %s, frame %d, ball %d", name, frame, ball)
	},
	FixEntered: func(mark string, pins int) string {
		return fmt.Sprintf("Entered as %s. Choose what this ball really was.", ballWordsEnglish(mark, pins))
	},
	FixCounts:    "Pins down",
	FixPins:      "Or mark the pins that fell",
	FixApplyPins: "Correct to these pins",
	FixCancel:    "Cancel",
	SplitLeft:    func(leave string) string { return fmt.Sprintf("%s split.", leave) },
	Corrected: func(name string, frame, ball int, mark string, pins int) string {
		return fmt.Sprintf("Corrected %s, frame %d, ball %d: now %s.", name, frame, ball, ballWordsEnglish(mark, pins))
	},
	CorrectionUndone: func(name string, frame, ball int) string {
		return fmt.Sprintf("Correction taken back: %s, frame %d, ball %d.", name, frame, ball)
	},
	NotACount:      func(n int) string { return fmt.Sprintf("%d is not a count of pins from 0 to 10.", n) },
	NotAMark:       func(mark string) string { return fmt.Sprintf("“%s” is not a mark: use 0–9, X, / or -.", mark) },
	NotAPin:        "Pins are numbered 1 to 10.",
	PinNotStanding: func(pin int) string { return fmt.Sprintf("Pin %d is already down.", pin) },
	PinsNotKnown:   "Which pins are standing is not known after a ball entered as a count: enter this ball as a count.",
	InputRefused:   "That input was not accepted.",
	FixMoves: func(name string, frame, ball int) string {
		return fmt.Sprintf("That would move %s's ball %d of frame %d to another frame, so it cannot be corrected that way.", name, ball, frame)
	},
	FixOutOfTurn: func(name string, frame, ball int) string {
		return fmt.Sprintf("That would put %s's ball %d of frame %d out of turn, so it cannot be corrected that way.", name, ball, frame)
	},
	FixAfterEnd: func(name string, frame, ball int) string {
		return fmt.Sprintf("That would put %s's ball %d of frame %d after the end of the game.", name, ball, frame)
	},
	FixTooMany: func(name string, frame, ball, count, standing int) string {
		return fmt.Sprintf("%s's ball %d of frame %d knocked down %d, but only %d would be standing for it.", name, ball, frame, count, standing)
	},
	FixPinDown: func(name string, frame, ball, pin int) string {
		return fmt.Sprintf("%s's ball %d of frame %d knocked down pin %d, which would already be down.", name, ball, frame, pin)
	},
	FixPinsUnknown: func(name string, frame, ball int) string {
		return fmt.Sprintf("%s's ball %d of frame %d was entered as pins, which needs the pins standing to be known.", name, ball, frame)
	},
	FixNoLongerFits: func(name string, frame, ball int) string {
		return fmt.Sprintf("%s's ball %d of frame %d would no longer fit the game.", name, ball, frame)
	},
	FixNoBall: "That ball is no longer in the game.",
}

// ballWordsEnglish says a ball in words: "7", "a strike", "a spare (3)", "a gutter", "a foul".
func ballWordsEnglish(mark string, pins int) string {
	switch mark {
	case domain.MarkStrike:
		return "a strike"
	case domain.MarkSpare:
		return fmt.Sprintf("a spare (%d)", pins)
	case domain.MarkGutter:
		return "a gutter"
	case domain.MarkFoul:
		return "a foul"
	}
	return fmt.Sprint(pins)
}

func deckCountEnglish(pins int, mark string) string {
	text := plural(pins, "1 pin down", "%d pins down")
	switch mark {
	case domain.MarkStrike:
		return text + ": strike"
	case domain.MarkSpare:
		return text + ": spare"
	}
	return text
}

func pinsButtonEnglish(pins int, mark string) string {
	text := plural(pins, "1 pin", "%d pins")
	switch mark {
	case domain.MarkStrike:
		return text + ", strike"
	case domain.MarkSpare:
		return text + ", spare"
	case domain.MarkGutter:
		return text + ", gutter"
	}
	return text
}

func ballEnglish(name string, frame int, mark string, pins int) string {
	switch mark {
	case domain.MarkStrike:
		return fmt.Sprintf("%s, frame %d: strike.", name, frame)
	case domain.MarkSpare:
		return fmt.Sprintf("%s, frame %d: %d, spare.", name, frame, pins)
	case domain.MarkGutter:
		return fmt.Sprintf("%s, frame %d: gutter.", name, frame)
	case domain.MarkFoul:
		return fmt.Sprintf("%s, frame %d: foul.", name, frame)
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
