package stats

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// English is the catalogue the tests read the screen's words from.
var English = &i18n.English

// host is history as a test holds it.
type host struct{ h History }

func (h *host) History() History                    { return h.h }
func (h *host) OnPrint(app.Context, app.Event)      {}
func (h *host) SendPicture(draw, data, name string) {}
func (h *host) PictureFailed()                      {}

// withHistory is the screen over records, loaded, derived in English.
func withHistory(records ...domain.Record) *Screen {
	domain.SortRecords(records)
	v := &Screen{Host: &host{History{Records: records, Gen: 1, Ready: true}}}
	v.Refresh(English)
	return v
}

// seriesRecords is a series of one game per count in pins (every ball of a game knocks that
// many down, as many as stand), bowled by names day days after 1 March 2026.
func seriesRecords(t testing.TB, day int, pins []int, names ...string) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(len(pins), domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]domain.Record, len(pins))
	for n, p := range pins {
		g, _ := s.Start(n + 1)
		for !g.Over() {
			g.Roll(min(p, g.PinsStanding()))
		}
		var err error
		if out[n], err = s.Record(n+1, g, time.Date(2026, 3, 1+day, 19, 20*n, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestFigureValue(t *testing.T) {
	tests := []struct {
		f     domain.Figure
		r     domain.Ratio
		want  string
		exist bool
	}{
		{domain.FigureGames, domain.Ratio{Num: 12, Den: 1}, "12", true},
		{domain.FigureAverage, domain.Ratio{Num: 1000, Den: 6}, "166", true},
		{domain.FigureAverage, domain.Ratio{}, "0", false},
		{domain.FigureStrikes, domain.Ratio{Num: 1, Den: 3}, "33%", true},
		{domain.FigureStrikes, domain.Ratio{Num: 0, Den: 0}, "0%", false},
		{domain.FigureFirstBall, domain.Ratio{Num: 74, Den: 10}, "7.4", true},
		{domain.FigureOpenFrames, domain.Ratio{Num: 20, Den: 10}, "2.0", true},
		{domain.FigureSplitsLeft, domain.Ratio{Num: 0, Den: 0}, "0", false},
	}
	for _, tt := range tests {
		got, ok := figureValue(tt.f, tt.r, English)
		if got != tt.want || ok != tt.exist {
			t.Errorf("figureValue(%s, %v) = %q, %v; want %q, %v", tt.f.Key(), tt.r, got, ok, tt.want, tt.exist)
		}
	}
	for _, f := range domain.Figures() {
		if name, def := figureText(f, English); name == "" || def == "" || name == f.Key() {
			t.Errorf("figure %s has no words: %q %q", f.Key(), name, def)
		}
	}
}

func TestDateRange(t *testing.T) {
	day := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.Local) }
	tests := []struct {
		from, to         string
		wantFrom, wantTo time.Time
		ok               bool
	}{
		{"", "", time.Time{}, time.Time{}, true},
		{"2026-03-01", "", day(2026, 3, 1), time.Time{}, true},
		{"", "2026-03-01", time.Time{}, day(2026, 3, 2), true},
		{"2026-03-01", "2026-03-01", day(2026, 3, 1), day(2026, 3, 2), true},
		{"2026-03-02", "2026-03-01", time.Time{}, time.Time{}, false},
		{"March", "", time.Time{}, time.Time{}, false},
	}
	for _, tt := range tests {
		from, to, ok := DateRange(tt.from, tt.to)
		if !from.Equal(tt.wantFrom) || !to.Equal(tt.wantTo) || ok != tt.ok {
			t.Errorf("DateRange(%q, %q) = %v, %v, %v", tt.from, tt.to, from, to, ok)
		}
	}
}

func TestStatsScreen(t *testing.T) {
	records := append(seriesRecords(t, 0, []int{10, 9}, "PJS", "KYJ"), seriesRecords(t, 5, []int{3, 3}, "PJS")...)
	v := withHistory(records...)
	if !slicesEqual(v.names, []string{"KYJ", "PJS"}) || v.name != "KYJ" {
		t.Fatalf("names %q, chosen %q", v.names, v.name)
	}
	v.name = "PJS"
	v.Refresh(English)
	got := map[string]figureRow{}
	for _, r := range v.rows {
		got[r.key] = r
	}
	// PJS: 300, 190, then 60 and 60 in a series of 2 (the latest, so the length in use);
	// strikes: 12 of 43 chances (12, 11 with a fill ball, 10 and 10).
	if got["games"].value != "4" || got["average"].value != "152" || got["high-series"].value != "490" ||
		!got["splits-left"].none || got["strikes"].value != "27%" {
		t.Errorf("figures %+v", got)
	}
	v.scope, v.from, v.to = scopeDates, "2026-03-06", "2026-03-06"
	v.Refresh(English)
	if v.games != 2 || v.problem != "" {
		t.Errorf("one day: %d games, problem %q", v.games, v.problem)
	}
	v.from = "2026-03-07"
	v.Refresh(English)
	if v.problem != English.DatesProblem {
		t.Errorf("dates the wrong way round: problem %q", v.problem)
	}
	html := app.HTMLString(v.Render(English))
	for _, want := range []string{`data-testid="stats"`, `data-testid="figures"`, English.NoFigure, `data-testid="plot"`, English.PlotTitle.Say("PJS")} {
		if !strings.Contains(html, want) {
			t.Errorf("statistics lack %s", want)
		}
	}
}

func slicesEqual(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") }

func TestPlot(t *testing.T) {
	records := seriesRecords(t, 0, []int{10, 0, 5}, "PJS")
	v := newPlot(domain.Trend(records, "PJS"), "PJS", English)
	if len(v.dots) != 3 || len(v.table) != 3 || v.table[0].score != "150" || v.table[2].score != "300" {
		t.Errorf("plot %+v", v)
	}
	// A score of 300 is at the top of the drawing, 0 at the bottom of the scores' area.
	if plotY(300) != plotTop || plotY(0) != plotH-plotBottom || plotX(0, 3) != plotLeft || plotX(2, 3) != plotW-plotRight {
		t.Errorf("plotY(300) %d, plotY(0) %d, plotX %d..%d", plotY(300), plotY(0), plotX(0, 3), plotX(2, 3))
	}
	html := app.HTMLString(renderPlot(&v, English))
	for _, want := range []string{`role="img"`, `aria-labelledby="plot-title plot-desc"`, "<title", "<desc", v.desc,
		`class="plot-scores"`, `class="plot-average"`, English.PlotTable} {
		if !strings.Contains(html, want) {
			t.Errorf("plot lacks %s", want)
		}
	}
	if empty := newPlot(nil, "PJS", English); empty.scores != "" || empty.desc != English.StatsNone {
		t.Errorf("empty plot %+v", empty)
	}
}

// TestStatisticsFormats counts standard games only until the switch counts formats too.
func TestStatisticsFormats(t *testing.T) {
	standard := seriesRecords(t, 1, []int{5}, "PJS")
	s, _ := domain.NewSeries(1, domain.KeepOrder, "PJS", "KYJ")
	s.Format = domain.Format{NoTap: 9}
	g, _ := s.Start(1)
	for !g.Over() {
		g.Roll(min(9, g.PinsStanding()))
	}
	nine, err := s.Record(1, g, time.Date(2026, 3, 5, 19, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	v := withHistory(append(standard, nine)...)
	if !slices.Equal(v.names, []string{"PJS"}) || v.games != 1 {
		t.Errorf("standard only: bowlers %q, PJS's games %d; want PJS alone, 1", v.names, v.games)
	}
	html := app.HTMLString(v.Render(English))
	if !strings.Contains(html, `data-testid="stats-formats"`) || !strings.Contains(html, English.Formats.IncludeHint) {
		t.Errorf("no switch for the formats: %s", html)
	}
	v.formats = true
	v.Refresh(English)
	if !slices.Equal(v.names, []string{"KYJ", "PJS"}) || v.games != 2 || len(v.plot.table) != 2 {
		t.Errorf("with formats: bowlers %q, PJS's games %d, plotted %d; want KYJ and PJS, 2, 2", v.names, v.games, len(v.plot.table))
	}
	// A history of formats only still offers the switch.
	v = withHistory(nine)
	if html := app.HTMLString(v.Render(English)); !strings.Contains(html, `data-testid="stats-formats"`) || !strings.Contains(html, English.StatsNone) {
		t.Errorf("formats only: %s", html)
	}
}
