package app

import "tenpin/app/i18n"

// English is the English catalogue, the words the tests expect (a board speaks English until
// a language is chosen).
var English = &i18n.English

// translated returns the catalogue of tag, and false when the build has none (englishonly).
func translated(tag string) (*Messages, bool) {
	if t, ok := i18n.Supported(tag); ok {
		return i18n.Catalogue(t), true
	}
	return nil, false
}
