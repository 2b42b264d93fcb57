package season

// The leagues on the device: the list, the league shown read and kept after every change, a
// new league made, its settings changed, deleted and brought back (shelf.go stores them).

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// list reads the leagues kept, then the league to show: the one chosen last on this device,
// else the first.
func (s *Screen) list(ctx app.Context) {
	if s.state == shelfIdle {
		s.state = shelfLoading
	}
	s.shelf.list(ctx, func(leagues []listed, err error) {
		if err != nil {
			s.state = shelfRefused
			return
		}
		s.state, s.leagues = shelfReady, leagues
		if s.chosen == "" {
			s.chosen, _, _ = browser.Local{}.Load(ChosenKey)
		}
		if !s.has(s.chosen) {
			s.chosen = ""
			if len(leagues) > 0 {
				s.chosen = leagues[0].ID
			}
		}
		if s.chosen == "" {
			s.league = nil
			return
		}
		if s.league == nil || s.league.ID() != s.chosen {
			s.read(ctx, s.chosen)
		}
	})
}

// has reports whether league id is kept.
func (s *Screen) has(id string) bool {
	for _, l := range s.leagues {
		if l.ID == id {
			return true
		}
	}
	return false
}

// read reads league id and shows it.
func (s *Screen) read(ctx app.Context, id string) {
	if s.loading == id {
		return
	}
	s.loading = id
	s.shelf.load(ctx, id, func(league *domain.Season, unreadable int, err error) {
		if s.loading != id {
			return
		}
		s.loading = ""
		if err != nil {
			s.problem = notice{kind: noteUnreadable}
			return
		}
		s.show(league)
		if f := &s.filing; f.waiting && fixtureOf(f.records).League == league.ID() {
			f.waiting = false
			s.keep(ctx, domain.FixtureRef{}) // the sheet's Keep, tapped while its league was read
		}
		if unreadable > 0 {
			s.problem = notice{kind: noteMatchesUnreadable, n: [3]int{unreadable}}
		}
	})
}

// show makes league the one shown, at its first week not kept yet.
func (s *Screen) show(league *domain.Season) {
	s.league, s.chosen, s.form, s.settings, s.link = league, league.ID(), nil, nil, ""
	s.rosters, s.plan = rosterForm{}, planForm{}
	s.filing.league, s.filing.problem = "", notice{} // the match offered stays, to file in this league
	// The week to come, and the recap of the one before it once there is one.
	s.week, s.part = nextWeek(league), partSchedule
	if s.week > 0 {
		s.week, s.part = s.week-1, partRecap
	}
	s.asOf = min(s.week+1, league.Weeks()-1)
	_ = browser.Local{}.Save(ChosenKey, league.ID()) // a refused save only forgets the choice
}

// nextWeek is the first week of league (from 0) that has a pair not kept; the season's
// number of weeks when every match is kept.
func nextWeek(league *domain.Season) int {
	kept := keptPairs(league)
	for w, week := range league.Schedule() {
		for k := range week.Pairs {
			if !kept[[2]int{w, k}] {
				return w
			}
		}
	}
	return league.Weeks()
}

// stored finishes a write of a league made anew (new, imported, brought back): a browser that
// refused it is said; another window that stored the league first (the same import, the
// same Restore) shows it as stored, with nothing written over it; else ok runs.
func (s *Screen) stored(ctx app.Context, league *domain.Season, err error, ok func()) {
	switch {
	case errors.Is(err, browser.ErrChanged):
		s.problem = notice{kind: noteRevised, n: [3]int{int(domain.SeasonChanges(nil, nil)), int(noteNone)}}
		s.league = nil
		s.read(ctx, league.ID())
		s.list(ctx)
	case err != nil:
		s.problem = storeProblem(err)
	default:
		s.announce()
		ok()
	}
}

// renamed is the list with league's name as it is now.
func renamed(leagues []listed, league *domain.Season) []listed {
	for i := range leagues {
		if leagues[i].ID == league.ID() {
			leagues[i].Name = league.Name()
		}
	}
	return leagues
}

// storeProblem says why the browser did not keep a league.
func storeProblem(err error) notice {
	if strings.Contains(err.Error(), browser.ErrFull.Error()) {
		return notice{kind: noteStorageFull}
	}
	return notice{kind: noteNotKept}
}

// makeLeague makes the league of the new league's form, keeps it and shows its schedule.
func (s *Screen) makeLeague(ctx app.Context) {
	league, ok := s.form.newLeague(s.words)
	if !ok {
		s.problem = notice{kind: noteFixFields}
		focusSoon(ctx, `.league-screen [aria-invalid="true"]`)
		return
	}
	s.leagues = append(s.leagues, listed{ID: league.ID(), Name: league.Name()})
	s.show(league)
	league.Revise()
	s.commits++
	s.shelf.save(ctx, league, nil, 0, true, func(err error) {
		s.stored(ctx, league, err, func() { s.status = notice{kind: noteMade, a: league.Name()} })
	})
}

// saveSettings changes the league's name and settings to those typed.
func (s *Screen) saveSettings(ctx app.Context) {
	f := s.settings
	st, ok := f.settings()
	if !ok || f.problems(s.words).any {
		f.tried = true
		s.problem = notice{kind: noteFixFields}
		focusSoon(ctx, `.league-screen [aria-invalid="true"]`)
		return
	}
	base, baseName, name := formSettings(s.league), s.league.Name(), f.name
	if f.base != nil {
		base, baseName = *f.base, f.baseName
	}
	err := s.change(ctx, func(l *domain.Season) error {
		// Only what the form changed is changed: made again on a league another window
		// changed, the rest stays as that window left it.
		st, err := domain.MergeSettings(base, st, formSettings(l))
		if err != nil {
			return err
		}
		name, err := domain.MergeName(baseName, name, l.Name())
		if err != nil {
			return err
		}
		old := l.Name()
		if err := l.SetSettings(st); err != nil {
			return err
		}
		if l.Rename(name) != nil {
			_ = l.Rename(old)
		}
		return nil
	}, func() notice {
		s.settings = nil // stored: the form starts again from the league; refused, it keeps what is typed
		return notice{kind: noteSettingsSaved}
	})
	if err != nil {
		s.problem = refusal(err)
	}
}

// remove deletes the league shown from the device; Restore brings it back until the next
// change.
func (s *Screen) remove(ctx app.Context) {
	league := s.league
	s.shelf.remove(ctx, league, func(err error) {
		if errors.Is(err, browser.ErrChanged) {
			s.again(ctx, league, func(*domain.Season) error { return errDeleteRevised }, nil, maxRetries)
			return
		}
		if err != nil {
			s.problem = storeProblem(err)
			return
		}
		s.announce()
		s.deleted, s.league, s.chosen = league, nil, ""
		s.status = notice{kind: noteDeleted, a: league.Name()}
		s.list(ctx)
	})
}

// restore keeps the league deleted last again, whole, and shows it.
func (s *Screen) restore(ctx app.Context) {
	league := s.deleted
	if league == nil {
		return
	}
	s.deleted = nil
	s.commits++
	s.shelf.save(ctx, league, league.Kept(-1), 0, true, func(err error) {
		s.stored(ctx, league, err, func() {
			s.show(league)
			s.status = notice{kind: noteRestored, a: league.Name()}
			s.list(ctx)
		})
	})
}

// errDeleteRevised refuses a delete made from a league another window changed since: it is
// shown as stored, to delete again if that is still wanted.
var errDeleteRevised = errors.New("not deleted: the league changed")

// refusal says why the domain refused a change to the league, in the secretary's words: the
// week already bowled, or the change itself.
func refusal(err error) notice {
	if isWeekBowled(err) {
		return notice{kind: noteWeekBowled}
	}
	return notice{kind: noteChangeRefused}
}

// newLeague makes the new league the form describes, or reports false when anything is wrong (the
// problems then show).
func (f *leagueForm) newLeague(m *i18n.Messages) (*domain.Season, bool) {
	st, ok := f.settings()
	if f.problems(m).any || !ok {
		f.tried = true
		return nil, false
	}
	names := make([]string, len(f.teams))
	for t, d := range f.teams {
		names[t] = d.name
	}
	s, err := domain.NewSeason(f.name, st, names)
	if err != nil {
		f.tried = true
		return nil, false
	}
	for t, d := range f.teams {
		for _, b := range d.bowlers {
			if strings.TrimSpace(b.name) == "" {
				continue
			}
			entering, ok := number(b.entering, 0, domain.MaxAverage)
			if !ok {
				entering = -1
			}
			if s.SetBowler(domain.Bowler{Name: b.name, Entering: entering}) != nil ||
				s.ChangeRoster(domain.RosterChange{Week: 0, Bowler: b.name, Team: t}) != nil {
				f.tried = true
				return nil, false
			}
		}
	}
	return s, true
}
