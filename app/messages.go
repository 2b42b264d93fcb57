package app

import "tenpin/app/i18n"

// Messages is a catalogue of every word the scoreboard shows or announces, in one language
// (package i18n holds the catalogues and how one is chosen). Components never hold
// user-visible text of their own: they take it from here.
type Messages = i18n.Messages
