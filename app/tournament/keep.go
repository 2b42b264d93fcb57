package tournament

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// What the device keeps of tournaments: every tournament, as its tournament file, beside the
// form as the director last typed it, in local storage under StoreKey. Why local storage
// rather than IndexedDB: a weekend of 200 entries with every game's balls is a few hundred
// kilobytes, well inside its few megabytes; it is read at once, before the screen's first
// render; and a change writes the whole in one step, as brackets' sets are written.

// StoreKey is the local storage key of the tournaments kept, a JSON list of stored, oldest
// first; BackupKey keeps a stored text that could not be read, as it was.
const (
	StoreKey  = "tenpin.tournaments"
	BackupKey = "tenpin.tournaments.backup"
)

// store is where the tournaments are kept: the browser's local storage, or a test's.
var store browser.Store = browser.Local{}

// kept is one tournament on the device: the tournament as the domain keeps it (its settings,
// squads and entries the last the form gave that fit) and the form as typed, which may hold
// what does not fit yet.
type kept struct {
	T    *domain.Tournament
	Form form

	// seed is the form the fields start with: taken when the tournament is read and when the
	// screen itself changes the form (a row added, amounts proposed), never as the director
	// types, so that an update never writes an older text over a field being typed in.
	seed form
}

// reseed takes the form as the fields' new start.
func (k *kept) reseed() {
	data, _ := json.Marshal(k.Form)
	k.seed = form{}
	_ = json.Unmarshal(data, &k.seed)
}

// stored is kept's stored form.
type stored struct {
	Tournament json.RawMessage `json:"tournament"`
	Form       form            `json:"form"`
}

// load reads the tournaments kept, which another window or an import may have changed. A
// stored text that cannot be read is kept aside under BackupKey.
func (s *Screen) load() {
	raw, ok, err := store.Load(StoreKey)
	if err != nil || !ok || raw == "" {
		return
	}
	var list []stored
	if json.Unmarshal([]byte(raw), &list) != nil {
		_ = store.Save(BackupKey, raw)
		store.Remove(StoreKey)
		return
	}
	s.list = s.list[:0]
	for _, st := range list {
		t, err := domain.ReadTournament(st.Tournament)
		if err != nil {
			continue
		}
		k := &kept{T: t, Form: st.Form}
		k.reseed()
		s.list = append(s.list, k)
	}
}

// save keeps every tournament; a browser that refuses is said plainly, and the tournament
// stays on the screen.
func (s *Screen) save() {
	list := make([]stored, len(s.list))
	for i, k := range s.list {
		data, err := k.T.MarshalJSON()
		if err != nil {
			continue
		}
		list[i] = stored{Tournament: data, Form: k.Form}
	}
	data, err := json.Marshal(list)
	if err == nil {
		err = store.Save(StoreKey, string(data))
	}
	if err != nil {
		s.problem = func(m *i18n.TournamentMessages) string { return m.NotSaved }
	}
}

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
	k := &kept{T: t, Form: formOf(t)}
	k.reseed()
	s.list = append(s.list, k)
	s.chosen, s.view = t.ID, viewSetup
	s.save()
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
