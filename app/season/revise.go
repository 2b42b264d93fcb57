package season

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// A league in many windows. Every stored league carries a revision (domain.Season.Revision);
// a change is made on a copy of the league shown and stored at the next revision only while
// the stored one is still the revision shown, checked in the transaction that writes
// (shelf.save). When another window stored a newer one, the change (an edit, kept as the
// function that made it) is made again on the league as stored now: a change that still
// makes sense there is stored on top of it (a setting beside a rename: the settings' edit
// merges, domain.MergeSettings), and one that no longer does (the domain refuses it there: a
// week already bowled, a pair already kept) is refused with a message that names what the
// other window changed; the league then shows as stored, and what is typed stays.
//
// Other windows hear of a change as history's do (app/nightwindows.go): after every write it
// commits, a window raises a revision in local storage (RevKey, a shared value whose content
// does not matter), whose storage event tells the others to read the league they show again
// (Follow). They redraw it and keep what is typed in its fields.

// RevKey is the local storage key raised after every change a window stores to a league.
const RevKey = "tenpin.season.rev"

// edit is one change to a league, made on the league shown and, when another window stored a
// newer one first, again on that.
type edit func(l *domain.Season) error

// maxRetries bounds how often an edit is made again on a newer league in a row: windows
// storing as fast as they can would otherwise keep each other busy.
const maxRetries = 3

// change makes e on a copy of the league shown and stores it; done is what to say once stored.
// A refusal of e is returned, and nothing changes.
func (s *Screen) change(ctx app.Context, e edit, done func() notice) error {
	from := s.league
	next := from.Clone()
	if err := e(next); err != nil {
		return err
	}
	s.commit(ctx, from, next, e, done, 0)
	return nil
}

// commit shows next, e made on from, and stores it with the matches it kept that from did
// not. A change that changes nothing is not stored (a match kept already, by another window).
func (s *Screen) commit(ctx app.Context, from, next *domain.Season, e edit, done func() notice, tries int) {
	s.league = next
	s.leagues = renamed(s.leagues, next)
	if domain.SeasonChanges(from, next) == 0 {
		s.said(done())
		return
	}
	had := keptPairs(from)
	var matches []domain.KeptMatch
	for _, k := range next.Kept(-1) {
		if !had[[2]int{k.Week, k.Pair}] {
			matches = append(matches, k)
		}
	}
	next.Revise()
	s.commits++
	s.shelf.save(ctx, next, matches, from.Revision(), false, func(err error) {
		switch {
		case err == nil:
			s.announce()
			s.said(done())
		case errors.Is(err, browser.ErrChanged) && tries < maxRetries:
			s.again(ctx, from, e, done, tries+1)
		default:
			s.status, s.problem = notice{}, storeProblem(err)
			s.league = nil
			s.read(ctx, next.ID())
		}
	})
}

// said says done, once a change is stored.
func (s *Screen) said(done notice) {
	s.status = done
	if done.kind == noteKeptIn {
		s.filing.done = done // the match offered is kept, and stored: the offer is over
	}
}

// again reads the league as another window stored it and makes e on it: stored when it still
// makes sense there, else refused with what the other window changed. from is the league e
// was made on last.
func (s *Screen) again(ctx app.Context, from *domain.Season, e edit, done func() notice, tries int) {
	s.shelf.load(ctx, from.ID(), func(stored *domain.Season, _ int, err error) {
		switch {
		case errors.Is(err, errNoLeague):
			s.gone(ctx)
			return
		case err != nil:
			s.problem = notice{kind: noteUnreadable}
			return
		}
		next := stored.Clone()
		if err := e(next); err != nil {
			s.adopt(stored)
			s.status, s.problem = notice{}, revisedNotice(from, stored, err)
			if r := (keepRefusal{}); errors.As(err, &r) {
				s.filing.problem = r.why // said beside the match offered, naming its team or week
			}
			return
		}
		s.commit(ctx, stored, next, e, done, tries)
	})
}

// revisedNotice says that a change was refused on the league another window stored: what
// that window changed, and why the change no longer fits.
func revisedNotice(from, stored *domain.Season, err error) notice {
	why := refusal(err)
	switch {
	case errors.Is(err, domain.ErrConflict):
		why = notice{kind: noteConflict}
	case errors.Is(err, errDeleteRevised):
		why = notice{kind: noteNotDeleted}
	case errors.As(err, new(keepRefusal)):
		why = notice{} // said beside the match
	}
	return notice{kind: noteRevised, n: [3]int{int(domain.SeasonChanges(from, stored)), int(why.kind)}}
}

// gone says that the league shown was deleted in another window, and shows the others. A
// match offered for keeping in it is said so beside the offer too (the sheet's screen shows
// that, not the league screen's notices).
func (s *Screen) gone(ctx app.Context) {
	s.league, s.chosen, s.settings = nil, "", nil
	s.status, s.problem = notice{}, notice{kind: noteDeletedElsewhere}
	if s.filing.records != nil {
		s.filing.problem, s.filing.league = s.problem, ""
	}
	s.list(ctx)
}

// adopt shows league, read as stored, in place of the league shown (the same league, another
// revision): the part and week shown stay, and so does what is typed into the fields; the
// settings' form starts again from the stored settings unless something is typed into it.
func (s *Screen) adopt(league *domain.Season) {
	old := s.league
	s.league, s.link = league, ""
	s.leagues = renamed(s.leagues, league)
	s.week = min(s.week, max(league.Weeks()-1, 0))
	s.asOf = min(s.asOf, max(league.Weeks()-1, 0))
	if f := s.settings; f != nil && old != nil && !f.typedOn(old) {
		s.settings = nil
	}
}

// announce tells the other windows that this one stored a change to a league. A browser that
// refuses to store it only keeps them from hearing of the change until they are shown again.
func (s *Screen) announce() {
	if s.rev == nil {
		s.rev = browser.NewShared(browser.Local{}, RevKey)
	}
	_ = s.rev.Write([]byte(`{}`), true)
}

// Follow follows another window's change to the leagues (key RevKey, or "" when the page
// comes back into view): the list is read again and, when the league shown was stored anew or
// deleted, it is read and shown as stored, keeping what is typed. A league read before this
// window wrote one is let go: it may be older than the league shown.
func (s *Screen) Follow(ctx app.Context, key string) {
	if key != RevKey && key != "" || s.state != shelfReady || s.pub.asked || s.opened.text != "" {
		return
	}
	if s.rev == nil {
		s.rev = browser.NewShared(browser.Local{}, RevKey)
	}
	raw, changed, _, err := s.rev.Changed()
	if err != nil || !changed && key == "" {
		return
	}
	s.rev.Accept(raw)
	s.list(ctx)
	l, commits := s.league, s.commits
	if l == nil || s.loading != "" {
		return
	}
	s.shelf.load(ctx, l.ID(), func(stored *domain.Season, _ int, err error) {
		switch {
		case s.league == nil || s.league.ID() != l.ID():
		case s.commits != commits:
			// A change made here since the league was read is stored after it was read (the
			// shelf runs in order): what was read may be older than the league shown, and
			// the change's own outcome shows the league as stored.
		case errors.Is(err, errNoLeague):
			s.gone(ctx)
		case err == nil && stored.Revision() != s.league.Revision():
			s.adopt(stored)
		}
	})
}
