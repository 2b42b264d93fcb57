package tournament

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// What the device keeps of tournaments: every tournament in IndexedDB (shelf.go), each at a
// revision that a window's write is checked against (revise.go). The tournaments an earlier
// version kept in local storage, under StoreKey, move into the database on the first read.

// StoreKey is the local storage key under which an earlier version kept the tournaments, a
// JSON list of legacy, oldest first; BackupKey keeps a stored text that could not be read, as
// it was.
const (
	StoreKey  = "tenpin.tournaments"
	BackupKey = "tenpin.tournaments.backup"
)

// store is local storage, where an earlier version kept the tournaments: the browser's, or a
// test's.
var store browser.Store = browser.Local{}

// kept is one tournament on the device: the tournament as the domain keeps it (its settings,
// squads and entries the last the form gave that fit) and the form as typed, which may hold
// what does not fit yet, with what the window knows of its stored copy.
type kept struct {
	T    *domain.Tournament
	Form form

	// seed is the form the fields start with: taken when the tournament is read and when the
	// screen itself changes the form (a row added, amounts proposed), never as the director
	// types, so that an update never writes an older text over a field being typed in.
	seed form

	rev     uint64             // the revision stored, as this window last read or wrote it
	made    int64              // when it was first kept: the list's order
	base    *domain.Tournament // the tournament at rev: what this window's changes are made from
	fresh   bool               // new to the device: not stored yet
	changed bool               // changed since it was written: flush writes it
	writing bool               // a write, or its retry, is under way
}

// reseed takes the form as the fields' new start.
func (k *kept) reseed() {
	data, _ := json.Marshal(k.Form)
	k.seed = form{}
	_ = json.Unmarshal(data, &k.seed)
}

// legacy is a tournament as an earlier version kept it in local storage.
type legacy struct {
	Tournament json.RawMessage `json:"tournament"`
	Form       form            `json:"form"`
}

// legacyKept reads the tournaments an earlier version kept in local storage, as new to the
// device, ordered as they were there. A stored text that cannot be read is kept aside under
// BackupKey.
func legacyKept() []*kept {
	raw, ok, err := store.Load(StoreKey)
	if err != nil || !ok || raw == "" {
		return nil
	}
	var list []legacy
	if json.Unmarshal([]byte(raw), &list) != nil {
		_ = store.Save(BackupKey, raw)
		store.Remove(StoreKey)
		return nil
	}
	var out []*kept
	for i, st := range list {
		t, err := domain.ReadTournament(st.Tournament)
		if err != nil {
			continue
		}
		k := &kept{T: t, Form: st.Form, made: int64(i), base: t.Clone(), fresh: true, changed: true}
		k.Form.upgrade(t)
		k.reseed()
		out = append(out, k)
	}
	return out
}

// save notes that k changed: the handler that changed it stores it when it is done (flush).
func (s *Screen) save(k *kept) { k.changed = true }

// newTournament starts a tournament with the default settings, one squad on lanes 1 and 2
// and one blank entry, and shows its setup with the focus on its name.
func (s *Screen) newTournament(ctx app.Context) {
	named := "Open"
	if s.words != nil {
		named = s.words.NewName
	}
	t, err := domain.NewTournament(named, domain.DefaultTournamentSettings())
	if err != nil {
		return
	}
	t.Squads = []domain.Squad{{Name: "1", FirstLane: 1, LastLane: 2}}
	k := fresh(t, formOf(t))
	s.list = append(s.list, k)
	s.chosen, s.view = t.ID, viewSetup
	focusSoon(ctx, `[data-testid="tournament-name"]`)
}

// focusSoon moves the focus to the element selector finds, once the page shows the change.
func focusSoon(ctx app.Context, selector string) {
	ctx.Defer(func(ctx app.Context) {
		browser.AfterTask(func() {
			if e := app.Window().Get("document").Call("querySelector", selector); e.Truthy() {
				e.Call("focus")
			}
		})
	})
}

// printPage opens the browser's print dialog, where it has one.
func printPage() {
	if w := app.Window(); w.Get("print").Type() == app.TypeFunction {
		_, _ = browser.Call(w, "print")
	}
}
