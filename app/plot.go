package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
type plotRow struct{ date, score, average string }

// plotX and plotY place game i of n, and a score, in the drawing.
func plotX(i, n int) int {
	if n <= 1 {
		return (plotLeft + plotW - plotRight) / 2
	}
	return plotLeft + i*(plotW-plotLeft-plotRight)/(n-1)
}

func plotY(score int) int { return plotTop + (300-score)*(plotH-plotTop-plotBottom)/300 }

// newPlot draws a bowler's points.
func newPlot(points []domain.Point, name string, m *Messages) plotView {
	v := plotView{title: m.PlotTitle(name)}
	if len(points) == 0 {
		v.desc = m.StatsNone
		return v
	}
	var scores, avgs strings.Builder
	high, low := 0, 300
	for i, p := range points {
		x := strconv.Itoa(plotX(i, len(points)))
		scores.WriteString(x + "," + strconv.Itoa(plotY(p.Score)) + " ")
		avgs.WriteString(x + "," + strconv.Itoa(plotY(p.Average)) + " ")
		if len(points) <= plotDotsUpTo {
			v.dots = append(v.dots, x+","+strconv.Itoa(plotY(p.Score)))
		}
		high, low = max(high, p.Score), min(low, p.Score)
	}
	v.scores, v.avgs = scores.String(), avgs.String()
	first, last := points[0], points[len(points)-1]
	v.first, v.last = dateText(first.Played, m), dateText(last.Played, m)
	v.desc = m.PlotDesc(name, len(points), high, low, last.Average, v.first, v.last)
	for i := len(points) - 1; i >= 0 && len(v.table) < plotTableGames; i-- {
		p := points[i]
		v.table = append(v.table, plotRow{date: dateText(p.Played, m), score: strconv.Itoa(p.Score), average: strconv.Itoa(p.Average)})
	}
	v.tableNote = m.PlotTableNote(len(v.table), len(points))
	return v
}

// renderPlot draws the plot and the table of the latest games.
func renderPlot(v *plotView, m *Messages) app.UI {
	w := &markup{}
	w.Open("div", "class", "plot", "data-testid", "plot")
	w.Open("svg", "class", "plot-svg", "viewBox", "0 0 "+itoa(plotW)+" "+itoa(plotH), "role", "img",
		"aria-labelledby", "plot-title plot-desc")
	w.El("title", v.title, "id", "plot-title")
	w.El("desc", v.desc, "id", "plot-desc")
	for _, s := range []int{0, 100, 200, 300} {
		y := itoa(plotY(s))
		w.El("line", "", "class", "plot-grid", "x1", itoa(plotLeft), "x2", itoa(plotW-plotRight), "y1", y, "y2", y)
		w.El("text", itoa(s), "class", "plot-label", "x", itoa(plotLeft-6), "y", itoa(plotY(s)+4), "text-anchor", "end")
	}
	if v.scores != "" {
		w.El("polyline", "", "class", "plot-scores", "points", v.scores)
		w.El("polyline", "", "class", "plot-average", "points", v.avgs)
		w.El("text", v.first, "class", "plot-label", "x", itoa(plotLeft), "y", itoa(plotH-8))
		w.El("text", v.last, "class", "plot-label", "x", itoa(plotW-plotRight), "y", itoa(plotH-8), "text-anchor", "end")
		for _, d := range v.dots {
			x, y, _ := strings.Cut(d, ",")
			w.El("circle", "", "class", "plot-dot", "cx", x, "cy", y, "r", "3")
		}
	}
	w.Close("svg")
	w.Open("div", "class", "plot-key", "aria-hidden", "true").
		El("span", m.PlotScores, "class", "key-scores").
		El("span", m.PlotAverage, "class", "key-average").
		Close("div")
	if len(v.table) > 0 {
		w.Open("details", "class", "plot-data").El("summary", m.PlotTable)
		w.Open("table", "class", "grid plot-table").El("caption", v.tableNote)
		w.Open("thead").Open("tr").
			El("th", m.DateHeader, "scope", "col").El("th", m.ScoreHeader, "scope", "col").El("th", m.AverageHeader, "scope", "col").
			Close("tr").Close("thead").Open("tbody")
		for _, r := range v.table {
			w.Open("tr").El("td", r.date).El("td", r.score, "class", "score").El("td", r.average, "class", "score").Close("tr")
		}
		w.Close("tbody").Close("table").Close("details")
	}
	w.Close("div")
	return w.UI()
}
