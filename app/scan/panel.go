// Package scan is the Scan panel (season.md's "Scanning inside the app"): a button on setup,
// history and the league screen that reads a QR code with the camera, from a picture file or
// from a pasted link, and opens what it reads as if its link had been followed (read.go).
//
// The camera, the browser's BarcodeDetector and the jsQR decoder are driven by web/scan.js,
// loaded the first time Scan is tapped and never on the start path; jsQR
// (web/jsqr.min.js) only where the browser has no detector. This package draws the panel and
// reacts to what the script reports. The camera is asked for only when Scan is tapped, and
// stopped when the scan ends, the panel closes or its screen leaves the page.
package scan

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
)

// Panel is the Scan button and, once tapped, its panel. Its zero value, with Fragments set,
// is ready; the app holds one and draws it on the screens that offer Scan.
type Panel struct {
	// Fragments are the starts of the fragments a code may open ("sheet=", "match=").
	Fragments []string

	open    bool
	camera  string // "", "starting" or "live": as data-camera shows it
	apple   bool   // an iPhone or iPad, where a camera app's link opens in Safari
	status  notice // role="status"
	problem notice // role="alert"
	host    string // the other site of a link refused as ErrOtherSite
	ctx     app.Context
	done    app.Func // what web/scan.js reports to
}

// script is web/scan.js, as the page asks for it.
const script = "/web/scan.js"

// notice is what the panel says: one of the catalogue's messages.
type notice int

const (
	none notice = iota
	starting
	live
	reading
	ended
	noCode
	notPicture
	denied
	noCamera
	noAPI
	insecure
	failed
	noReader
	notOurs
	otherSite
)

// in is n in the words of s; a camera's failure says what to do instead.
func (n notice) in(s *i18n.ScanMessages, host string) string {
	t := [...]string{"", s.Starting, s.Live, s.Reading, s.Ended, s.NoCode, s.NotPicture, s.Denied,
		s.NoCamera, s.NoAPI, s.Insecure, s.Failed, s.NoReader, s.NotOurs, s.OtherSite.Say(host)}[n]
	if n >= denied && n <= failed {
		t += " " + s.Instead
	}
	return t
}

// failures are web/scan.js's reasons for reading nothing, in the order of their notices
// from noCode on.
var failures = [...]string{"nocode", "picture", "denied", "none", "api", "insecure", "camera", "decoder"}

// failure is the notice of a reason of web/scan.js's.
func failure(why string) notice {
	for i, f := range failures {
		if f == why {
			return noCode + notice(i)
		}
	}
	return failed
}

// Close stops the camera and closes the panel: the app calls it whenever the screen changes.
func (p *Panel) Close() {
	if !p.open {
		return
	}
	p.stop()
	p.open, p.status, p.problem = false, none, none
}

// stop turns the camera off, if the script that runs it is loaded.
func (p *Panel) stop() {
	p.camera = ""
	if s := app.Window().Get("tenpinScan"); s.Truthy() {
		_, _ = browser.Call(s, "stop")
	}
}

// on runs what happens inside the panel, one handler for every event (each handler costs
// the wasm a function): its buttons (their data-act), the picture chosen, a link pasted
// (opened at once; typed, it waits for Open, the form's submit).
func (p *Panel) on(ctx app.Context, e app.Event) {
	p.ctx = ctx
	t := e.Get("target")
	switch e.Get("type").String() + " " + actOf(t) {
	case "click scan":
		if !p.open {
			nav := app.Window().Get("navigator")
			ua := nav.Get("userAgent").String()
			p.apple = strings.Contains(ua, "iPad") || strings.Contains(ua, "iPhone") ||
				strings.Contains(ua, "Macintosh") && nav.Get("maxTouchPoints").Int() > 1
		}
		p.open = true
		p.call("camera", nil)
	case "click camera":
		p.call("camera", nil)
	case "click stop":
		p.stop()
		p.status = ended
	case "click close":
		p.Close()
	case "change picture":
		if t.Get("files").Get("length").Int() > 0 {
			file := t.Get("files").Index(0)
			t.Set("value", "") // the same file chosen again is read again
			p.status, p.problem = reading, none
			p.call("picture", file)
		}
	case "input paste":
		if e.Get("inputType").String() == "insertFromPaste" {
			p.take(ctx, t.Get("value").String())
		}
	case "submit paste-form":
		e.PreventDefault()
		p.take(ctx, app.Window().Get("document").Call("getElementById", "scan-paste").Get("value").String())
	}
}

// call calls web/scan.js's camera or picture (with file) once the script is loaded; where it
// cannot be loaded, the panel says codes cannot be read (a pasted link still opens).
func (p *Panel) call(method string, file app.Value) {
	if method == "camera" {
		p.camera, p.status, p.problem = "starting", starting, none
	}
	if p.done == nil {
		p.done = app.FuncOf(p.report)
	}
	ctx := p.ctx
	browser.WithScript(ctx.ResolveStaticResource(script), func(ok bool) {
		if s := app.Window().Get("tenpinScan"); ok && s.Truthy() {
			_, _ = browser.Call(s, method, p.done, file)
			return
		}
		browser.Dispatch(ctx, func(ctx app.Context) { p.reported(ctx, "fail", "decoder") })
	})
}

// report takes what web/scan.js reports, on the browser's turn: (kind, value).
func (p *Panel) report(_ app.Value, args []app.Value) any {
	kind, value := args[0].String(), ""
	if len(args) > 1 && args[1].Truthy() {
		value = args[1].String()
	}
	browser.Dispatch(p.ctx, func(ctx app.Context) { p.reported(ctx, kind, value) })
	return nil
}

// reported changes the panel for what web/scan.js reported.
func (p *Panel) reported(ctx app.Context, kind, value string) {
	if !p.open {
		p.stop() // a camera that came on after the panel closed goes off again
		return
	}
	switch kind {
	case "live":
		p.camera, p.status = "live", live
	case "ended":
		p.camera, p.status = "", ended
	case "read":
		p.camera = "" // the script stopped it when it read the code
		p.take(ctx, value)
	case "fail":
		n := failure(value)
		if n != noCode && n != notPicture {
			p.camera = ""
		}
		p.status, p.problem = none, n
	}
}

// take opens what a code or the paste field reads, or says why it does not.
func (p *Panel) take(ctx app.Context, text string) {
	u := ctx.Page().URL()
	fragment, host, err := Read(text, u, p.Fragments)
	if err != nil {
		p.status, p.problem, p.host = none, notOurs, host
		if host != "" {
			p.problem = otherSite
		}
		return
	}
	p.Close()
	to := *u
	to.Fragment, to.RawFragment = fragment, ""
	ctx.NavigateTo(&to)
}
