// Package stats is the figures over history: the statistics screen (#stats, night.md) and
// the standings (#standings, league.md, standings.go).
//
// The statistics are one bowler's figures
// (domain.Statistics, each figure as domain.Figures lists it, with its definition beside it)
// over all of history, the series being bowled, or a range of dates, the plot of their games
// (plot.go), and their leaves and pin map (leaves.go), shared as a picture too
// (leavespicture.go). They count standard games only, unless the bowler ticks the switch that
// counts the formats' games too (formats.md: no-tap, 3-6-9; a given strike is no ball). A
// figure with nothing to reckon it from says "no figure", never 0. The figures are derived
// once per change of history or of the choice, not per render; over 5,000 games that is a
// few milliseconds, since records carry their figures.
//
// Each screen reaches the app around it only through the small interface it is handed:
// history as the page holds it (Reader: History), and for the statistics also the browser's
// print dialog and the picture a sheet shares too (Host). The app draws each where the URL
// asks (Render), derives it again on a change of history (Refresh; the statistics also on a
// change of language, Relabel), and has the statistics work out the figures over all of
// history ahead (Warm).
//
// The files: statistics.go (the statistics' state and derivation), figures.go (the statistics
// as drawn), plot.go, leaves.go and leavespicture.go; standings.go; write.go (small writers).
package stats

import (
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// Reader is what the standings need of the app around it: history as the page holds it.
type Reader interface {
	// History is history as the page holds it, and the series being bowled.
	History() History
}

// Host is what the statistics screen needs of the app around it.
type Host interface {
	Reader
	// OnPrint opens the browser's print dialog, or says why it cannot.
	OnPrint(ctx app.Context, e app.Event)
	// SendPicture has web/picture.js's draw function draw data, then shares or downloads
	// the PNG as name.
	SendPicture(draw, data, name string)
	// PictureFailed says the picture could not be drawn.
	PictureFailed()
}

// History is history as the page holds it when the screen asks.
type History struct {
	Records []domain.Record // every finished game, in history order (domain.SortRecords)
	Gen     int             // bumped on every change of Records
	Ready   bool            // Records is all of history, kept in step
	Refused bool            // the browser refuses to keep history
	Series  *domain.Series  // the series being bowled; nil for none
}

// statsScope is the games the figures are over.
type statsScope string

const (
	scopeAll    statsScope = "all"
	scopeSeries statsScope = "series"
	scopeDates  statsScope = "dates"
)

// Screen is the statistics screen's state. Its zero value, with Host set, is ready.
type Screen struct {
	Host Host

	m        *i18n.Messages // the words of the last refresh
	name     string         // the bowler chosen
	scope    statsScope
	from, to string // the dates typed (yyyy-mm-dd), for scopeDates
	formats  bool   // count the games bowled in formats too, not only standard games
	seed     statsSeed

	key      string         // what the rows were derived from
	names    []string       // every bowler in history, alphabetical
	namesGen int            // History.Gen+1 that names were derived from
	namesOf  bool           // names counts the formats' games too
	all      []domain.Stats // every bowler's figures over all of history (allStats)
	allGen   int            // History.Gen+1 that all was derived from
	allGames int            // the series length of all's high series
	allOf    bool           // all counts the formats' games too
	games    int            // the chosen bowler's games in scope
	rows     []figureRow
	plot     plotView
	problem  string // why the dates cannot be used

	leaves    domain.LeaveReport // the chosen bowler's leaves and pin map in scope (leaves.go)
	leavesAll bool               // every leave shown, not only the first ten

	allLeaves     domain.LeaveReport // a bowler's leaves over all of history (leavesOf)
	allLeavesGen  int                // History.Gen+1 that allLeaves was derived from
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

// Refresh derives the figures and the plot for the choice made, in m's words, once per
// change of history or of the choice.
func (v *Screen) Refresh(m *i18n.Messages) {
	v.m = m
	h := v.Host.History()
	if !h.Ready {
		return
	}
	if v.scope == "" {
		v.scope = scopeAll
	}
	seriesID := ""
	if s := h.Series; s != nil {
		seriesID = s.ID
	}
	key := fmt.Sprint(h.Gen, v.name, v.scope, v.from, v.to, seriesID, v.formats)
	if key == v.key {
		return
	}
	v.key, v.problem = key, ""
	if v.namesGen != h.Gen+1 || v.namesOf != v.formats {
		v.names, v.namesGen, v.namesOf = v.names[:0], h.Gen+1, v.formats
		for _, s := range v.allStats(&h, v.guessSeries(&h)) {
			v.names = append(v.names, s.Name)
		}
	}
	if !slices.Contains(v.names, v.name) && len(v.names) > 0 {
		v.name = v.names[0]
		if s := h.Series; s != nil && slices.Contains(v.names, s.Names[0]) {
			v.name = s.Names[0]
		}
		v.seed = statsSeed{name: v.name, scope: v.scope, from: v.from, to: v.to}
	}
	recs := h.Records
	switch v.scope {
	case scopeSeries:
		recs = domain.InSeries(h.Records, seriesID)
	case scopeDates:
		from, to, ok := DateRange(v.from, v.to)
		if !ok {
			v.problem = m.DatesProblem
		}
		recs = domain.Between(h.Records, from, to)
	}
	seriesGames := latestSeries(recs, v.name)
	var all []domain.Stats
	if v.scope == scopeAll {
		all = v.allStats(&h, seriesGames)
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
	v.leaves = v.leavesOf(&h, recs, v.name)
}

// Relabel derives the screen again in m's words. The choices are drawn as markup
// (figures.go), which the new words replace whole: they start from the choice made, not the
// one the screen opened with.
func (v *Screen) Relabel(m *i18n.Messages) {
	v.seed = statsSeed{name: v.name, scope: v.scope, from: v.from, to: v.to}
	v.key = ""
	v.Refresh(m)
}

// everyFormat lists every format a game may be bowled in, the standard game first: the
// statistics count them all when the bowler asks (domain.StatisticsIn).
var everyFormat = []domain.Format{{}, {NoTap: 7}, {NoTap: 8}, {NoTap: 9}, {ThreeSixNine: true},
	{NoTap: 7, ThreeSixNine: true}, {NoTap: 8, ThreeSixNine: true}, {NoTap: 9, ThreeSixNine: true}}

// counted is the formats the figures count: the standard game's, or every format's.
func (v *Screen) counted() []domain.Format {
	if v.formats {
		return everyFormat
	}
	return everyFormat[:1]
}

// onFormats takes the switch that counts the formats' games too.
func (v *Screen) onFormats(ctx app.Context, e app.Event) {
	v.formats = ctx.JSSrc().Get("checked").Bool()
	v.Refresh(v.m)
}

// onChange takes a choice of the statistics screen (bowler, games, dates) and derives
// the figures again.
func (v *Screen) onChange(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("getAttribute").Truthy() {
		return
	}
	value := t.Get("value").String()
	switch t.Call("getAttribute", "data-act").String() {
	case actBowler:
		v.name = value
	case actScope:
		v.scope = statsScope(value)
	case actFrom:
		v.from = value
	case actTo:
		v.to = value
	}
	v.Refresh(v.m)
}

// allStats is every bowler's figures over all of history h, the high series over series of
// games, in the formats counted, kept until history or the formats counted change: the names and the figures over all of history come from
// one pass over 5,000 games, and a window that has read history works them out ahead
// (Warm).
func (v *Screen) allStats(h *History, games int) []domain.Stats {
	if v.allGen != h.Gen+1 || v.allGames != games || v.allOf != v.formats {
		v.all, v.allGen, v.allGames, v.allOf = domain.StatisticsIn(h.Records, games, v.counted()...), h.Gen+1, games, v.formats
	}
	return v.all
}

// guessSeries is the series length of the bowler the statistics show, or will show first:
// of the series being bowled, else of the latest series in history.
func (v *Screen) guessSeries(h *History) int {
	switch {
	case v.name != "":
		return latestSeries(h.Records, v.name)
	case h.Series != nil:
		return h.Series.Games
	case len(h.Records) > 0:
		return h.Records[len(h.Records)-1].Series().Of
	}
	return 0
}

// Warm works out the figures over all of history ahead, once history is read behind
// the history screen, so that statistics open without a pass over every game.
func (v *Screen) Warm() {
	h := v.Host.History()
	if !h.Ready {
		return
	}
	all := v.allStats(&h, v.guessSeries(&h))
	// The leaves of the bowler the screen will show first, chosen as Refresh chooses.
	name := v.name
	if !slices.ContainsFunc(all, func(s domain.Stats) bool { return s.Name == name }) && len(all) > 0 {
		name = all[0].Name
		if s := h.Series; s != nil && slices.ContainsFunc(all, func(st domain.Stats) bool { return st.Name == s.Names[0] }) {
			name = s.Names[0]
		}
	}
	if v.scope == scopeAll || v.scope == "" {
		v.leavesOf(&h, h.Records, name)
	}
}

// latestSeries is the length of the bowler's latest series among records: the high series
// is over series of that length, so that it reads the same on every device with the same
// history. 0 when the bowler has no game there.
func latestSeries(records []domain.Record, name string) int {
	for i := len(records) - 1; i >= 0; i-- {
		if slices.Contains(records[i].Names(), name) {
			return records[i].Series().Of
		}
	}
	return 0
}

// DateRange reads the dates typed as whole days in the local zone: from the start of the first
// to the start of the day after the last. An empty date leaves that end open; false means a
// date is not one, or the first is after the last.
func DateRange(from, to string) (time.Time, time.Time, bool) {
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
