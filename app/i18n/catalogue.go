package i18n

import (
	"fmt"
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
// Not inlined: one call costs the wasm less than a copy at each caller.
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
func Catalogue(lang string) *Messages {
	return messagesFor(lang)
}

// messagesFor returns the catalogue for a language tag such as "en" or "en-GB", English when
// the language is not (yet) translated.
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

// Constructors shared by the catalogues: a message that only places its arguments is one
// format string in each language, not one more compiled function per language. Formats may
// reorder the arguments with explicit indexes (%[2]d). They are never inlined: an inlined
// constructor compiles its closure once more at every call site, which is the code this saves.

//go:noinline
func sayInt(format string) func(int) string {
	return func(n int) string { return fmt.Sprintf(format, n) }
}

//go:noinline
func sayInts(format string) func(int, int) string {
	return func(a, b int) string { return fmt.Sprintf(format, a, b) }
}

//go:noinline
func sayName(format string) func(string) string {
	return func(s string) string { return fmt.Sprintf(format, s) }
}

//go:noinline
func sayNameInt(format string) func(string, int) string {
	return func(s string, n int) string { return fmt.Sprintf(format, s, n) }
}

//go:noinline
func sayNameInts(format string) func(string, int, int) string {
	return func(s string, a, b int) string { return fmt.Sprintf(format, s, a, b) }
}

// sayCount is a plural of English or Spanish: one for 1, many (a format of n) otherwise.
//
//go:noinline
func sayCount(one, many string) func(int) string {
	return func(n int) string { return plural(n, one, many) }
}

//go:noinline
func sayNames(format string) func(string, string) string {
	return func(a, b string) string { return fmt.Sprintf(format, a, b) }
}

//go:noinline
func sayIntName(format string) func(int, string) string {
	return func(n int, s string) string { return fmt.Sprintf(format, n, s) }
}

//go:noinline
func sayNameInts3(format string) func(string, int, int, int) string {
	return func(s string, a, b, n int) string { return fmt.Sprintf(format, s, a, b, n) }
}

//go:noinline
func sayNameInts4(format string) func(string, int, int, int, int) string {
	return func(s string, a, b, x, y int) string { return fmt.Sprintf(format, s, a, b, x, y) }
}

//go:noinline
func sayNameIntsName(format string) func(string, int, int, string) string {
	return func(s string, a, b int, t string) string { return fmt.Sprintf(format, s, a, b, t) }
}

//go:noinline
func say3Names(format string) func(string, string, string) string {
	return func(a, b, c string) string { return fmt.Sprintf(format, a, b, c) }
}

//go:noinline
func sayNamesInt(format string) func(string, string, int) string {
	return func(a, b string, n int) string { return fmt.Sprintf(format, a, b, n) }
}

//go:noinline
func say5Ints(format string) func(int, int, int, int, int) string {
	return func(a, b, c, d, e int) string { return fmt.Sprintf(format, a, b, c, d, e) }
}

// sayList places a total (first) and a list of names joined with and ("PJS, KYJ and ABC").
//
//go:noinline
func sayList(format, and string) func([]string, int) string {
	return func(names []string, n int) string { return fmt.Sprintf(format, n, joinList(names, and)) }
}

// joinList joins names with commas, and the last two with and.
func joinList(names []string, and string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + and + names[len(names)-1]
}
