package tournament

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A tournament in many windows. Every stored tournament carries a revision; a window's
// change is stored at the next revision only while the stored one is still the revision the
// window read, checked in the transaction that writes (shelf.put). When another window stored
// a newer one first, the change is made again on the tournament as stored now
// (domain.MergeTournament): a change that still makes sense there (an entry beside a sheet
// kept, the same sheet kept by both) is stored on top of it, and one that no longer does (a
// kept pair's bowler renamed, two windows' entries) is refused with a message that names what
// the other window changed; the tournament then shows as stored, and what is typed stays in
// the fields.
//
// Other windows hear of a change as the leagues' do: after every write it commits, a window
// raises a revision in local storage (RevKey, a shared value whose content does not matter),
// whose storage event tells the others to read the tournaments again (Follow).

// RevKey is the local storage key raised after every change a window stores to a tournament.
const RevKey = "tenpin.tournament.rev"

// maxRetries bounds how often a change is made again on a newer tournament in a row: windows
// storing as fast as they can would otherwise keep each other busy.
const maxRetries = 3

// fresh is a tournament new to the device, with its form, to be stored by the next flush.
func fresh(t *domain.Tournament, f form) *kept {
	k := &kept{T: t, Form: f, made: time.Now().UnixMilli(), base: t.Clone(), fresh: true, changed: true}
	k.reseed()
	return k
}

// shelfOf is the screen's shelf, the browser's database unless a test set one.
func (s *Screen) shelfOf() shelf {
	if s.shelf == nil {
		s.shelf = &database{}
	}
	return s.shelf
}

// reload reads every tournament kept, which another window or an import may have changed,
// and shows each as stored, unless this window has a change to it under way; tournaments an
// earlier version kept in local storage move into the database.
func (s *Screen) reload(ctx app.Context) {
	s.shelfOf().all(ctx, func(values [][]byte, err error) {
		if err != nil {
			s.problem = func(m *i18n.TournamentMessages) string { return m.NotSaved }
			return
		}
		var list []*kept
		for _, v := range values {
			k, err := decodeStored(v)
			if err != nil {
				continue
			}
			if had := s.find(k.T.ID); had != nil && (had.writing || had.changed || had.rev == k.rev) {
				k = had // as this window has it: unchanged there, or its own change under way
			}
			list = append(list, k)
		}
		moved := legacyKept()
		for _, k := range append(moved, s.list...) {
			if k.fresh && !slices.ContainsFunc(list, func(o *kept) bool { return o.T.ID == k.T.ID }) {
				list = append(list, k)
			}
		}
		slices.SortStableFunc(list, func(a, b *kept) int { return int(a.made - b.made) })
		s.list, s.loaded = list, true
		s.keepWaiting(ctx)
		s.flush(ctx)
		if len(moved) > 0 && s.problem == nil {
			store.Remove(StoreKey) // they are in the database now
		}
	})
}

// find returns the tournament id as this window holds it, or nil.
func (s *Screen) find(id string) *kept {
	for _, k := range s.list {
		if k.T.ID == id {
			return k
		}
	}
	return nil
}

// busy reports whether a tournament is still being stored (the screen is aria-busy).
func (s *Screen) busy() bool {
	return slices.ContainsFunc(s.list, func(k *kept) bool { return k.writing || k.changed })
}

// flush stores every tournament changed since it was written. Each handler that changes one
// calls it last.
func (s *Screen) flush(ctx app.Context) {
	for _, k := range s.list {
		if k.changed && !k.writing {
			s.write(ctx, k, 0)
		}
	}
}

// write stores k at the next revision, made from the revision it has; a change made while it
// is written is written after it.
func (s *Screen) write(ctx app.Context, k *kept, tries int) {
	value, err := encodeStored(k, k.rev+1)
	if err != nil {
		return
	}
	sent := k.T.Clone()
	k.changed, k.writing = false, true
	s.shelfOf().put(ctx, k.T.ID, value, k.rev, k.fresh, func(err error) {
		k.writing = false
		switch {
		case err == nil:
			k.rev, k.fresh, k.base = k.rev+1, false, sent
			s.announce()
			if k.changed {
				s.write(ctx, k, 0)
			}
		case errors.Is(err, browser.ErrChanged) && tries < maxRetries:
			s.again(ctx, k, tries+1)
		default:
			s.status, s.problem = nil, func(m *i18n.TournamentMessages) string { return m.NotSaved }
		}
	})
}

// again reads k as another window stored it and makes this window's change (from k.base to
// k.T) on it: stored when it still makes sense there, else refused, saying what the other
// window changed, with k shown as stored and the form as typed.
func (s *Screen) again(ctx app.Context, k *kept, tries int) {
	k.writing = true
	s.shelfOf().get(ctx, k.T.ID, func(value []byte, found bool, err error) {
		k.writing = false
		if err != nil || !found {
			s.problem = func(m *i18n.TournamentMessages) string { return m.NotSaved }
			return
		}
		st, err := decodeStored(value)
		if err != nil {
			s.problem = func(m *i18n.TournamentMessages) string { return m.NotSaved }
			return
		}
		base := k.base
		if k.fresh { // the same tournament made here and there (its file imported in both)
			base = st.T
		}
		merged, err := domain.MergeTournament(base, k.T, st.T)
		if err != nil {
			var moved rowMoves
			k.Form, moved = mergeForm(formOf(k.base), k.Form, formOf(st.T)) // what is typed stays
			k.reseed()
			followRow(ctx, moved)
			k.T, k.base, k.rev, k.made, k.fresh, k.changed = st.T, st.T.Clone(), st.rev, st.made, false, false
			why := revisedSay(k.T, err)
			s.status, s.problem = nil, why
			if s.sheet.status != nil {
				s.sheet.status, s.sheet.problem = nil, why
			}
			return
		}
		same := tournamentText(merged) == tournamentText(st.T)
		if setupText(st.T) != setupText(k.base) { // the other window's setup shows in the fields, beside what is typed here
			var moved rowMoves
			k.Form, moved = mergeForm(formOf(k.base), k.Form, formOf(st.T))
			k.reseed()
			followRow(ctx, moved)
		}
		k.T, k.base, k.rev, k.made, k.fresh = merged, st.T, st.rev, st.made, false
		if same && !k.changed {
			if s.sheet.status != nil {
				s.sheet.status = func(m *i18n.TournamentMessages) string { return m.SheetSame }
			}
			return // nothing of this window's change is missing there: the same sheet, kept once
		}
		s.write(ctx, k, tries)
	})
}

// tournamentText is t's file, to compare tournaments by.
func tournamentText(t *domain.Tournament) string {
	data, _ := t.MarshalJSON()
	return string(data)
}

// setupText is t's setup (name, settings, squads, entries), to compare setups by.
func setupText(t *domain.Tournament) string {
	data, _ := json.Marshal([]any{t.Name, t.Settings, t.Squads, t.Entries})
	return string(data)
}

// revisedSay says that a change was refused on the tournament t another window stored: what
// that window changed, as the refusal err names it.
func revisedSay(t *domain.Tournament, err error) say {
	var c *domain.TournamentConflict
	if !errors.As(err, &c) {
		return func(m *i18n.TournamentMessages) string { return m.NotSaved }
	}
	if c.Part == domain.TournamentSheets {
		pair := pairName(t, c.Squad, c.Pair)
		return func(m *i18n.TournamentMessages) string { return m.RevisedSheet.Say(pair) }
	}
	part := c.Part
	return func(m *i18n.TournamentMessages) string {
		what := map[domain.TournamentPart]string{domain.TournamentName: m.PartName, domain.TournamentRules: m.PartSettings,
			domain.TournamentSquads: m.PartSquads, domain.TournamentEntries: m.PartEntries, domain.TournamentFinals: m.PartFinals,
			domain.TournamentPrizes: m.PartPrizes}[part]
		return m.Revised.Say(what)
	}
}

// pairName names squad's pair (both from 0) as the director knows it: the squad and the lanes
// of its first block, like "Sat 9 · 1-2".
func pairName(t *domain.Tournament, squad, pair int) string {
	if squad < 0 || squad >= len(t.Squads) {
		return itoa(squad+1) + " · " + itoa(pair+1)
	}
	name := t.Squads[squad].Name
	if pairs, err := t.Seating(squad); err == nil && pair < len(pairs) {
		lane := pairs[pair].Blocks[0].Lane
		return name + " · " + itoa(lane) + "-" + itoa(lane+1)
	}
	lane := t.Squads[squad].FirstLane + 2*pair
	return name + " · " + itoa(lane) + "-" + itoa(lane+1)
}

// announce tells the other windows that this one stored a change to a tournament. A browser
// that refuses to store it only keeps them from hearing of the change until they are shown
// again.
func (s *Screen) announce() {
	if !app.IsClient {
		return
	}
	if s.rev == nil {
		s.rev = browser.NewShared(browser.Local{}, RevKey)
	}
	_ = s.rev.Write([]byte(`{}`), true)
}

// Follow follows another window's change to the tournaments (key RevKey, or "" when the page
// comes back into view: then only when the revision moved): once the screen has read them,
// they are read again, and each shows as stored unless this window has a change to it under
// way; what is typed into the fields stays unless that window changed the setup.
func (s *Screen) Follow(ctx app.Context, key string) {
	if key != RevKey && key != "" || !s.loaded || s.pub != nil {
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
	s.reload(ctx)
}

// reader reads the tournaments kept once it is on the page, and again whenever the app asks
// (Show): the screen and an opened sheet's filing draw it, so that the read, which waits for
// the database, starts where a context is.
type reader struct {
	app.Compo

	Screen *Screen
	Asked  int // raised by Show: read again
}

func (r *reader) Render() app.UI { return markup.El("span", "hidden", "") }

// OnMount reads the tournaments kept.
func (r *reader) OnMount(ctx app.Context) { r.Screen.reload(ctx) }

// OnUpdate reads them again when Show asked.
func (r *reader) OnUpdate(ctx app.Context) { r.Screen.reload(ctx) }

// mergeForm is the form after another window's change: each field as typed here (mine) where
// it differs from the form of the tournament this window read (base), else as the other
// window's tournament has it (stored). Squads and entries go row by row; a row typed here
// where the other window added or changed that row goes after the other's rows, so that
// neither is lost. The finals' and prizes' fields are this window's. It also says where each
// of mine's rows went.
func mergeForm(base, mine, stored form) (form, rowMoves) {
	out := mine
	for _, f := range []struct{ b, m, s, to *string }{
		{&base.Name, &mine.Name, &stored.Name, &out.Name}, {&base.Games, &mine.Games, &stored.Games, &out.Games},
		{&base.Fee, &mine.Fee, &stored.Fee, &out.Fee}, {&base.Reentry, &mine.Reentry, &stored.Reentry, &out.Reentry},
		{&base.Finalists, &mine.Finalists, &stored.Finalists, &out.Finalists}, {&base.Finals, &mine.Finals, &stored.Finals, &out.Finals},
		{&base.Ladder, &mine.Ladder, &stored.Ladder, &out.Ladder}, {&base.Bonus, &mine.Bonus, &stored.Bonus, &out.Bonus},
		{&base.Bye, &mine.Bye, &stored.Bye, &out.Bye}, {&base.Basis, &mine.Basis, &stored.Basis, &out.Basis},
		{&base.Percent, &mine.Percent, &stored.Percent, &out.Percent}, {&base.FinalsAt, &mine.FinalsAt, &stored.FinalsAt, &out.FinalsAt},
	} {
		if *f.m == *f.b {
			*f.to = *f.s
		}
	}
	if mine.Carry == base.Carry {
		out.Carry = stored.Carry
	}
	if mine.Handicap == base.Handicap {
		out.Handicap = stored.Handicap
	}
	if mine.Position == base.Position {
		out.Position = stored.Position
	}
	var m rowMoves
	out.Squads, m.squads = mergeRows(base.Squads, mine.Squads, stored.Squads, func(squadRow) bool { return false })
	out.Entries, m.entries = mergeRows(base.Entries, mine.Entries, stored.Entries, entryRow.blank)
	return out, m
}

// rowMoves says where mergeForm put the rows typed here: squads[i] and entries[i] are the new
// places of this window's squad and entry i, -1 where there is none.
type rowMoves struct{ squads, entries []int }

// mergeRows merges rows as mergeForm says; blank rows typed here are dropped, and one blank
// row ends the entries again (the row Enter opened). where[i] is the new place of mine's row
// i: its own, the stored row that took its place when it was not changed here, or the blank
// row at the end when it was blank.
func mergeRows[R comparable](base, mine, stored []R, blank func(R) bool) (out []R, where []int) {
	at := func(rows []R, i int) (r R) {
		if i < len(rows) {
			r = rows[i]
		}
		return r
	}
	type placed struct {
		row  R
		from int // mine's row that is here, or -1
	}
	var rows, after []placed
	var zero R
	for i := range max(len(mine), len(stored)) {
		b, m, s := at(base, i), at(mine, i), at(stored, i)
		switch {
		case m == b:
			rows = append(rows, placed{s, i})
		case s == b || s == m:
			rows = append(rows, placed{m, i})
		default:
			rows, after = append(rows, placed{s, -1}), append(after, placed{m, i})
		}
	}
	rows = slices.DeleteFunc(append(rows, after...), func(p placed) bool { return p.row == zero || blank(p.row) })
	where = make([]int, len(mine))
	for i := range where {
		where[i] = -1
	}
	for j, p := range rows {
		if p.from >= 0 && p.from < len(mine) {
			where[p.from] = j
		}
		out = append(out, p.row)
	}
	if blank(zero) {
		for i, m := range mine {
			if m == zero || blank(m) {
				where[i] = len(out)
			}
		}
		out = append(out, zero)
	}
	return out, where
}

// followRow keeps the focus in the row a person is typing in when mergeForm moved that row:
// on the field of the same kind in the row's new place, with the caret where it was, so that
// what is typed next goes on into that row and never into the row that took its place.
func followRow(ctx app.Context, m rowMoves) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	el := doc.Get("activeElement")
	if !el.Truthy() || !el.Get("dataset").Truthy() {
		return
	}
	act, id := el.Get("dataset").Get("act"), el.Get("dataset").Get("id")
	if act.Type() != app.TypeString || id.Type() != app.TypeString {
		return
	}
	where := m.entries
	if strings.HasPrefix(act.String(), "squad-") {
		where = m.squads
	} else if !strings.HasPrefix(act.String(), "entry-") {
		return
	}
	row, err := strconv.Atoi(id.String())
	if err != nil || row < 0 || row >= len(where) || where[row] < 0 || where[row] == row {
		return
	}
	start, end := el.Get("selectionStart"), el.Get("selectionEnd") // null in a select
	selector := `[data-act="` + act.String() + `"][data-id="` + itoa(where[row]) + `"]`
	ctx.Defer(func(app.Context) {
		if e := doc.Call("querySelector", selector); e.Truthy() {
			e.Call("focus")
			if start.Type() == app.TypeNumber && end.Type() == app.TypeNumber {
				e.Call("setSelectionRange", start, end) // past the end of the value: at its end
			}
		}
	})
}
