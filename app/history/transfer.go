package history

import (
	"bytes"
	"errors"
	"slices"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/bracketsets"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Moving history in and out: all of it as one JSON file (domain.ExportHistory, with the bracket
// sets kept on the device, package bracketsets), which tenpin imports on another device, and
// as CSV for a spreadsheet, one row per ball (domain.ExportCSV, with the catalogue's header),
// both as downloads; and the import of a JSON file (domain.Import, then domain.Merge), which
// adds the games not here yet, counts those already here, keeps out those that clash, and
// refuses a bad, truncated or foreign file whole, changing nothing.

const (
	maxImportMB = 64  // a history of 5,000 games is about 2 MB
	csvPart     = 250 // games written between two breaths of the page
)

// The actions of export and import (data-act; the exports' are also their data-testid),
// which the History screen hands to Act and Change; ActExportJSON is also the export
// reminder's.
const (
	ActExportJSON   = "export-json"    // download history as JSON
	actExportCSV    = "export-csv"     // download history as CSV
	actImport       = "import-history" // a file input: import it
	actCancelImport = "cancel-import"  // stop reading a file being imported
)

// TransferHost is what moving history in and out needs of the screen around it: the page's
// context, the line that says what an export or import did or why it failed, and what follows
// an export or a refused import.
type TransferHost interface {
	Page() (ctx app.Context, mounted bool)
	Tell(status, problem func(m *i18n.Messages) string)
	// Exported is told that history was exported as JSON (the reminder to export waits again).
	Exported()
	// Overtaken is told that history refused an import because another window changed it
	// meanwhile: history is read again.
	Overtaken()
}

// Transfer is export and import of history, and the file being imported, if any.
type Transfer struct {
	_         noCompare
	Host      TransferHost
	importing *importJob
}

// importJob is an import being read: how far it is, and whether Cancel was pressed (read by
// the reading goroutine, hence atomic).
type importJob struct {
	_           noCompare
	done, total int
	cancel      atomic.Bool
}

// importBreath is the longest the page reads a file without painting and answering taps: with
// the update of the progress bar after it, well under the 100 ms at which a tap feels held.
const importBreath = 25 * time.Millisecond

// Notices said from more than one place, each compiled once.

func sayImportRefused(m *i18n.Messages) string { return m.ImportRefused }
func sayExportFailed(m *i18n.Messages) string  { return m.ExportFailed }

// CSVHeader is the CSV export's header row in the catalogue's words.
//
//go:noinline
func CSVHeader(m *i18n.Messages) []string {
	return []string{m.CSVDate, m.CSVSeries, m.CSVGame, m.CSVBowler, m.CSVFrame, m.CSVBall, m.CSVPins,
		m.CSVPinSet, m.CSVFoul, m.CSVSplit, m.CSVTeam, m.CSVMatch}
}

// exportName is the name of an export file of today.
func exportName(ext string) string {
	return "tenpin-history-" + time.Now().Format("2006-01-02") + "." + ext
}

// exportJSON downloads all of history as one JSON file, with the bracket sets kept, once
// they are read.
func (t *Transfer) exportJSON(ctx app.Context, a *Archive) {
	records := a.Records()
	bracketsets.Kept(ctx, func(sets []domain.BracketRecord) {
		var buf bytes.Buffer
		if err := domain.ExportHistory(&buf, domain.History{Records: records, Brackets: sets}); err != nil {
			t.Host.Tell(nil, sayExportFailed)
			return
		}
		name, games := exportName("json"), len(records)
		browser.Download(browser.Blob(buf.Bytes(), "application/json"), name)
		t.Host.Exported()
		t.Host.Tell(func(m *i18n.Messages) string { return m.Exported(games, name) }, nil)
	})
}

// exportCSV downloads all of history as CSV, with m's header. It writes the file in parts,
// pausing between them, because every game is replayed to list its balls (about a millisecond
// each in WebAssembly): 5,000 games must not freeze the page for seconds.
func (t *Transfer) exportCSV(a *Archive, m *i18n.Messages) {
	recs := slices.Clone(a.Records())
	header := CSVHeader(m)
	t.Host.Tell(func(m *i18n.Messages) string { return m.Preparing }, nil)
	ctx, _ := t.Host.Page()
	ctx.Async(func() {
		var buf bytes.Buffer
		err := domain.ExportCSV(&buf, recs[:min(csvPart, len(recs))], header)
		for i := csvPart; err == nil && i < len(recs); i += csvPart {
			browser.Breathe() // the page paints and answers taps meanwhile
			err = domain.ExportCSVRows(&buf, recs[i:min(i+csvPart, len(recs))])
		}
		browser.Dispatch(ctx, func(app.Context) {
			if err != nil {
				t.Host.Tell(nil, sayExportFailed)
				return
			}
			name := exportName("csv")
			browser.Download(browser.Blob(buf.Bytes(), "text/csv"), name)
			t.Host.Tell(func(m *i18n.Messages) string { return m.Exported(len(recs), name) }, nil)
		})
	})
}

// importFile reads the file chosen in input and merges it into a.
func (t *Transfer) importFile(a *Archive, input app.Value) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	input.Set("value", "") // the same file can be chosen again
	if file.Get("size").Float() > maxImportMB<<20 {
		t.Host.Tell(nil, func(m *i18n.Messages) string { return m.ImportTooBig.Say(maxImportMB) })
		return
	}
	t.Host.Tell(func(m *i18n.Messages) string { return m.Importing }, nil)
	p, err := browser.Call(file, "arrayBuffer")
	if err != nil {
		t.Host.Tell(nil, sayImportRefused)
		return
	}
	ctx, _ := t.Host.Page()
	browser.Settle(p, func(buf app.Value) {
		data := make([]byte, buf.Get("byteLength").Int())
		app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
		job := &importJob{}
		browser.Dispatch(ctx, func(app.Context) {
			if t.importing != nil { // another file chosen meanwhile: this one replaces it
				t.importing.cancel.Store(true)
			}
			t.importing = job
		})
		ctx.Async(func() {
			time.Sleep(20 * time.Millisecond)
			// Reading a season's file takes a while: every importBreath the page gets the
			// progress, paints it and answers taps (Cancel among them) before reading on.
			last := time.Now()
			h, err := domain.ImportHistory(data, func(done, total int) bool {
				if time.Since(last) > importBreath {
					browser.Dispatch(ctx, func(app.Context) { job.done, job.total = done, total })
					browser.Breathe()
					last = time.Now()
				}
				return !job.cancel.Load()
			})
			browser.Dispatch(ctx, func(app.Context) {
				if t.importing == job {
					t.importing = nil
				}
				if errors.Is(err, domain.ErrImportCancelled) {
					t.Host.Tell(func(m *i18n.Messages) string { return m.ImportCancelled }, nil)
					return
				}
				if err != nil || len(h.Brackets) == 0 {
					t.Merge(a, h.Records, err, 0)
					return
				}
				bracketsets.Merge(ctx, h.Brackets, func(sets int, _ error) {
					t.Merge(a, h.Records, nil, sets) // a refusal leaves the sets here as they were
				})
			})
		})
	}, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { t.Host.Tell(nil, sayImportRefused) })
	})
}

// Merge merges games read from a file or a link (incoming, or why they could not be read)
// into a, and says what it did, and that the file added sets bracket sets.
func (t *Transfer) Merge(a *Archive, incoming []domain.Record, err error, sets int) {
	if err != nil {
		t.Host.Tell(nil, sayImportRefused)
		return
	}
	if a.State() != Ready {
		t.Host.Tell(nil, func(m *i18n.Messages) string { return m.HistoryRefused })
		return
	}
	have := map[string]bool{}
	for _, r := range a.Records() {
		have[r.ID()] = true
	}
	merged, rep := domain.Merge(a.Records(), incoming)
	added := slices.DeleteFunc(merged, func(r domain.Record) bool { return have[r.ID()] })
	report := func(m *i18n.Messages) string {
		if sets > 0 {
			return m.ImportReport(rep.Added, rep.Same, len(rep.Conflicts)) + " " + m.BracketSetsAdded.Say(sets)
		}
		return m.ImportReport(rep.Added, rep.Same, len(rep.Conflicts))
	}
	if len(added) == 0 {
		t.Host.Tell(report, nil)
		return
	}
	absent := map[string]domain.Record{} // games another window added meanwhile are not written over
	for _, r := range added {
		absent[r.ID()] = domain.Record{}
	}
	a.Store(added, absent, func(ctx app.Context, err error) {
		switch {
		case errors.Is(err, browser.ErrChanged):
			t.Host.Overtaken()
		case err != nil:
			t.Host.Tell(nil, StorageTrouble(err))
		default:
			t.Host.Tell(report, nil)
		}
	})
}

// StorageProblem says in the catalogue's words why history could not be changed.
func StorageProblem(m *i18n.Messages, err error) string {
	switch {
	case errors.Is(err, browser.ErrFull):
		return m.HistoryFull
	case errors.Is(err, browser.ErrNoDatabase):
		return m.HistoryRefused
	}
	return m.HistoryFailed
}

// StorageTrouble says why history could not be changed (StorageProblem), in the words of the
// next render.
//
//go:noinline
func StorageTrouble(err error) i18n.Say {
	return func(m *i18n.Messages) string { return StorageProblem(m, err) }
}

// Render draws export and import, for the history a holds. They act through Act and Change.
func (t *Transfer) Render(a *Archive, m *i18n.Messages) app.UI {
	ready := a.State() == Ready
	none := markup.Disabled(!ready || len(a.Records()) == 0)
	w := &markup.HTML{}
	w.F(`<div class="transfer-body"><h3 id="transfer-heading">{}</h3><p class="hint">{}</p>`+
		`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="{}"{!}>{}</button>`+
		`<button type="button" class="button" data-act="{}" data-testid="{}"{!}>{}</button></div>`+
		`<label for="import-file" class="field-label">{}</label>`+
		`<input type="file" id="import-file" class="file-input" data-testid="import" data-act="{}" accept=".json,application/json"{!}></div>`,
		m.TransferHeading, m.TransferHint, ActExportJSON, ActExportJSON, none, m.ExportJSON, actExportCSV, actExportCSV, none, m.ExportCSV,
		m.ImportLabel, actImport, markup.Disabled(!ready))
	// The progress is a part of its own, so that the file input above stays the same node
	// while a file is read.
	var progress app.UI
	if j := t.importing; j != nil {
		p := &markup.HTML{}
		progress = p.F(`<div class="import-progress"><progress data-testid="import-progress" max="{}" value="{}" aria-label="{}"></progress>`+
			`<span>{}</span><button type="button" class="button" data-act="{}" data-testid="cancel-import">{}</button></div>`,
			markup.Itoa(max(j.total, 1)), markup.Itoa(j.done), m.ImportLabel, m.ImportProgress.Say(j.done*100/max(j.total, 1)), actCancelImport, m.CancelImport).UI()
	}
	return markup.Tag("section", "class", "transfer", "aria-labelledby", "transfer-heading").Body(w.UI(), progress)
}

// Act runs an export of a in m's words (a button clicked), or cancels the import, and
// reports whether action was one of those.
func (t *Transfer) Act(ctx app.Context, a *Archive, m *i18n.Messages, action string) bool {
	switch action {
	case ActExportJSON:
		t.exportJSON(ctx, a)
	case actExportCSV:
		t.exportCSV(a, m)
	case actCancelImport:
		if t.importing != nil {
			t.importing.cancel.Store(true)
		}
	default:
		return false
	}
	return true
}

// Change imports into a the file chosen in input, whose data-act is action, and reports
// whether it was the import's.
func (t *Transfer) Change(a *Archive, action string, input app.Value) bool {
	if action != actImport {
		return false
	}
	t.importFile(a, input)
	return true
}
