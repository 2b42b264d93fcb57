//go:build !wasm

package server

import (
	"encoding/json"
	"strings"
)

// The app's identity, as the manifest and the page head show it. The names are spelt as the
// app's header and title spell it (the catalogues' AppName), so that the icon an installed app
// gets on a tablet's home screen reads as the app does.
const (
	name            = "Tenpin bowling scoreboard"
	shortName       = "Tenpin"
	description     = "Keep score of ten-pin bowling at the lane: any number of players, marks and running totals as you bowl, works offline."
	themeColor      = "#1b4d89"
	backgroundColor = "#f3f5f8" // bowling.css --bg

	// The office app's (web.md, "Two apps on one site"), installed beside the lane's.
	officeName        = "Tenpin office: leagues, brackets and tournaments"
	officeShortName   = "Tenpin office"
	officeDescription = "Run a bowling league's season, a night's brackets and a tournament: schedules, sheets, standings and prizes, on this device, offline."
)

// Local icons for every icon field of go-app: its defaults point at an outside
// host, which breaks the CSP, offline start and installation.
const (
	iconDefault  = "/web/icons/icon-192.png"
	iconLarge    = "/web/icons/icon-512.png"
	iconMaskable = "/web/icons/icon-maskable-512.png"
	iconSVG      = "/web/icons/icon.svg"
)

// manifest is written here rather than by go-app, which always writes scope
// "/" (under a sub-path that would claim the whole host) and labels the 192 px
// icon as 512.
func (b *bundle) manifest() ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	site := b.opt.Base
	base := site + b.folder
	appName, appShort, appDesc := name, shortName, description
	if b.folder != "" {
		appName, appShort, appDesc = officeName, officeShortName, officeDescription
	}
	m := struct {
		ID              string `json:"id"`
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		Lang            string `json:"lang"`
		Scope           string `json:"scope"`
		StartURL        string `json:"start_url"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []icon `json:"icons"`
	}{
		ID:              base,
		Name:            appName,
		ShortName:       appShort,
		Description:     appDesc,
		Lang:            "en",
		Scope:           base,
		StartURL:        base,
		Display:         "standalone",
		BackgroundColor: backgroundColor,
		ThemeColor:      themeColor,
		Icons: []icon{
			{site + strings.TrimPrefix(iconDefault, "/"), "192x192", "image/png", "any"},
			{site + strings.TrimPrefix(iconLarge, "/"), "512x512", "image/png", "any"},
			{site + strings.TrimPrefix(iconMaskable, "/"), "512x512", "image/png", "maskable"},
			{site + strings.TrimPrefix(iconSVG, "/"), "any", "image/svg+xml", "any"},
		},
	}
	return json.MarshalIndent(m, "", "  ")
}
