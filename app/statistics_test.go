package app

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

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
		from, to, ok := dateRange(tt.from, tt.to)
		if !from.Equal(tt.wantFrom) || !to.Equal(tt.wantTo) || ok != tt.ok {
			t.Errorf("dateRange(%q, %q) = %v, %v, %v", tt.from, tt.to, from, to, ok)
		}
	}
}

func TestStatsScreen(t *testing.T) {
	records := append(seriesRecords(t, 0, []int{10, 9}, "PJS", "KYJ"), seriesRecords(t, 5, []int{3, 3}, "PJS")...)
	c := withHistory(t, screenStats, records...)
	v := &c.night.stats
	if !slicesEqual(v.names, []string{"KYJ", "PJS"}) || v.name != "KYJ" {
		t.Fatalf("names %q, chosen %q", v.names, v.name)
	}
	v.name = "PJS"
	c.night.refreshStats(c.messages())
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
	c.night.refreshStats(c.messages())
	if v.games != 2 || v.problem != "" {
		t.Errorf("one day: %d games, problem %q", v.games, v.problem)
	}
	v.from = "2026-03-07"
	c.night.refreshStats(c.messages())
	if v.problem != English.DatesProblem {
		t.Errorf("dates the wrong way round: problem %q", v.problem)
	}
	html := app.HTMLString(c)
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

func TestShareText(t *testing.T) {
	one := seriesRecords(t, 0, []int{10}, "PJS", "KYJ")
	if got, want := shareText(one, English), "Bowling, 1 Mar 2026, 19:00: PJS 300 · KYJ 300."; got != want {
		t.Errorf("shareText(game) = %q, want %q", got, want)
	}
	series := seriesRecords(t, 0, []int{10, 0}, "PJS")
	want := "Bowling series, 1 Mar 2026, 19:00:\nPJS 300 0, series 300\nPJS wins the series with 300."
	if got := shareText(series, English); got != want {
		t.Errorf("shareText(series) = %q, want %q", got, want)
	}
}

func TestImportRecords(t *testing.T) {
	c := withHistory(t, screenHistory, seriesRecords(t, 0, []int{5}, "PJS")...)
	c.night.importRecords(nil, domain.ErrBadImport, 0)
	if c.night.problem.in(c.messages()) != English.ImportRefused || len(c.night.archive.records) != 1 {
		t.Errorf("a refused file: problem %q, %d records", c.night.problem.in(c.messages()), len(c.night.archive.records))
	}
	c.night.importRecords(c.night.archive.records, nil, 0) // the same games again: nothing new
	if c.night.status.in(c.messages()) != English.ImportReport(0, 1, 0) || c.night.problem != nil {
		t.Errorf("the same games: status %q, problem %q", c.night.status.in(c.messages()), c.night.problem.in(c.messages()))
	}
	want := append(domain.DefaultCSVHeader(), domain.DefaultCSVLeagueHeader()...)
	if h := csvHeader(English); len(h) != domain.CSVColumns+domain.CSVLeagueColumns || strings.Join(h, ",") != strings.Join(want, ",") {
		t.Errorf("csvHeader = %q", h)
	}
}
