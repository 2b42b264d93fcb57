package history

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

var english = &i18n.English

// seriesRecords makes the records of a series of games for names, each game a run of the
// same count, played on day.
func seriesRecords(t testing.TB, day int, pins []int, names ...string) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(len(pins), domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	var out []domain.Record
	for n, p := range pins {
		g, err := s.Start(n + 1)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if err := g.Roll(min(p, g.PinsStanding())); err != nil {
				t.Fatal(err)
			}
		}
		played := time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, day).Add(time.Duration(n) * 20 * time.Minute)
		r, err := s.Record(n+1, g, played)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// render is the list as the History screen draws it.
func render(l *List, a *Archive) string {
	return app.HTMLString(l.Render(a, english, func(app.Context, app.Event) {}))
}

func TestList(t *testing.T) {
	var records []domain.Record
	for day := range Page + 3 {
		records = append(records, seriesRecords(t, day, []int{day % 10, 9}, "PJS", "KYJ")...)
	}
	records = append(records, seriesRecords(t, 40, []int{10}, "ABC")...)
	var a Archive
	a.Hold(Ready, records)
	var l List
	l.Refresh(&a, english)
	if len(l.groups) != Page+4 || len(l.items) != Page {
		t.Fatalf("%d series, %d shown; want %d, %d", len(l.groups), len(l.items), Page+4, Page)
	}
	// Newest first: the single game of day 40, then the series of day 22, game by game.
	if l.items[0].games[0].label != "Game 1: ABC 300" || l.items[0].summary != "" {
		t.Errorf("first item %+v", l.items[0])
	}
	it := l.items[1]
	if it.games[0].label != "Game 1: PJS 40 · KYJ 40" || it.games[1].label != "Game 2: PJS 190 · KYJ 190" ||
		it.summary != english.SeriesTie([]string{"PJS", "KYJ"}, 230) {
		t.Errorf("second item %+v", it)
	}
	html := render(&l, &a)
	for _, want := range []string{`data-testid="history-list"`, "Game 1: PJS 40 · KYJ 40", english.ShowOlder(4),
		english.HistoryCount(len(records), Page+4), `data-act="open-game"`, `data-act="delete-series"`} {
		if !strings.Contains(html, want) {
			t.Errorf("history lacks %s", want)
		}
	}
	l.ShowOlder()
	l.Refresh(&a, english)
	if len(l.items) != Page+4 || strings.Contains(render(&l, &a), english.ShowOlder(4)) {
		t.Errorf("after Show older %d series are shown", len(l.items))
	}
	// A change of history derives the list again.
	a.records = a.records[:2]
	a.gen++
	l.Refresh(&a, english)
	if len(l.groups) != 1 {
		t.Errorf("after a change %d series", len(l.groups))
	}
}

// While the rest of history loads, the list shows the series of the newest games read whose
// first game is among them, newest first, with the sign that older ones are loading, and
// their games can be found; once all is read, the whole list with its count and Show older.
func TestListNewestFirst(t *testing.T) {
	var records []domain.Record
	for day := range Page + 3 {
		records = append(records, seriesRecords(t, day, []int{day % 10, 9}, "PJS", "KYJ")...)
	}
	// The newest games read: the last 5 series whole, and the second game of the one before.
	first := slices.Clone(records[len(records)-11:])
	a := Archive{state: Loading, first: first, gen: 2}
	var l List
	l.Refresh(&a, english)
	if len(l.items) != 5 || l.items[0].id != records[len(records)-1].Series().ID || l.items[4].id != first[1].Series().ID {
		t.Fatalf("while loading, %d series are listed, want the 5 newest whole ones", len(l.items))
	}
	html := render(&l, &a)
	if !strings.Contains(html, `data-testid="history-loading"`) || !strings.Contains(html, `data-testid="history-list"`) ||
		strings.Contains(html, english.HistoryCount(len(first), 5)) {
		t.Error("while loading, the list does not say that older series are loading, or counts them as all")
	}
	if _, ok := a.Find(first[1].ID()); !ok {
		t.Error("a game listed while history loads is not found")
	}
	// The whole history read.
	a.state, a.records, a.first = Ready, records, nil
	a.gen++
	l.Refresh(&a, english)
	html = render(&l, &a)
	if len(l.items) != Page || strings.Contains(html, `data-testid="history-loading"`) ||
		!strings.Contains(html, english.HistoryCount(len(records), Page+3)) || !strings.Contains(html, english.ShowOlder(3)) {
		t.Errorf("once loaded, %d series are listed, want a page of %d with the count and Show older", len(l.items), Page)
	}
}
