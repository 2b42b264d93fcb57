package history

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
)

// Keeping history on the device. A browser may clear a site's storage when it runs short of
// space or, like Safari outside the home screen, after days without a visit; a season on an
// iPad must not go that way. So the app asks for persistent storage
// (navigator.storage.persist) when the first game goes into history, once per device, and
// History says whether the browser granted it. Where it did not, History says so plainly and
// offers the export, and it reminds when the last export is over a month old, or when none
// was ever made of more than 20 games. Only History says any of it: never the game screen.

// This device's memory of keeping history, both dates in RFC 3339.
const (
	ExportedKey     = "tenpin.exported"      // when history was last exported as JSON here
	PersistAskedKey = "tenpin.persist.asked" // when the browser was asked to keep storage
)

const (
	exportReminderAge   = 30 * 24 * time.Hour // an export older than this is due again
	exportReminderGames = 20                  // never exported, history over this is worth a copy
)

// persistence is what the browser said of keeping the app's storage.
type persistence uint8

const (
	persistUnknown    persistence = iota // not asked yet this visit, or no answer yet
	persistGranted                       // the browser keeps the storage until the user clears it
	persistNotGranted                    // the browser may clear it (or cannot say: no StorageManager)
)

// Durable is what History knows of keeping history on the device.
type Durable struct {
	_          noCompare
	checked    bool        // persisted() was asked this visit
	state      persistence // its answer
	lastExport time.Time   // the last JSON export made on this device; zero for never
	remind     bool        // the export is due (derived by Check)
}

// AskToKeep asks the browser to keep the app's storage, once per device: the first time a
// game goes into history. Firefox asks the user; Chromium and WebKit decide by themselves.
func (d *Durable) AskToKeep(ctx app.Context) {
	store := browser.Local{}
	if _, asked, err := store.Load(PersistAskedKey); asked || err != nil {
		return
	}
	if store.Save(PersistAskedKey, time.Now().UTC().Format(time.RFC3339)) != nil {
		return // a device that cannot remember the question is not asked at every game
	}
	browser.Persist(func(granted bool) {
		browser.Dispatch(ctx, func(app.Context) { d.answered(granted) })
	})
}

// answered keeps the browser's answer on keeping the app's storage.
//
//go:noinline
func (d *Durable) answered(granted bool) {
	d.checked, d.state = true, persistNotGranted
	if granted {
		d.state = persistGranted
	}
}

// Check reads, once per visit (in the browser, mounted), whether the browser keeps the app's
// storage, and derives whether an export is due from the last export's date and the games
// history holds (all of them once loaded).
func (d *Durable) Check(ctx app.Context, mounted bool, games int, loaded bool) {
	if raw, ok, _ := (browser.Local{}).Load(ExportedKey); ok {
		d.lastExport, _ = time.Parse(time.RFC3339, raw)
	}
	d.remind = exportDue(d.lastExport, games, time.Now())
	if d.lastExport.IsZero() && !loaded {
		d.remind = false // "never exported" names how many games history holds: it waits for all
	}
	if d.checked || !mounted {
		return
	}
	d.checked = true
	browser.Persisted(func(granted bool) {
		browser.Dispatch(ctx, func(app.Context) { d.answered(granted) })
	})
}

// exportDue reports whether History reminds to export, at now, a history of games last
// exported at last (zero for never): over a month ago, or never with more than 20 games.
func exportDue(last time.Time, games int, now time.Time) bool {
	if last.IsZero() {
		return games > exportReminderGames
	}
	return games > 0 && now.Sub(last) > exportReminderAge
}

// Exported remembers on the device that history was exported now.
func (d *Durable) Exported() {
	d.lastExport = time.Now().UTC().Truncate(time.Second)
	d.remind = false
	_ = (browser.Local{}).Save(ExportedKey, d.lastExport.Format(time.RFC3339)) // a refused save only reminds again
}

// Render draws History's line on keeping history, and the export reminder, for a history of
// games (those read so far). The part is always there, empty until there is something to
// say, so that the parts after it on the screen stay the nodes they are when it fills in
// (go-app matches children by position).
func (d *Durable) Render(m *i18n.Messages, games int) app.UI {
	// Filled once the browser has answered (a few ms after History opens) and the first
	// screen of history is read, with the list rather than after it: drawn later, it would
	// move the list under a tap, and app.Raw replaces its markup whole, so a tap on Export now
	// drawn before could land on a button just taken away. Only "never exported", which
	// counts every game, waits for the rest of history.
	if games == 0 || d.state == persistUnknown {
		return app.Raw(`<div class="durable"></div>`)
	}
	w := &markup.HTML{}
	w.F(`<div class="durable">`) // one root: app.Raw draws one element
	switch d.state {
	case persistGranted:
		w.F(`<p class="hint" data-testid="storage-state" data-persisted="true">{}</p>`, m.StorageKept)
	case persistNotGranted:
		w.F(`<p class="hint" data-testid="storage-state" data-persisted="false">{}</p>`, m.StorageNotKept)
	}
	if d.remind {
		text := m.ExportNever.Say(games)
		if !d.lastExport.IsZero() {
			text = m.ExportOld.Say(i18n.DateText(d.lastExport.Local(), m))
		}
		w.F(`<p class="hint" data-testid="export-reminder">{}</p>`, text)
	}
	if d.state == persistNotGranted || d.remind {
		w.F(`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="export-now">{}</button></div>`,
			ActExportJSON, m.ExportNow)
	}
	return w.F(`</div>`).UI()
}
