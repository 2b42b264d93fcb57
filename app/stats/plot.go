package stats

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The plot of a bowler's game scores over time, with the line of their average so far
// (domain.Trend), drawn as SVG by the app itself: a chart library would cost more bytes than
// the two lines and four grid lines it takes. Games are spaced evenly in the order they were
// bowled (a night's three games would otherwise sit on top of each other). For screen readers
// and anyone who would rather read, the SVG has a title and a description of the figures, and
// the latest games are listed as a table below it.

const (
	plotW, plotH   = 640, 260 // the drawing's own units (viewBox); it scales to the page
	plotLeft       = 40       // room for the scores on the left
	plotRight      = 8
	plotTop        = 10
	plotBottom     = 28  // room for the first and last dates
	plotTableGames = 30  // how many of the latest games the table lists
	plotDotsUpTo   = 120 // games drawn with a dot each; more make a line only
)

// plotView is the plot as drawn, derived once per change.
type plotView struct {
	title, desc  string
	scores, avgs string   // the polylines' points
	dots         []string // "x,y" of each game, when few enough
	first, last  string   // the dates under the ends
	table        []plotRow
	tableNote    string
}

// plotRow is one game of the table under the plot.
type plotRow struct {
	_                    noCompare
	date, score, average string
}

// plotX and plotY place game i of n, and a score, in the drawing.
func plotX(i, n int) int {
	if n <= 1 {
		return (plotLeft + plotW - plotRight) / 2
	}
	return plotLeft + i*(plotW-plotLeft-plotRight)/(n-1)
}

//go:noinline
func plotY(score int) int {
	return plotTop + (domain.MaxScore-score)*(plotH-plotTop-plotBottom)/domain.MaxScore
}

// newPlot draws a bowler's points.
func newPlot(points []domain.Point, name string, m *i18n.Messages) plotView {
	v := plotView{title: m.PlotTitle.Say(name)}
	if len(points) == 0 {
		v.desc = m.StatsNone
		return v
	}
	var scores, avgs strings.Builder
	high, low := 0, domain.MaxScore
	for i, p := range points {
		x := itoa(plotX(i, len(points)))
		write(&scores, x+","+itoa(plotY(p.Score))+" ")
		write(&avgs, x+","+itoa(plotY(p.Average))+" ")
		if len(points) <= plotDotsUpTo {
			v.dots = append(v.dots, x+","+itoa(plotY(p.Score)))
		}
		high, low = max(high, p.Score), min(low, p.Score)
	}
	v.scores, v.avgs = scores.String(), avgs.String()
	first, last := points[0], points[len(points)-1]
	v.first, v.last = i18n.DateText(first.Played, m), i18n.DateText(last.Played, m)
	v.desc = m.PlotDesc(name, len(points), high, low, last.Average, v.first, v.last)
	for i := len(points) - 1; i >= 0 && len(v.table) < plotTableGames; i-- {
		p := points[i]
		v.table = append(v.table, plotRow{date: i18n.DateText(p.Played, m), score: itoa(p.Score), average: itoa(p.Average)})
	}
	v.tableNote = m.PlotTableNote.Say(len(v.table), len(points))
	return v
}

// renderPlot draws the plot and the table of the latest games.
func renderPlot(v *plotView, m *i18n.Messages) app.UI {
	w := &markup.HTML{}
	w.F(`<div class="plot" data-testid="plot"><svg class="plot-svg" viewBox="0 0 {} {}" role="img" aria-labelledby="plot-title plot-desc">`+
		`<title id="plot-title">{}</title><desc id="plot-desc">{}</desc>`, itoa(plotW), itoa(plotH), v.title, v.desc)
	for _, s := range []int{0, domain.MaxScore / 3, 2 * domain.MaxScore / 3, domain.MaxScore} {
		y := itoa(plotY(s))
		w.F(`<line class="plot-grid" x1="{}" x2="{}" y1="{}" y2="{}"></line><text class="plot-label" x="{}" y="{}" text-anchor="end">{}</text>`,
			itoa(plotLeft), itoa(plotW-plotRight), y, y, itoa(plotLeft-6), itoa(plotY(s)+4), itoa(s))
	}
	if v.scores != "" {
		w.F(`<polyline class="plot-scores" points="{}"></polyline><polyline class="plot-average" points="{}"></polyline>`+
			`<text class="plot-label" x="{}" y="{}">{}</text><text class="plot-label" x="{}" y="{}" text-anchor="end">{}</text>`,
			v.scores, v.avgs, itoa(plotLeft), itoa(plotH-8), v.first, itoa(plotW-plotRight), itoa(plotH-8), v.last)
		for _, d := range v.dots {
			x, y, _ := strings.Cut(d, ",")
			w.F(`<circle class="plot-dot" cx="{}" cy="{}" r="3"></circle>`, x, y)
		}
	}
	w.F(`</svg><div class="plot-key" aria-hidden="true"><span class="key-scores">{}</span><span class="key-average">{}</span></div>`,
		m.PlotScores, m.PlotAverage)
	if len(v.table) > 0 {
		w.F(`<details class="plot-data"><summary>{}</summary><table class="grid plot-table"><caption>{}</caption>`+
			`<thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
			m.PlotTable, v.tableNote, m.DateHeader, m.ScoreHeader, m.AverageHeader)
		for _, r := range v.table {
			w.F(`<tr><td>{}</td><td class="score">{}</td><td class="score">{}</td></tr>`, r.date, r.score, r.average)
		}
		w.F(`</tbody></table></details>`)
	}
	w.F(`</div>`)
	return w.UI()
}
