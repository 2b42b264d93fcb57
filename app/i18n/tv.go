package i18n

import "strconv"

// TVMessages are the words of the TV view (#tv, web.md "The TV view") and of the button that
// puts it on a second display, a part of each catalogue (Messages.TV).
type TVMessages struct {
	_ noCompare

	Button   string // the game screen's button that puts the game on a TV
	View     string // the TV view's name, for screen readers
	Handicap string // the column of each bowler's handicap
	NoGame   string // the TV view with no game on this device yet
	Cast     string // the game went to a cast display (Presentation API)
	Placed   string // a window of the view opened on the other screen (Window Management)
	Opened   string // a window of the view opened: drag it to the TV
	Blocked  string // the browser refused to open the window
}

// englishTV are the TV view's words in English.
var englishTV = TVMessages{
	Button:   "Show on TV",
	View:     "The game on the TV",
	Handicap: "Hdcp",
	NoGame:   "No game in progress on this device yet. It shows here as soon as one starts.",
	Cast:     "The game is on the TV. Keep scoring here.",
	Placed:   "The game is on the other screen. Keep scoring here.",
	Opened:   "The game opened in a new window: drag it to the TV and make it full screen (F11, or double-click it). Keep scoring here.",
	Blocked:  "The browser did not open the TV window. Allow pop-ups for this site, or open this page with #tv at the end of its address on the TV.",
}

// Points writes a number of points as the standings and a match's panel do: whole points,
// and a half as Half ("2½").
func (m *Messages) Points(p float64) string {
	whole := int(p)
	if p-float64(whole) < 0.25 {
		return strconv.Itoa(whole)
	}
	if whole == 0 {
		return m.Half
	}
	return strconv.Itoa(whole) + m.Half
}
