package history

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestExportDue(t *testing.T) {
	now := time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		last  time.Time
		games int
		want  bool
	}{
		{"never, no games", time.Time{}, 0, false},
		{"never, 20 games", time.Time{}, 20, false},
		{"never, 21 games", time.Time{}, 21, true},
		{"a week ago", now.AddDate(0, 0, -7), 300, false},
		{"30 days ago to the hour", now.Add(-exportReminderAge), 5, false},
		{"31 days ago", now.AddDate(0, 0, -31), 5, true},
		{"31 days ago, history emptied since", now.AddDate(0, 0, -31), 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := exportDue(tc.last, tc.games, now); got != tc.want {
				t.Errorf("exportDue(%v, %d, %v) = %v, want %v", tc.last, tc.games, now, got, tc.want)
			}
		})
	}
}

// TestDurableRendered: History's line on keeping history says what the browser answered and,
// when an export is due, offers it, in the block the stylesheet lays out (.durable, hidden in
// print); before the browser answers, the block is there and empty.
func TestDurableRendered(t *testing.T) {
	var d Durable
	if got := app.HTMLString(d.Render(english, 30)); got != `<div class="durable"></div>` {
		t.Errorf("before an answer: %s", got)
	}
	d.answered(false)
	d.remind = true
	html := app.HTMLString(d.Render(english, 30))
	for _, want := range []string{`<div class="durable">`, `data-persisted="false"`, english.StorageNotKept,
		english.ExportNever.Say(30), `data-act="` + ActExportJSON + `" data-testid="export-now"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the line lacks %s: %s", want, html)
		}
	}
	d.answered(true)
	d.remind = false
	html = app.HTMLString(d.Render(english, 30))
	if !strings.Contains(html, `data-persisted="true"`) || strings.Contains(html, "export-now") {
		t.Errorf("storage kept, no export due: %s", html)
	}
}
