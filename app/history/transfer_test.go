package history

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// transferHost is a History screen around export and import, for tests: it keeps the last
// line said.
type transferHost struct {
	status, problem func(m *i18n.Messages) string
	exported        int
}

func (h *transferHost) Page() (app.Context, bool) { return app.Context{}, false }
func (h *transferHost) Tell(status, problem func(m *i18n.Messages) string) {
	h.status, h.problem = status, problem
}
func (h *transferHost) Exported()  { h.exported++ }
func (h *transferHost) Overtaken() {}

// said is what h's line says: its status and its problem.
func (h *transferHost) said() (string, string) {
	return i18n.Say(h.status).In(english), i18n.Say(h.problem).In(english)
}

// TestMerge imports games into history: a file that could not be read, or history the browser
// refuses to keep, changes nothing and says why; games all here already are counted, and
// nothing is written.
func TestMerge(t *testing.T) {
	recs := seriesRecords(t, 0, []int{5}, "PJS")
	h := &transferHost{}
	tr := Transfer{Host: h}
	var a Archive
	a.Hold(Ready, recs)
	tests := []struct {
		name                string
		state               State
		incoming            []domain.Record
		err                 error
		sets                int
		wantStatus, wantErr string
	}{
		{"a refused file", Ready, nil, domain.ErrBadImport, 0, "", english.ImportRefused},
		{"history refused", Refused, recs, nil, 0, "", english.HistoryRefused},
		{"the same games again", Ready, recs, nil, 0, english.ImportReport(0, 1, 0), ""},
		{"the same games and two bracket sets", Ready, recs, nil, 2, english.ImportReport(0, 1, 0) + " " + english.BracketSetsAdded.Say(2), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a.Hold(tt.state, recs)
			tr.Merge(&a, tt.incoming, tt.err, tt.sets)
			if status, problem := h.said(); status != tt.wantStatus || problem != tt.wantErr {
				t.Errorf("said %q, %q; want %q, %q", status, problem, tt.wantStatus, tt.wantErr)
			}
			if len(a.Records()) != len(recs) {
				t.Errorf("history holds %d games, want %d", len(a.Records()), len(recs))
			}
		})
	}
}

// TestCSVHeader: the CSV export's header is the domain's columns, in the catalogue's words.
func TestCSVHeader(t *testing.T) {
	want := append(domain.DefaultCSVHeader(), domain.DefaultCSVLeagueHeader()...)
	if h := CSVHeader(english); len(h) != domain.CSVColumns+domain.CSVLeagueColumns || strings.Join(h, ",") != strings.Join(want, ",") {
		t.Errorf("CSVHeader = %q", h)
	}
}

// TestStorageProblem tells the refusals of the browser's database apart.
func TestStorageProblem(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want string
	}{
		{browser.ErrFull, english.HistoryFull},
		{fmt.Errorf("%w: refused", browser.ErrNoDatabase), english.HistoryRefused},
		{fmt.Errorf("other"), english.HistoryFailed},
	} {
		if got := StorageTrouble(tt.err).In(english); got != tt.want {
			t.Errorf("StorageTrouble(%v) says %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestTransferRendered: export is offered once history holds games, import once it is read;
// a file being read shows its progress and Cancel, which stops it.
func TestTransferRendered(t *testing.T) {
	tr := Transfer{Host: &transferHost{}}
	var a Archive
	for _, tt := range []struct {
		state           State
		recs            []domain.Record
		export, import_ bool
	}{
		{Loading, nil, false, false},
		{Refused, nil, false, false},
		{Ready, nil, false, true},
		{Ready, seriesRecords(t, 0, []int{5}, "PJS"), true, true},
	} {
		a.Hold(tt.state, tt.recs)
		html := app.HTMLString(tr.Render(&a, english))
		for testid, want := range map[string]bool{ActExportJSON: tt.export, actExportCSV: tt.export, "import": tt.import_} {
			if got := !disabledIn(html, testid); got != want {
				t.Errorf("%d games, state %d: %s offered %v, want %v", len(tt.recs), tt.state, testid, got, want)
			}
		}
	}
	tr.importing = &importJob{done: 1, total: 4}
	if html := app.HTMLString(tr.Render(&a, english)); !strings.Contains(html, `value="1"`) || !strings.Contains(html, english.ImportProgress.Say(25)) {
		t.Errorf("the import's progress is not shown: %s", html)
	}
	if !tr.Act(app.Context{}, &a, english, actCancelImport) || !tr.importing.cancel.Load() {
		t.Error("Cancel does not stop the import")
	}
	if tr.Act(app.Context{}, &a, english, ActOpenGame) || tr.Change(&a, actChooseBall, nil) {
		t.Error("export and import took the list's or the sheet's action")
	}
}

// disabledIn reports whether the element with the data-testid is disabled in html.
func disabledIn(html, testid string) bool {
	at := strings.Index(html, `data-testid="`+testid+`"`)
	if at < 0 {
		return false
	}
	start := strings.LastIndex(html[:at], "<")
	end := strings.Index(html[at:], ">")
	return strings.Contains(html[start:at+end], "disabled")
}
