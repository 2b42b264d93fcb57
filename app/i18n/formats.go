package i18n

// FormatMessages are the words of the formats (formats.md), a part of each catalogue
// (Messages.Formats): N-pin no-tap, 3-6-9 and Scotch doubles as setup offers them, as the
// lanes and the sheets name them, and as statistics count them. "3-6-9" is written alike in
// every language, so FormatName writes it itself. Given is a func (a format's Say) so
// that the type is not comparable: the wasm then carries no equality function for it.
type FormatMessages struct {
	_ noCompare

	Legend    string // the setup's group of the format's settings
	NoTap     string // the no-tap choice's label
	NoTapOff  string // its choice for no no-tap: the standard game
	NoTapName sayInt // pins int: "9-pin no-tap", a choice and a part of a format's name
	NoTapHint sayInt // pins int: what makes a strike in N-pin no-tap
	ThreeSix  string // the 3-6-9 switch's label, with what it does
	Scotch    string // the Scotch doubles switch's label, with what it does
	// ScotchName names Scotch doubles as a part of a format's name.
	ScotchName    string
	Given         func(frame int) string // a strike 3-6-9 gives, as a screen reader names its box
	BakerOrScotch string                 // Baker and Scotch both ticked: a match is one or the other
	Include       string                 // the statistics' switch that counts the formats' games too
	IncludeHint   string                 // what the figures count, with the switch off and on
}

// englishFormats are the formats' words in English.
var englishFormats = FormatMessages{
	Legend:        "Format",
	NoTap:         "No-tap",
	NoTapOff:      "Off: the standard game",
	NoTapName:     sayInt("%d-pin no-tap"),
	NoTapHint:     sayInt("%d pins or more with a ball at a full rack make a strike."),
	ThreeSix:      "3-6-9: frames 3, 6 and 9 are strikes that nobody bowls",
	Scotch:        "Scotch doubles: each team bowls one line, its bowlers taking the balls in turn",
	ScotchName:    "Scotch doubles",
	Given:         sayInt("Frame %d: a strike given by 3-6-9").Say,
	BakerOrScotch: "A match is bowled in Baker games or in Scotch doubles, not both: untick one of them.",
	Include:       "Count games bowled in formats too (no-tap, 3-6-9)",
	IncludeHint:   "Unticked, the figures count standard games only. A strike given by 3-6-9 is no ball: never a strike chance, a strike or a first ball.",
}
