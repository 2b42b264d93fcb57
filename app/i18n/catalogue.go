// Package i18n holds every word the scoreboard shows or says, one catalogue per language,
// and chooses among them; it knows nothing of the components.
//
// A //go:noinline above a small function called from several places is a size measure, not
// a speed one: in WebAssembly each inlined copy carries its own code and position tables,
// and one call costs app.wasm less (make bench measures app.wasm against its guard).
package i18n

import (
	"strings"
)

// The catalogues: which languages the scoreboard speaks, and how one is chosen
// (languages.md): the bowler's own choice, remembered on the device (language.go); else the
// first of the browser's languages whose primary subtag has a catalogue; else English.

// catalogues holds every language the scoreboard speaks, by language tag; languages.go adds
// the translations unless the build leaves them out (the englishonly tag, used to measure
// what they cost in the wasm).
var catalogues = map[string]*Messages{
	"en": &English,
}

// languages lists the catalogues' tags in the order the language switch offers them.
var languages = []string{"en"}

// register adds a catalogue, at the end of the switch.
//
//go:noinline
func register(m *Messages) {
	catalogues[m.Lang] = m
	languages = append(languages, m.Lang)
}

// Languages returns the tags of the languages the scoreboard speaks, English first.
func Languages() []string {
	return append([]string(nil), languages...)
}

// Catalogue returns the catalogue for a language tag such as "es" or "es-MX", English when the
// language has none. The server uses it for the prerendered page and the loading screen.
//
//go:noinline
func Catalogue(lang string) *Messages {
	return messagesFor(lang)
}

// messagesFor returns the catalogue for a language tag such as "en" or "en-GB", English when
// the language is not (yet) translated.
//
//go:noinline
func messagesFor(lang string) *Messages {
	if tag, ok := Supported(lang); ok {
		return catalogues[tag]
	}
	return &English
}

// Supported returns the tag of the catalogue for lang, matched exactly or by its primary
// subtag, case-insensitively.
func Supported(lang string) (string, bool) {
	lang = strings.ToLower(strings.TrimSpace(lang))
	if _, ok := catalogues[lang]; ok {
		return lang, true
	}
	if base, _, ok := strings.Cut(lang, "-"); ok {
		if _, ok := catalogues[base]; ok {
			return base, true
		}
	}
	return "", false
}

// PickLanguage returns the tag of the first of prefs (language tags, most wanted first) that
// has a catalogue, and "en" when none has.
func PickLanguage(prefs []string) string {
	for _, p := range prefs {
		if tag, ok := Supported(p); ok {
			return tag
		}
	}
	return "en"
}

// Messages that only place their arguments are one format string in each language (fmt's;
// it may reorder the arguments with explicit indexes, %[2]d), of a type whose Say places
// them: a string in the catalogue's static data, where a closure would be code run at start
// for every message of every language. Where a field is a func, one language's message may
// still be such a format, as its method value (sayInt("…").Say). Say is not inlined: inlined,
// it would box its arguments for fmt at every place that says the message.

type sayInt string

//go:noinline
func (f sayInt) Say(n int) string { return sprintf(string(f), n) }

type sayInts string

//go:noinline
func (f sayInts) Say(a, b int) string { return sprintf(string(f), a, b) }

type sayName string

//go:noinline
func (f sayName) Say(s string) string { return sprintf(string(f), s) }

type sayNameInt string

//go:noinline
func (f sayNameInt) Say(s string, n int) string { return sprintf(string(f), s, n) }

type sayNameInts string

//go:noinline
func (f sayNameInts) Say(s string, a, b int) string { return sprintf(string(f), s, a, b) }

type sayNames string

//go:noinline
func (f sayNames) Say(a, b string) string { return sprintf(string(f), a, b) }

type sayIntName string

//go:noinline
func (f sayIntName) Say(n int, s string) string { return sprintf(string(f), n, s) }

type sayNameInts3 string

//go:noinline
func (f sayNameInts3) Say(s string, a, b, n int) string { return sprintf(string(f), s, a, b, n) }

type sayNameInts4 string

//go:noinline
func (f sayNameInts4) Say(s string, a, b, x, y int) string {
	return sprintf(string(f), s, a, b, x, y)
}

type sayNameIntsName string

//go:noinline
func (f sayNameIntsName) Say(s string, a, b int, t string) string {
	return sprintf(string(f), s, a, b, t)
}

type say3Names string

//go:noinline
func (f say3Names) Say(a, b, c string) string { return sprintf(string(f), a, b, c) }

type sayNamesInt string

//go:noinline
func (f sayNamesInt) Say(a, b string, n int) string { return sprintf(string(f), a, b, n) }

type say5Ints string

//go:noinline
func (f say5Ints) Say(a, b, c, d, e int) string { return sprintf(string(f), a, b, c, d, e) }

// sayCount is a plural of English or Spanish: one for 1, many (a format of n) otherwise.
//
//go:noinline
func sayCount(one, many string) func(int) string {
	return func(n int) string { return plural(n, one, many) }
}

// sayList places a total (first) and a list of names joined with and ("PJS, KYJ and ABC").
//
//go:noinline
func sayList(format, and string) func([]string, int) string {
	return func(names []string, n int) string { return sprintf(format, n, joinList(names, and)) }
}

// joinList joins names with commas, and the last two with and.
func joinList(names []string, and string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + and + names[len(names)-1]
}
