package app

import (
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The statistics screen: one bowler's figures (domain.Statistics, each figure as domain.Figures
// lists it, with its definition beside it) over all of history, the series being bowled, or a
// range of dates, and the plot of their games (plot.go). They count standard games only,
// unless the bowler ticks the switch that counts the formats' games too (formats.md: no-tap,
// 3-6-9; a given strike is no ball). A figure with nothing to reckon it from says "no
// figure", never 0. The figures are derived once per change of history or of
// the choice, not per render; over 5,000 games that is a few milliseconds, since records carry
// their figures.

// statsScope is the games the figures are over.
type statsScope string

const (
	scopeAll    statsScope = "all"
	scopeSeries statsScope = "series"
	scopeDates  statsScope = "dates"
)

// statsView is what the statistics screen shows.
type statsView struct {
	name     string // the bowler chosen
	scope    statsScope
	from, to string // the dates typed (yyyy-mm-dd), for scopeDates
	formats  bool   // count the games bowled in formats too, not only standard games
	seed     statsSeed

	key      string         // what the rows were derived from
	names    []string       // every bowler in history, alphabetical
	namesGen int            // archive.gen+1 that names were derived from
	namesOf  bool           // names counts the formats' games too
	all      []domain.Stats // every bowler's figures over all of history (allStats)
	allGen   int            // archive.gen+1 that all was derived from
	allGames int            // the series length of all's high series
	allOf    bool           // all counts the formats' games too
	games    int            // the chosen bowler's games in scope
	rows     []figureRow
	plot     plotView
	problem  string // why the dates cannot be used

	leaves    domain.LeaveReport // the chosen bowler's leaves and pin map in scope (leaves.go)
	leavesAll bool               // every leave shown, not only the first ten

	allLeaves     domain.LeaveReport // a bowler's leaves over all of history (leavesOf)
	allLeavesGen  int                // archive.gen+1 that allLeaves was derived from
	allLeavesName string             // the bowler of allLeaves
	allLeavesOf   bool               // allLeaves counts the formats' games too
}

// statsSeed is the choice the selects and date fields start with: they hold the choice made
// in them, so it changes only when the screen chooses for the bowler (the first time, or
// when the bowler chosen is no longer in history).
type statsSeed struct {
	_        noCompare
	name     string
	scope    statsScope
	from, to string
}

// figureRow is one figure as the screen shows it.
type figureRow struct {
	_                             noCompare
	key, label, value, definition string
	none                          bool // there is nothing to reckon it from
}

// refreshStats derives the figures and the plot for the choice made, once per change.
func (n *night) refreshStats(m *Messages) {
	a, v := &n.archive, &n.stats
	if a.state != archiveReady {
		return
	}
	if v.scope == "" {
		v.scope = scopeAll
	}
	seriesID := ""
	if s := n.series; s != nil {
		seriesID = s.Series.ID
	}
	key := fmt.Sprint(a.gen, v.name, v.scope, v.from, v.to, seriesID, v.formats)
	if key == v.key {
		return
	}
	v.key, v.problem = key, ""
	if v.namesGen != a.gen+1 || v.namesOf != v.formats {
		v.names, v.namesGen, v.namesOf = v.names[:0], a.gen+1, v.formats
		for _, s := range n.allStats(n.guessSeries()) {
			v.names = append(v.names, s.Name)
		}
	}
	if !contains(v.names, v.name) && len(v.names) > 0 {
		v.name = v.names[0]
		if s := n.series; s != nil && contains(v.names, s.Series.Names[0]) {
			v.name = s.Series.Names[0]
		}
		v.seed = statsSeed{name: v.name, scope: v.scope, from: v.from, to: v.to}
	}
	recs := a.records
	switch v.scope {
	case scopeSeries:
		recs = domain.InSeries(a.records, seriesID)
	case scopeDates:
		from, to, ok := dateRange(v.from, v.to)
		if !ok {
			v.problem = m.DatesProblem
		}
		recs = domain.Between(a.records, from, to)
	}
	seriesGames := latestSeries(recs, v.name)
	var all []domain.Stats
	if v.scope == scopeAll {
		all = n.allStats(seriesGames)
	} else {
		all = domain.StatisticsIn(recs, seriesGames, v.counted()...)
	}
	var st domain.Stats
	for _, s := range all {
		if s.Name == v.name {
			st = s
		}
	}
	v.games = st.Games
	v.rows = v.rows[:0]
	for _, f := range domain.Figures() {
		label, def := figureText(f, m)
		value, ok := figureValue(f, st.Figure(f), m)
		v.rows = append(v.rows, figureRow{key: f.Key(), label: label, value: value, definition: def, none: !ok})
	}
	v.plot = newPlot(domain.TrendIn(recs, v.name, v.counted()...), v.name, m)
	v.leaves = n.leavesOf(recs, v.name)
}

// counted is the formats the figures count: the standard game's, or every format's.
func (v *statsView) counted() []domain.Format {
	if v.formats {
		return everyFormat
	}
	return everyFormat[:1]
}

// onStatsFormats takes the switch that counts the formats' games too.
func (n *night) onStatsFormats(ctx app.Context, e app.Event) {
	n.stats.formats = ctx.JSSrc().Get("checked").Bool()
	n.refreshStats(n.host.messages())
}

// onStatsChange takes a choice of the statistics screen (bowler, games, dates) and derives
// the figures again.
func (n *night) onStatsChange(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("getAttribute").Truthy() {
		return
	}
	v, s := t.Get("value").String(), &n.stats
	switch t.Call("getAttribute", "data-act").String() {
	case actBowler:
		s.name = v
	case actScope:
		s.scope = statsScope(v)
	case actFrom:
		s.from = v
	case actTo:
		s.to = v
	}
	n.refreshStats(n.host.messages())
}

// allStats is every bowler's figures over all of history, the high series over series of
// games, in the formats counted, kept until history or the formats counted change: the names and the figures over all of history come from
// one pass over 5,000 games, and a window that has read history works them out ahead
// (warmStats).
func (n *night) allStats(games int) []domain.Stats {
	a, v := &n.archive, &n.stats
	if v.allGen != a.gen+1 || v.allGames != games || v.allOf != v.formats {
		v.all, v.allGen, v.allGames, v.allOf = domain.StatisticsIn(a.records, games, v.counted()...), a.gen+1, games, v.formats
	}
	return v.all
}

// guessSeries is the series length of the bowler the statistics show, or will show first:
// of the series being bowled, else of the latest series in history.
func (n *night) guessSeries() int {
	a, v := &n.archive, &n.stats
	switch {
	case v.name != "":
		return latestSeries(a.records, v.name)
	case n.series != nil:
		return n.series.Series.Games
	case len(a.records) > 0:
		return a.records[len(a.records)-1].Series().Of
	}
	return 0
}

// warmStats works out the figures over all of history ahead, once history is read behind
// the history screen, so that statistics open without a pass over every game.
func (n *night) warmStats() {
	if n.archive.state != archiveReady {
		return
	}
	all, v := n.allStats(n.guessSeries()), &n.stats
	// The leaves of the bowler the screen will show first, chosen as refreshStats chooses.
	name := v.name
	if !slices.ContainsFunc(all, func(s domain.Stats) bool { return s.Name == name }) && len(all) > 0 {
		name = all[0].Name
		if s := n.series; s != nil && slices.ContainsFunc(all, func(st domain.Stats) bool { return st.Name == s.Series.Names[0] }) {
			name = s.Series.Names[0]
		}
	}
	if v.scope == scopeAll || v.scope == "" {
		n.leavesOf(n.archive.records, name)
	}
}

// latestSeries is the length of the bowler's latest series among records: the high series
// is over series of that length, so that it reads the same on every device with the same
// history. 0 when the bowler has no game there.
func latestSeries(records []domain.Record, name string) int {
	for i := len(records) - 1; i >= 0; i-- {
		if contains(records[i].Names(), name) {
			return records[i].Series().Of
		}
	}
	return 0
}

// dateRange reads the dates typed as whole days in the local zone: from the start of the first
// to the start of the day after the last. An empty date leaves that end open; false means a
// date is not one, or the first is after the last.
func dateRange(from, to string) (time.Time, time.Time, bool) {
	var f, t time.Time
	var err error
	if from != "" {
		if f, err = time.ParseInLocation(time.DateOnly, from, time.Local); err != nil {
			return time.Time{}, time.Time{}, false
		}
	}
	if to != "" {
		if t, err = time.ParseInLocation(time.DateOnly, to, time.Local); err != nil {
			return time.Time{}, time.Time{}, false
		}
		t = t.AddDate(0, 0, 1)
	}
	if !f.IsZero() && !t.IsZero() && !f.Before(t) {
		return time.Time{}, time.Time{}, false
	}
	return f, t, true
}
