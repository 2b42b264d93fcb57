package i18n

import (
	"strconv"

	"tenpin/domain"
)

// markWords are one language's words for the marks a ball can get, from which the few
// messages that say a ball are built the same way in every language (ballWords, deckCount,
// pinsButton).
type markWords struct {
	_                               noCompare
	strike, spare, gutter           string // a mark named after a count: "strike"
	aStrike, aSpare, aGutter, aFoul string // a ball said in a sentence; aSpare is a format of its pins: "a spare (%d)"
}

// ballWords says a ball in words: "7", "a strike", "a spare (3)", "a gutter", "a foul".
func (w *markWords) ballWords(mark string, pins int) string {
	switch mark {
	case domain.MarkStrike:
		return w.aStrike
	case domain.MarkSpare:
		return sprintf(w.aSpare, pins)
	case domain.MarkGutter:
		return w.aGutter
	case domain.MarkFoul:
		return w.aFoul
	}
	return strconv.Itoa(pins)
}

// deckCount is the deck's count of the pins marked, count's words for it then the mark it
// would make, after a colon: "3 pins down", "10 pins down: strike".
//
//go:noinline
func deckCount(count func(int) string, w *markWords) func(int, string) string {
	return func(pins int, mark string) string {
		return count(pins) + markAfter(w, mark, ": ", false)
	}
}

// pinsButton is a pad button's accessible name, count's words for its pins then the mark it
// would make, after a comma: "1 pin", "10 pins, strike", "0 pins, gutter".
//
//go:noinline
func pinsButton(count func(int) string, w *markWords) func(int, string) string {
	return func(pins int, mark string) string {
		return count(pins) + markAfter(w, mark, ", ", true)
	}
}

// markAfter names a strike or a spare (and, with gutter, a gutter) after sep; "" otherwise.
//
//go:noinline
func markAfter(w *markWords, mark, sep string, gutter bool) string {
	switch {
	case mark == domain.MarkStrike:
		return sep + w.strike
	case mark == domain.MarkSpare:
		return sep + w.spare
	case mark == domain.MarkGutter && gutter:
		return sep + w.gutter
	}
	return ""
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()
