package app

import (
	"encoding/json"
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/app/setup"
	"tenpin/domain"
)

// The league settings on setup as the night keeps them. What they are, how they are checked
// and drawn, and the series they plan are package setup's (setup.Settings); the night
// remembers them on the device (leagueKey, shared with other windows: nightwindows.go
// follows another window's), and derives from history each bowler's average for the
// handicap.

// restoreLeague fills the settings with the saved ones, or the domain's defaults.
func (n *night) restoreLeague() {
	saved := setup.DefaultSaved()
	if value, ok := readShared(n.shared.league); ok {
		if s, ok := setup.ParseSaved(value); ok {
			saved = s
		}
	}
	n.league.Fill(saved)
}

// saveLeague remembers the settings of the series started, as an edit of the settings this
// window showed: when another window changed them since, it returns browser.ErrStale and stores
// nothing, and the form shows the stored settings (followLeague).
func (n *night) saveLeague(s domain.Series) error {
	sh := n.shared.league
	data, err := json.Marshal(setup.SavedOf(s))
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
	a, l := &n.archive, &n.league
	a.Load(false)
	l.LookingUp = a.State() == history.Loading
	if a.State() != history.Ready || n.averagesGen == a.Gen()+1 {
		return
	}
	n.averagesGen = a.Gen() + 1
	l.History = map[string]setup.HistoryAverage{}
	for _, s := range domain.Statistics(a.Records(), 0) {
		avg, _ := s.Average().Whole()
		l.History[s.Name] = setup.HistoryAverage{Average: avg, Games: s.Games}
	}
}

// onHandicap takes the handicap switch: with it on, setup shows each bowler's average from
// history.
func (n *night) onHandicap(ctx app.Context, e app.Event) {
	n.league.SetHandicap(ctx)
	n.Refresh()
}
