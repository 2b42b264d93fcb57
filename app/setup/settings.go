package setup

import (
	"encoding/json"
	"strconv"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The league settings beside the form: how many games the series has, its format (no-tap,
// 3-6-9), whether the bowling order is kept or rotated from game to game, and the handicap
// (basis, percentage, and each bowler's average, typed on the form or taken from history,
// which the night derives and hands over: History, LookingUp). The domain checks them
// (domain.Series.Check, Handicap.Check, Format.Check); this file reads what was typed, says
// what is wrong and plans the series or the match with the form's players. The night
// remembers them on the device (Saved) for the next series, and shows the settings another
// window stored (Fill); settingsview.go draws them.

// Settings is what the setup screen's league settings hold: each field as typed or chosen.
type Settings struct {
	Games          string // as typed in series-games
	Order          domain.Order
	Handicap       bool
	Basis, Percent string // as typed
	NoTap          int    // the no-tap chosen: 0 (off), 7, 8 or 9
	ThreeSixNine   bool

	// What history knows of averages, which the night derives from it for the handicap:
	// every bowler's average by name, and whether history is still loading (a bowler missing
	// from History may be in it).
	History   map[string]HistoryAverage
	LookingUp bool

	seed settingsSeed // the values the fields start with
}

// settingsSeed is the text the fields start with. Like a name field's, it changes only when
// settings are filled, never while typing, so that a render never writes over keys typed.
type settingsSeed struct {
	_                     noCompare
	games, basis, percent string
}

// Saved is the settings as the device remembers them.
type Saved struct {
	_        noCompare
	Games    int             `json:"games"`
	Order    domain.Order    `json:"order"`
	Handicap domain.Handicap `json:"handicap"`
	Format   domain.Format   `json:"format,omitzero"` // the format of the games (formats.md)
}

// SavedOf is the settings of series s, to remember.
func SavedOf(s domain.Series) Saved {
	return Saved{Games: s.Games, Order: s.Order, Handicap: s.Handicap, Format: s.Format}
}

// DefaultSaved is the domain's defaults, for a device that remembers no settings.
func DefaultSaved() Saved {
	return Saved{Games: domain.DefaultSeriesGames, Handicap: domain.DefaultHandicap}
}

// ParseSaved reads settings as saved, and whether they are settings the domain accepts.
func ParseSaved(value []byte) (Saved, bool) {
	var s Saved
	ok := json.Unmarshal(value, &s) == nil && s.Games >= 1 && s.Games <= domain.MaxSeriesGames && s.Handicap.Check() == nil && s.Format.Check() == nil
	return s, ok
}

// Fill sets the settings, and the values their fields start with, to saved ones. A handicap
// that is off still shows the domain's basis and percentage, for when it is turned on.
func (s *Settings) Fill(saved Saved) {
	if !saved.Handicap.On {
		saved.Handicap = domain.Handicap{Basis: domain.DefaultHandicap.Basis, Percent: domain.DefaultHandicap.Percent}
	}
	s.Games, s.Order, s.Handicap = strconv.Itoa(saved.Games), saved.Order, saved.Handicap.On
	s.NoTap, s.ThreeSixNine = saved.Format.NoTap, saved.Format.ThreeSixNine
	s.Basis, s.Percent = strconv.Itoa(saved.Handicap.Basis), strconv.Itoa(saved.Handicap.Percent)
	s.Keep()
}

// ready fills in the defaults of settings never filled (the prerendered page, tests).
func (s *Settings) ready() {
	if s.Games == "" && s.seed.games == "" {
		s.Games, s.Basis, s.Percent = strconv.Itoa(domain.DefaultSeriesGames), strconv.Itoa(domain.DefaultHandicap.Basis), strconv.Itoa(domain.DefaultHandicap.Percent)
		s.Keep()
	}
}

// Keep makes what was typed what the fields start with when they come back: the setup
// screen is left for another, and its fields are dismounted.
func (s *Settings) Keep() {
	s.seed = settingsSeed{games: s.Games, basis: s.Basis, percent: s.Percent}
}

// Problems says what is wrong with the settings, field by field ("" when fine).
func (s *Settings) Problems(m *i18n.Messages) (games, basis, percent string) {
	if _, ok := markup.Number(s.Games, 1, domain.MaxSeriesGames); !ok {
		games = m.SeriesGamesProblem.Say(domain.MaxSeriesGames)
	}
	if s.Handicap {
		if _, ok := markup.Number(s.Basis, domain.MinBasis, domain.MaxBasis); !ok {
			basis = m.BasisProblem.Say(domain.MinBasis, domain.MaxBasis)
		}
		if _, ok := markup.Number(s.Percent, domain.MinPercent, domain.MaxPercent); !ok {
			percent = m.PercentProblem.Say(domain.MinPercent, domain.MaxPercent)
		}
	}
	return games, basis, percent
}

// League is what the settings say of averages, for the form: whether the handicap is on, and
// the bowlers' averages in history.
func (s *Settings) League() League {
	return League{Handicap: s.Handicap, History: s.History, LookingUp: s.LookingUp}
}

// Format is the format the settings' choice describes.
func (s *Settings) Format() domain.Format {
	return domain.Format{NoTap: s.NoTap, ThreeSixNine: s.ThreeSixNine}
}

// checked reads the settings for a plan: the number of games and the handicap, or false when
// a field is wrong.
func (s *Settings) checked(m *i18n.Messages) (games int, h domain.Handicap, ok bool) {
	s.ready()
	if games, basis, percent := s.Problems(m); games != "" || basis != "" || percent != "" {
		return 0, domain.Handicap{}, false
	}
	games, _ = markup.Number(s.Games, 1, domain.MaxSeriesGames)
	h.On = s.Handicap
	h.Basis, _ = markup.Number(s.Basis, domain.MinBasis, domain.MaxBasis)
	h.Percent, _ = markup.Number(s.Percent, domain.MinPercent, domain.MaxPercent)
	return games, h, true
}

// Plan makes the series the setup screen describes for the players of f, or reports false
// when any setting or average is wrong (m words the problems it checks).
func (s *Settings) Plan(f *Form, m *i18n.Messages) (domain.Series, bool) {
	games, h, ok := s.checked(m)
	if !ok {
		return domain.Series{}, false
	}
	series, err := domain.NewSeries(games, s.Order, f.Names()...)
	if err != nil {
		return domain.Series{}, false
	}
	series.Format = s.Format()
	if h.On {
		series.Handicap = h
		averages, ok := f.Averages(s.League(), m)
		if !ok {
			return domain.Series{}, false
		}
		series.Averages = averages
	}
	return series, series.Check() == nil
}

// PlanMatch makes the match the setup screen describes for the teams of f: the number of
// games, the format and the handicap from the settings, the rest from the teams; false when
// a setting, a name or an average is wrong.
func (s *Settings) PlanMatch(f *Form, m *i18n.Messages) (domain.Match, bool) {
	games, h, ok := s.checked(m)
	if !ok {
		return domain.Match{}, false
	}
	match, ok := f.PlanMatch(games, h, s.History, m)
	if !ok {
		return domain.Match{}, false
	}
	match.League.Format = s.Format() // a choice the settings offer only when Check takes it
	return match, true
}
