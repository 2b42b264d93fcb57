package i18n

// LeaveMessages are the words of the leaves and the pin map on the statistics screen
// (night.md, "Leaves and the pin map"), a part of each catalogue (Messages.Leaves). Each
// figure's definition is said where it is shown.
type LeaveMessages struct {
	_ noCompare

	Heading    string     // the part's heading
	Leaves     string     // the leaves table's caption
	LeavesDef  string     // what a leave is, and when it is converted
	Leave      string     // the column of the leave's pins
	Left       string     // the column of how often it was left
	Converted  string     // the column of how often it was converted
	Rate       string     // the column of the conversion %
	Split      string     // the mark beside a leave that is a split
	More       sayInt     // count int: the button that shows every leave
	Fewer      string     // the button that shows the first ten again
	NoLeave    string     // balls entered by pins, but no leave with a ball after it
	PinMap     string     // the pin map's caption
	PinMapDef  sayInt     // racks int: how a pin's share is reckoned
	Pin        string     // the pin map table's pin column
	Standing   string     // its column of how often the pin was left standing
	Share      string     // its column of the share
	PinName    sayInt     // pin int: a pin, as a screen reader names it
	NoneYet    sayNameInt // name string, games int: why there is nothing to show
	HowToEnter string     // how balls are entered on the deck, so that leaves show
	Picture    string     // share the leaves and the pin map as a picture
}

// englishLeaves are the leaves' words in English.
var englishLeaves = LeaveMessages{
	Heading:    "Leaves and the pin map",
	Leaves:     "Leaves, most frequent first",
	LeavesDef:  "A leave is the pins standing after a ball at a full rack entered on the pin deck that was not a strike; it counts when another ball of the frame was thrown at it, and is converted when that ball knocked them all down (a spare).",
	Leave:      "Leave",
	Left:       "Left",
	Converted:  "Converted",
	Rate:       "Converted %",
	Split:      "split",
	More:       sayInt("Show all %d leaves"),
	Fewer:      "Show the first ten",
	NoLeave:    "No leave yet: every ball at a full rack entered on the pin deck was a strike or had no ball after it.",
	PinMap:     "Pin map: how often each pin was left standing",
	PinMapDef:  sayInt("Each pin's share of the %d balls at a full rack entered on the pin deck (fouls excepted; strikes and the 10th frame's last balls included) that left it standing."),
	Pin:        "Pin",
	Standing:   "Left standing",
	Share:      "Share",
	PinName:    sayInt("Pin %d"),
	NoneYet:    sayNameInt("None of %s's %d games here had a ball entered on the pin deck, so there are no leaves or pin map to show."),
	HowToEnter: "To see them, enter balls on the pin deck: on the game screen tap “Pin deck”, tap the pins each ball knocks down, then “Enter ball”. A ball entered as a count keeps no pins.",
	Picture:    "Share leaves as picture",
}
