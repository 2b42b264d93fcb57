package app

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	html "tenpin/app/markup"
	"tenpin/app/setup"
	"tenpin/domain"
)

// League settings on setup: how many games the series has, its format (format.go), whether
// the bowling order is kept or rotated from game to game, and the handicap (basis, percentage,
// and each bowler's average, entered on the setup form or taken from history, which the
// night derives here). The domain checks them (domain.Series.Check, Handicap.Check,
// CheckAverage); this file reads what was typed and says what is wrong. The settings are
// remembered on the device (leagueKey) for the next series.

// leagueForm is what the setup screen's league settings hold.
type leagueForm struct {
	games          string // as typed in series-games
	order          domain.Order
	handicap       bool
	basis, percent string
	noTap          int        // the no-tap chosen: 0 (off), 7, 8 or 9 (format.go)
	threeSixNine   bool       // 3-6-9 chosen
	seed           leagueSeed // the values the fields start with
	fromHistory    map[string]setup.HistoryAverage
	averagesGen    int  // the Archive.Gen fromHistory was derived from, plus one
	lookingUp      bool // history is still loading: a bowler missing from fromHistory may be in it
}

// leagueSeed is the text the fields start with. Like a name field's, it changes only when
// settings are loaded, never while typing, so that a render never writes over keys typed.
type leagueSeed struct {
	_                     noCompare
	games, basis, percent string
}

// savedLeague is the settings as saved.
type savedLeague struct {
	_        noCompare
	Games    int             `json:"games"`
	Order    domain.Order    `json:"order"`
	Handicap domain.Handicap `json:"handicap"`
	Format   domain.Format   `json:"format,omitzero"` // the format of the games (formats.md)
}

// restoreLeague fills the form with the saved settings, or the domain's defaults.
func (n *night) restoreLeague() {
	saved := savedLeague{Games: domain.DefaultSeriesGames, Handicap: domain.DefaultHandicap}
	if value, ok := readShared(n.shared.league); ok {
		if s, ok := parseLeague(value); ok {
			saved = s
		}
	}
	n.league.fill(saved)
}

// fill sets the form, and the values its fields start with, to saved settings.
func (f *leagueForm) fill(saved savedLeague) {
	if !saved.Handicap.On {
		saved.Handicap = domain.Handicap{Basis: domain.DefaultHandicap.Basis, Percent: domain.DefaultHandicap.Percent}
	}
	f.games, f.order, f.handicap = strconv.Itoa(saved.Games), saved.Order, saved.Handicap.On
	f.noTap, f.threeSixNine = saved.Format.NoTap, saved.Format.ThreeSixNine
	f.basis, f.percent = strconv.Itoa(saved.Handicap.Basis), strconv.Itoa(saved.Handicap.Percent)
	f.seed = leagueSeed{games: f.games, basis: f.basis, percent: f.percent}
}

// ready fills in the defaults of a form never restored (the prerendered page, tests).
func (f *leagueForm) ready() {
	if f.games == "" && f.seed.games == "" {
		f.games, f.basis, f.percent = strconv.Itoa(domain.DefaultSeriesGames), strconv.Itoa(domain.DefaultHandicap.Basis), strconv.Itoa(domain.DefaultHandicap.Percent)
		f.seed = leagueSeed{games: f.games, basis: f.basis, percent: f.percent}
	}
}

// problems says what is wrong with the series settings, field by field ("" when fine).
func (f *leagueForm) problems(m *Messages) (games, basis, percent string) {
	if _, ok := html.Number(f.games, 1, domain.MaxSeriesGames); !ok {
		games = m.SeriesGamesProblem.Say(domain.MaxSeriesGames)
	}
	if f.handicap {
		if _, ok := html.Number(f.basis, domain.MinBasis, domain.MaxBasis); !ok {
			basis = m.BasisProblem.Say(domain.MinBasis, domain.MaxBasis)
		}
		if _, ok := html.Number(f.percent, domain.MinPercent, domain.MaxPercent); !ok {
			percent = m.PercentProblem.Say(domain.MinPercent, domain.MaxPercent)
		}
	}
	return games, basis, percent
}

// averages is what the settings say of averages, for the setup form: whether the handicap is
// on, and the bowlers' averages in history.
func (f *leagueForm) averages() setup.League {
	return setup.League{Handicap: f.handicap, History: f.fromHistory, LookingUp: f.lookingUp}
}

// plan makes the series the setup screen describes for the players of f, or reports false
// when any setting or average is wrong (m words the problems it checks).
func (f *leagueForm) plan(players *setup.Form, m *Messages) (domain.Series, bool) {
	f.ready()
	games, basis, percent := f.problems(m)
	if games != "" || basis != "" || percent != "" {
		return domain.Series{}, false
	}
	count, _ := html.Number(f.games, 1, domain.MaxSeriesGames)
	s, err := domain.NewSeries(count, f.order, players.Names()...)
	if err != nil {
		return domain.Series{}, false
	}
	s.Format = f.format()
	if f.handicap {
		s.Handicap.On = true
		s.Handicap.Basis, _ = html.Number(f.basis, domain.MinBasis, domain.MaxBasis)
		s.Handicap.Percent, _ = html.Number(f.percent, domain.MinPercent, domain.MaxPercent)
		averages, ok := players.Averages(f.averages(), m)
		if !ok {
			return domain.Series{}, false
		}
		s.Averages = averages
	}
	return s, s.Check() == nil
}

// saveLeague remembers the settings of the series started, as an edit of the settings this
// window showed: when another window changed them since, it returns browser.ErrStale and stores
// nothing, and the form shows the stored settings (followLeague).
func (n *night) saveLeague(s domain.Series) error {
	sh := n.shared.league
	data, err := json.Marshal(savedLeague{Games: s.Games, Order: s.Order, Handicap: s.Handicap, Format: s.Format})
	if err != nil || sh == nil {
		return err
	}
	if err = sh.Write(data, false); errors.Is(err, browser.ErrStale) {
		n.followLeague() // the settings another window stored, missed until now
	}
	return err
}

// refreshAverages derives every bowler's average in history, for the handicap, once per
// change of history.
func (n *night) refreshAverages() {
	a, f := &n.archive, &n.league
	n.archive.Load(false)
	f.lookingUp = a.State() == history.Loading
	if a.State() != history.Ready || f.averagesGen == a.Gen()+1 {
		return
	}
	f.averagesGen = a.Gen() + 1
	f.fromHistory = map[string]setup.HistoryAverage{}
	for _, s := range domain.Statistics(a.Records(), 0) {
		avg, _ := s.Average().Whole()
		f.fromHistory[s.Name] = setup.HistoryAverage{Average: avg, Games: s.Games}
	}
}

// keep makes what was typed what the fields start with when they come back: the setup
// screen is left for another, and its fields are dismounted.
func (f *leagueForm) keep() {
	f.seed = leagueSeed{games: f.games, basis: f.basis, percent: f.percent}
}

// Handlers of the league fields.

func (f *leagueForm) onSeriesGames(ctx app.Context, e app.Event) {
	f.games = ctx.JSSrc().Get("value").String()
}

func (f *leagueForm) onOrder(ctx app.Context, e app.Event) {
	f.order = domain.KeepOrder
	if ctx.JSSrc().Get("value").String() == domain.RotateOrder.String() {
		f.order = domain.RotateOrder
	}
}

func (n *night) onHandicap(ctx app.Context, e app.Event) {
	n.league.handicap = ctx.JSSrc().Get("checked").Bool()
	n.Refresh()
}

func (f *leagueForm) onBasis(ctx app.Context, e app.Event) {
	f.basis = ctx.JSSrc().Get("value").String()
}

func (f *leagueForm) onPercent(ctx app.Context, e app.Event) {
	f.percent = ctx.JSSrc().Get("value").String()
}
