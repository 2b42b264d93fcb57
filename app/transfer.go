package app

import (
	"bytes"
	"errors"
	"slices"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/bracketsets"
	"tenpin/app/browser"
	"tenpin/app/history"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// Moving history in and out: all of it as one JSON file (domain.ExportHistory, with the bracket
// sets kept on the device, package brackets), which tenpin
// imports on another device, and as CSV for a spreadsheet, one row per ball
// (domain.ExportCSV, with the catalogue's header), both as downloads; and the import of a JSON
// file (domain.Import, then domain.Merge), which adds the games not here yet, counts those
// already here, keeps out those that clash, and refuses a bad, truncated or foreign file
// whole, changing nothing.

const (
	maxImportMB = 64  // a history of 5,000 games is about 2 MB
	csvPart     = 250 // games written between two breaths of the page
)

// csvHeader is the CSV export's header row in the catalogue's words.
//
//go:noinline
func csvHeader(m *Messages) []string {
	return []string{m.CSVDate, m.CSVSeries, m.CSVGame, m.CSVBowler, m.CSVFrame, m.CSVBall, m.CSVPins,
		m.CSVPinSet, m.CSVFoul, m.CSVSplit, m.CSVTeam, m.CSVMatch}
}

// exportName is the name of an export file of today.
func exportName(ext string) string {
	return "tenpin-history-" + time.Now().Format("2006-01-02") + "." + ext
}

// exportJSON downloads all of history as one JSON file.
func (n *night) exportJSON() {
	var buf bytes.Buffer
	if err := domain.ExportHistory(&buf, domain.History{Records: n.archive.Records(), Brackets: bracketsets.Kept()}); err != nil {
		n.problem = sayExportFailed
		return
	}
	name, games := exportName("json"), len(n.archive.Records())
	browser.Download(browser.Blob(buf.Bytes(), "application/json"), name)
	n.durable.exported()
	n.status, n.problem = func(m *Messages) string { return m.Exported(games, name) }, nil
}

// exportCSV downloads all of history as CSV. It writes the file in parts, pausing between
// them, because every game is replayed to list its balls (about a millisecond each in
// WebAssembly): 5,000 games must not freeze the page for seconds.
func (n *night) exportCSV() {
	m := n.host.Messages()
	recs := slices.Clone(n.archive.Records())
	header := csvHeader(m)
	n.status, n.problem = func(m *Messages) string { return m.Preparing }, nil
	n.host.uiContext().Async(func() {
		var buf bytes.Buffer
		err := domain.ExportCSV(&buf, recs[:min(csvPart, len(recs))], header)
		for i := csvPart; err == nil && i < len(recs); i += csvPart {
			browser.Breathe() // the page paints and answers taps meanwhile
			err = domain.ExportCSVRows(&buf, recs[i:min(i+csvPart, len(recs))])
		}
		dispatch(n.host.uiContext(), func(app.Context) {
			if err != nil {
				n.status, n.problem = nil, sayExportFailed
				return
			}
			name := exportName("csv")
			browser.Download(browser.Blob(buf.Bytes(), "text/csv"), name)
			n.status = func(m *Messages) string { return m.Exported(len(recs), name) }
		})
	})
}

// importFile reads the file chosen in input and imports it.
func (n *night) importFile(input app.Value) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	input.Set("value", "") // the same file can be chosen again
	if file.Get("size").Float() > maxImportMB<<20 {
		n.status, n.problem = nil, func(m *Messages) string { return m.ImportTooBig.Say(maxImportMB) }
		return
	}
	n.status, n.problem = func(m *Messages) string { return m.Importing }, nil
	p, err := browser.Call(file, "arrayBuffer")
	if err != nil {
		n.status, n.problem = nil, sayImportRefused
		return
	}
	browser.Settle(p, func(buf app.Value) {
		data := make([]byte, buf.Get("byteLength").Int())
		app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
		job := &importJob{}
		dispatch(n.host.uiContext(), func(app.Context) {
			if n.importing != nil { // another file chosen meanwhile: this one replaces it
				n.importing.cancel.Store(true)
			}
			n.importing = job
		})
		n.host.uiContext().Async(func() {
			time.Sleep(20 * time.Millisecond)
			// Reading a season's file takes a while: every importBreath the page gets the
			// progress, paints it and answers taps (Cancel among them) before reading on.
			last := time.Now()
			h, err := domain.ImportHistory(data, func(done, total int) bool {
				if time.Since(last) > importBreath {
					dispatch(n.host.uiContext(), func(app.Context) { job.done, job.total = done, total })
					browser.Breathe()
					last = time.Now()
				}
				return !job.cancel.Load()
			})
			dispatch(n.host.uiContext(), func(ctx app.Context) {
				if n.importing == job {
					n.importing = nil
				}
				if errors.Is(err, domain.ErrImportCancelled) {
					n.status, n.problem = func(m *Messages) string { return m.ImportCancelled }, nil
					return
				}
				sets := 0
				if err == nil && len(h.Brackets) > 0 {
					sets, _ = bracketsets.Merge(h.Brackets) // a refusal leaves the sets here as they were
				}
				n.importRecords(h.Records, err, sets)
			})
		})
	}, func(app.Value) {
		dispatch(n.host.uiContext(), func(app.Context) { n.status, n.problem = nil, sayImportRefused })
	})
}

// importBreath is the longest the page reads a file without painting and answering taps: with
// the update of the progress bar after it, well under the 100 ms at which a tap feels held.
const importBreath = 25 * time.Millisecond

// importJob is an import being read: how far it is, and whether Cancel was pressed (read by
// the reading goroutine, hence atomic).
type importJob struct {
	_           noCompare
	done, total int
	cancel      atomic.Bool
}

// importRecords merges what a file holds into history and says what it did, and that it
// added sets bracket sets.
func (n *night) importRecords(incoming []domain.Record, err error, sets int) {
	if err != nil {
		n.status, n.problem = nil, sayImportRefused
		return
	}
	if n.archive.State() != history.Ready {
		n.status, n.problem = nil, func(m *Messages) string { return m.HistoryRefused }
		return
	}
	have := map[string]bool{}
	for _, r := range n.archive.Records() {
		have[r.ID()] = true
	}
	merged, rep := domain.Merge(n.archive.Records(), incoming)
	added := slices.DeleteFunc(merged, func(r domain.Record) bool { return have[r.ID()] })
	report := func(m *Messages) string {
		if sets > 0 {
			return m.ImportReport(rep.Added, rep.Same, len(rep.Conflicts)) + " " + m.BracketSetsAdded.Say(sets)
		}
		return m.ImportReport(rep.Added, rep.Same, len(rep.Conflicts))
	}
	if len(added) == 0 {
		n.status, n.problem = report, nil
		return
	}
	absent := map[string]domain.Record{} // games another window added meanwhile are not written over
	for _, r := range added {
		absent[r.ID()] = domain.Record{}
	}
	n.archive.Store(added, absent, func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrChanged) {
			n.refusedInHistory()
			return
		}
		if err != nil {
			n.status, n.problem = nil, storageTrouble(err)
			return
		}
		n.status, n.problem = report, nil
	})
}

// renderTransfer draws export and import, under history. They act through transferAct and
// onHistoryChange.
func (n *night) renderTransfer(m *Messages) app.UI {
	a := &n.archive
	ready := a.State() == history.Ready
	none := disabled(!ready || len(a.Records()) == 0)
	w := &markup{}
	w.F(`<div class="transfer-body"><h3 id="transfer-heading">{}</h3><p class="hint">{}</p>`+
		`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="{}"{!}>{}</button>`+
		`<button type="button" class="button" data-act="{}" data-testid="{}"{!}>{}</button></div>`+
		`<label for="import-file" class="field-label">{}</label>`+
		`<input type="file" id="import-file" class="file-input" data-testid="import" data-act="{}" accept=".json,application/json"{!}></div>`,
		m.TransferHeading, m.TransferHint, actExportJSON, actExportJSON, none, m.ExportJSON, actExportCSV, actExportCSV, none, m.ExportCSV,
		m.ImportLabel, actImport, disabled(!ready))
	// The progress is a part of its own, so that the file input above stays the same node
	// while a file is read.
	var progress app.UI
	if j := n.importing; j != nil {
		p := &markup{}
		progress = p.F(`<div class="import-progress"><progress data-testid="import-progress" max="{}" value="{}" aria-label="{}"></progress>`+
			`<span>{}</span><button type="button" class="button" data-act="{}" data-testid="cancel-import">{}</button></div>`,
			html.Itoa(max(j.total, 1)), html.Itoa(j.done), m.ImportLabel, m.ImportProgress.Say(j.done*100/max(j.total, 1)), actCancelImport, m.CancelImport).UI()
	}
	return html.Tag("section", "class", "transfer", "aria-labelledby", "transfer-heading").Body(w.UI(), progress)
}

// transferAct runs an export, and reports whether action was one.
func (n *night) transferAct(action string) bool {
	switch action {
	case actExportJSON:
		n.exportJSON()
	case actExportCSV:
		n.exportCSV()
	case actCancelImport:
		if n.importing != nil {
			n.importing.cancel.Store(true)
		}
	default:
		return false
	}
	return true
}
