package i18n

// ScanMessages are the words of the Scan panel (app/scan, season.md's "Scanning inside the
// app"), a part of each catalogue (Messages.Scan): reading a code with the camera, from a
// picture or a pasted link, and why the camera or a code was refused.
type ScanMessages struct {
	_ noCompare

	Scan    string // the button on setup, history and the league screen
	Heading string
	Hint    string
	IPad    string // an installed app keeps its storage apart from the browser's
	Start   string // start the camera (again)
	Stop    string
	Close   string

	Picture    string // the picture file's label
	Paste      string // the pasted link's label
	Open       string
	Starting   string
	Live       string
	Reading    string // a picture is being read
	Ended      string // the camera was stopped without a code
	NoCode     string // no code in the picture
	NotPicture string // the file is no picture

	// Why the camera is off, each followed by Instead: the picture and the link still work.
	Denied   string
	NoCamera string
	NoAPI    string
	Insecure string
	Failed   string
	Instead  string
	NoReader string // neither the browser's detector nor the decoder could be loaded

	// What a code read is refused as.
	NotOurs   string  // not a link of this app's sheets or match cards
	OtherSite sayName // host string: a link to another site
}

var englishScan = ScanMessages{
	Scan:    "Scan",
	Heading: "Scan a code",
	Hint:    "Show the camera a tenpin code (a match card or a shared sheet), or choose a picture of one, or paste its link.",
	IPad:    "On an iPad, scan here: a link opened from the Camera app goes to Safari, which keeps its games apart from this app.",
	Start:   "Use the camera",
	Stop:    "Stop the camera",
	Close:   "Close",

	Picture:    "A picture of a code (a screenshot or a photo)",
	Paste:      "Or paste a link",
	Open:       "Open",
	Starting:   "Starting the camera…",
	Live:       "The camera is on: hold the code inside the frame.",
	Reading:    "Reading the picture…",
	Ended:      "The camera is off.",
	NoCode:     "No code could be read in this picture.",
	NotPicture: "This file is not a picture that can be read.",

	Denied:   "The camera is off: it was not allowed.",
	NoCamera: "The camera is off: this device has none.",
	NoAPI:    "The camera is off: this browser cannot use one here.",
	Insecure: "The camera is off: the page is not on a secure (https) connection.",
	Failed:   "The camera could not start: another app may be using it.",
	Instead:  "Choose a picture of the code or paste its link instead.",
	NoReader: "Codes cannot be read in this browser right now. Paste the code's link instead.",

	NotOurs:   "This is not a tenpin sheet or match card link: nothing was opened.",
	OtherSite: sayName("This link goes to another site (%s): it was not opened."),
}
