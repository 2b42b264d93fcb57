package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/app/scan"
	"tenpin/app/share"
)

// Scanning (season.md): a Scan button on setup, history and the league screen that reads a
// QR code with the camera, from a picture or from a pasted link (package scan), and opens
// what it reads as if the link had been followed, through the same router as any link: a
// sheet opens read-only with Keep, a match card fills setup. The root holds the one panel;
// show (night.go) closes it, and stops the camera, whenever the screen changes.

// scanFragments are the links a code may open: a shared sheet and a match card.
var scanFragments = []string{share.Fragment, cardFragment, pairFragment}

// withScan puts the Scan bar above a screen that offers it, except in the embed, which shows
// only the scoreboard (and whose frame may not have the camera).
//
//go:noinline
func withScan(p *scan.Panel, m *Messages, screen app.UI, embedded bool) app.UI {
	if embedded {
		return screen
	}
	return html.Tag("div", "class", "scan-screen").Body(p.Render(m), screen)
}
