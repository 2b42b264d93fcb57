package brackets

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/bracketsets"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// memoryStore is local storage in a map.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m memoryStore) Save(key, value string) error          { m[key] = value; return nil }
func (m memoryStore) Remove(key string)                     { delete(m, key) }

// noCtx is the context the screen's handlers get in these tests: the sets are kept in memory
// (bracketsets.Memory), whose calls are done at once, with no context.
var noCtx app.Context

// keptNow is every set kept, as the history file carries them.
func keptNow() []domain.BracketRecord {
	var out []domain.BracketRecord
	bracketsets.Kept(noCtx, func(sets []domain.BracketRecord) { out = sets })
	return out
}

// fakeNight is a night of ten bowlers and a 3-game series, with the scores known so far.
type fakeNight struct {
	names  []string
	scores map[string][]domain.GameScore
}

func (n *fakeNight) Bowlers(string) ([]string, int)              { return n.names, 3 }
func (n *fakeNight) Scores(string) map[string][]domain.GameScore { return n.scores }

func newScreen(t *testing.T) (*Screen, *fakeNight, *bracketsets.Memory) {
	t.Helper()
	mem := &bracketsets.Memory{}
	oldStore, oldKeep := bracketsets.Store, bracketsets.Keep
	bracketsets.Store, bracketsets.Keep = memoryStore{}, mem
	t.Cleanup(func() { bracketsets.Store, bracketsets.Keep = oldStore, oldKeep })
	n := &fakeNight{names: strings.Fields("AAA BBB CCC DDD EEE FFF GGG HHH III JJJ"), scores: map[string][]domain.GameScore{}}
	s := &Screen{Night: n}
	s.Show(noCtx, "brackets")
	return s, n, mem
}

var en = func() *i18n.BracketMessages { i18n.OfficeWords(); return i18n.English.Brackets }() // before the package's init

func TestCents(t *testing.T) {
	tests := []struct {
		text string
		want int
		ok   bool
	}{
		{"5", 500, true}, {"5.00", 500, true}, {" 5.5 ", 550, true}, {"5,25", 525, true}, {"0", 0, true}, {"0.05", 5, true},
		{"", 0, false}, {"5.", 500, true}, {".5", 0, false}, {"5.001", 0, false}, {"-5", 0, false}, {"5 00", 0, false},
		{"five", 0, false}, {"100000.00", 10_000_000, true}, {"100000.01", 10_000_001, false},
	}
	for _, tt := range tests {
		if got, ok := Cents(tt.text); ok != tt.ok || ok && got != tt.want {
			t.Errorf("Cents(%q) = %d, %v, want %d, %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
	for _, c := range []int{0, 5, 50, 500, 1234, 10_000_000} {
		if got, ok := Cents(Money(c)); !ok || got != c {
			t.Errorf("Cents(Money(%d)) = %d, %v", c, got, ok)
		}
	}
}

func TestGames(t *testing.T) {
	tests := []struct {
		text string
		of   int
		want []int
	}{
		{"1 2 3", 3, []int{1, 2, 3}}, {"3,2,1", 3, []int{3, 2, 1}}, {"1-2", 3, []int{1, 2}}, {"2", 3, []int{2}},
		{"1 2 3 4", 4, []int{1, 2, 3, 4}}, {"1 2 3 4 5", 5, nil}, {"1 1", 3, nil}, {"4", 3, nil}, {"", 3, nil}, {"a", 3, nil},
	}
	for _, tt := range tests {
		got, ok := games(tt.text, tt.of)
		if ok != (tt.want != nil) || ok && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("games(%q, %d) = %v, %v, want %v", tt.text, tt.of, got, ok, tt.want)
		}
	}
}

// TestForm types into a new set's form: each refusal is said next to its field, keeps what
// was typed, and leaves the set as it was; what reads goes into the set and is kept.
func TestForm(t *testing.T) {
	s, _, mem := newScreen(t)
	s.newSet(noCtx)
	r := s.set()
	if r == nil || !reflect.DeepEqual(r.Set, domain.BracketSet{Games: []int{1, 2, 3}, Byes: true, Fee: 500, House: 500, Winner: 2500, Runner: 1000}) {
		t.Fatalf("a new set = %+v", r)
	}
	type step struct{ act, name, text string }
	tests := []struct {
		name  string
		steps []step
		want  problems // what the form says, by field
		set   domain.BracketSet
	}{
		{"shares that do not add up", []step{{"winner", "", "26.00"}},
			problems{"shares": "Winner, runner-up and house must add up to 40.00 (8 places × 5.00); now they make 41.00."},
			r.Set},
		{"then they do", []step{{"winner", "", "26.00"}, {"house", "", "4"}},
			problems{},
			domain.BracketSet{Games: []int{1, 2, 3}, Byes: true, Fee: 500, House: 400, Winner: 2600, Runner: 1000}},
		{"a bad fee", []step{{"fee", "", "5.0.0"}},
			problems{"fee": en.MoneyProblem.Say("100000.00")}, r.Set},
		{"two games", []step{{actGames, "", "3 1"}, {"fee", "", "2"}, {"winner", "", "5"}, {"runner", "", "2"}, {"house", "", "1"}},
			problems{},
			domain.BracketSet{Games: []int{3, 1}, Byes: true, Fee: 200, House: 100, Winner: 500, Runner: 200}},
		{"a game the series has not", []step{{actGames, "", "1 4"}},
			problems{actGames: en.GamesProblem.Say(domain.MaxBracketGames, 3)}, r.Set},
		{"entries", []step{{actEntries, "AAA", "3"}, {actEntries, "BBB", "x"}},
			problems{actEntries + ":BBB": en.EntriesProblem.Say(domain.MaxBracketEntries)}, r.Set},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.form = form{}
			*r = domain.BracketRecord{ID: r.ID, Made: r.Made, Set: domain.BracketSet{Games: []int{1, 2, 3}, Byes: true, Fee: 500, House: 500, Winner: 2500, Runner: 1000}}
			for _, st := range tt.steps {
				s.form.typed(r, st.act, st.name, st.text)
				s.keepForm(noCtx, r)
			}
			if got := s.problemsOf(r, en); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("problems = %q, want %q", got, tt.want)
			}
			if !reflect.DeepEqual(r.Set, tt.set) {
				t.Errorf("set = %+v, want %+v", r.Set, tt.set)
			}
			for _, st := range tt.steps {
				k := st.act
				if k == actEntries {
					k += ":" + st.name
				}
				if got := s.form.value(k, ""); got != st.text {
					t.Errorf("field %s = %q, want %q as typed", k, got, st.text)
				}
			}
			if kept := keptNow(); len(kept) != 1 || !reflect.DeepEqual(kept[0].Set, r.Set) {
				t.Errorf("kept %+v, want the set %+v", kept, r.Set)
			}
		})
	}
	if stored, _ := json.Marshal(mem.Sets); !strings.Contains(string(stored), `"entries":[{"name":"AAA","count":3}]`) {
		t.Errorf("stored %s, want AAA's 3 entries", stored)
	}

	// Adding by name: a name that is not a bowler of the night is refused and stays typed.
	s.form = form{}
	s.form.typed(r, actAddName, "", "zzz")
	s.form.add(r, s.Night.(*fakeNight).names)
	if p := s.problemsOf(r, en)[actAddName]; p != en.NotABowler.Say("ZZZ") || s.form.value(actAddName, "") != "zzz" {
		t.Errorf("adding ZZZ: problem %q, field %q", p, s.form.value(actAddName, ""))
	}
	s.form.typed(r, actAddName, "", "ccc")
	s.form.typed(r, actAddCount, "", "4")
	s.form.add(r, s.Night.(*fakeNight).names)
	s.keepForm(noCtx, r)
	if n, _ := s.form.entries(r, "CCC"); n != 4 || s.form.value(actAddName, "") != "" {
		t.Errorf("adding 4 to CCC: %d entries, name field %q", n, s.form.value(actAddName, ""))
	}
}

// nightOf bowls n games of random scores for the night's bowlers, with a handicap.
func nightOf(n *fakeNight, games int, seed int) {
	for i, name := range n.names {
		var gs []domain.GameScore
		for g := range games {
			gs = append(gs, domain.GameScore{Known: true, Bowled: !(i == 3 && g == 1), Scratch: 120 + (seed*37+i*53+g*71)%150, Handicap: i * 3})
		}
		n.scores[name] = gs
	}
}

// TestDrawAndSettle draws a night of ten bowlers into twelve brackets, refuses a bowler who
// entered more often than the brackets, settles the brackets as games come in and checks
// the payouts and the page against the domain.
func TestDrawAndSettle(t *testing.T) {
	s, n, _ := newScreen(t)
	s.newSet(noCtx)
	r := s.set()
	r.Set.Byes = false // 100 entries: 12 brackets of 8, 4 entries returned
	for i, name := range n.names {
		s.form.typed(r, actEntries, name, strconv.Itoa(10+10*max(0, 1-i))) // AAA 20, the others 10
	}
	s.keepForm(noCtx, r)
	s.draw(noCtx, r, false)
	if r.Draw != nil || s.problem.in(en) != en.FixFields {
		t.Fatalf("a draw with 20 entries of a bowler: draw %v, problem %q", r.Draw, s.problem.in(en))
	}
	if p := s.problemsOf(r, en)[actEntries+":AAA"]; p != en.TooMany.Say("AAA", 20, 12) {
		t.Errorf("AAA's problem = %q", p)
	}
	for _, name := range n.names {
		s.form.typed(r, actEntries, name, "10")
	}
	s.keepForm(noCtx, r)
	s.draw(noCtx, r, false)
	if r.Draw == nil || len(r.Draw.Brackets) != 12 || s.status.in(en) != en.Drawn.Say(12) {
		t.Fatalf("draw = %+v, status %q, problem %q", r.Draw, s.status.in(en), s.problem.in(en))
	}
	seed := r.Seed
	s.draw(noCtx, r, true) // a redraw before the first game: a new seed
	if r.Seed == seed {
		t.Errorf("redraw kept seed %d", seed)
	}
	if want, _ := domain.DrawBrackets(r.Set, r.Entries, r.Seed); !reflect.DeepEqual(*r.Draw, want) {
		t.Errorf("draw = %+v, want the domain's %+v", *r.Draw, want)
	}

	for games := 0; games <= 3; games++ {
		nightOf(n, games, 7)
		v := settle(r, n.scores)
		var want []domain.BracketResult
		for _, br := range r.Draw.Brackets {
			res, _ := domain.ResolveBracket(r.Set, br, n.scores)
			want = append(want, res)
		}
		if !reflect.DeepEqual(v.payouts, domain.Payouts(r.Set, *r.Draw, want)) {
			t.Errorf("after %d games: payouts = %+v", games, v.payouts)
		}
		html := app.HTMLString(s.Render(&i18n.English))
		for _, p := range v.payouts {
			row := fmt.Sprintf(`data-testid="payout-row" data-name="%s" data-paid="%d" data-returned="%d" data-won="%d"`, p.Name, p.Paid, p.Returned, p.Won)
			if !strings.Contains(html, row) {
				t.Errorf("after %d games: no %s", games, row)
			}
		}
		if got := strings.Count(html, `data-testid="bracket"`); got != 12 {
			t.Errorf("after %d games: %d brackets shown", games, got)
		}
		if got, want := strings.Count(html, `data-testid="bracket-winner">`)-strings.Count(html, `data-testid="bracket-winner"></strong>`), v.done; got != want || (games == 3) != (want == 12) {
			t.Errorf("after %d games: %d winners shown, %d decided", games, got, want)
		}
		if redraw := strings.Contains(html, `data-testid="redraw"`); redraw != (games == 0) {
			t.Errorf("after %d games: Redraw shown %v", games, redraw)
		}
	}
	s.draw(noCtx, r, true)
	if s.problem.in(en) != en.Started {
		t.Errorf("a redraw after the games: problem %q", s.problem.in(en))
	}
}

// TestDeleteRestore deletes the set shown and brings it back with Restore.
func TestDeleteRestore(t *testing.T) {
	s, _, _ := newScreen(t)
	s.newSet(noCtx)
	id := s.set().ID
	s.deleteSet(noCtx)
	if s.set() != nil || len(keptNow()) != 0 || s.deleted == nil {
		t.Fatalf("after Delete: set %v, kept %d", s.set(), len(keptNow()))
	}
	if html := app.HTMLString(s.Render(&i18n.English)); !strings.Contains(html, en.Restore) || !strings.Contains(html, en.Deleted) {
		t.Errorf("after Delete the screen offers no Restore:\n%s", html)
	}
	s.restore(noCtx)
	if r := s.set(); r == nil || r.ID != id || len(keptNow()) != 1 {
		t.Errorf("after Restore: set %v, kept %d", r, len(keptNow()))
	}
}

// TestRenderForm checks the form's hooks: an entries field per bowler with its name, Draw.
func TestRenderForm(t *testing.T) {
	s, n, _ := newScreen(t)
	s.newSet(noCtx)
	s.form.typed(s.set(), actEntries, "CCC", "2")
	root := s.Render(&i18n.English)
	html := app.HTMLString(root)
	for _, name := range n.names {
		if !strings.Contains(html, `data-name="`+name+`"`) {
			t.Errorf("no entries field for %s", name)
		}
	}
	want := app.Elem("button").Attr("type", "button").Attr("class", "button primary").Attr("data-act", actDraw).
		Attr("data-testid", "draw").Text(en.Draw)
	if err := app.Match(want, root, 3, 2, 0); err != nil {
		t.Errorf("Draw: %v", err)
	}
	field := field("fee", en.Fee, "5.x", "", "Type an amount", "text", "decimal", "")
	wantField := app.Elem("div").Attr("class", "number-field").Body(
		app.Elem("label").Attr("for", "bracket-fee").Attr("class", "field-label").Text(en.Fee),
		app.ElemSelfClosing("input").Attr("type", "text").Attr("id", "bracket-fee").Attr("class", "number-input").Attr("data-act", "fee").
			Attr("data-testid", "bracket-fee").Attr("inputmode", "decimal").Attr("value", "5.x").Attr("autocomplete", "off").
			Attr("aria-invalid", "true").Attr("aria-describedby", "bracket-fee-problem"),
		app.Elem("div").Attr("class", "field-problem-slot").Body(
			app.Elem("p").Attr("id", "bracket-fee-problem").Attr("class", "field-problem").Attr("role", "alert").Text("Type an amount")),
	)
	if err := app.Match(wantField, field); err != nil {
		t.Errorf("a refused fee: %v", err)
	}
}

// TestLinkOpened opens a set's link: it shows as shared, and a damaged one says so.
func TestLinkOpened(t *testing.T) {
	s, n, _ := newScreen(t)
	s.newSet(noCtx)
	r := s.set()
	for _, name := range n.names[:8] {
		s.form.typed(r, actEntries, name, "1")
	}
	s.keepForm(noCtx, r)
	s.draw(noCtx, r, false)
	nightOf(n, 3, 1)
	s.shareLink()
	_, text, ok := strings.Cut(s.link, "#")
	if !ok || !strings.HasPrefix(text, Fragment) {
		t.Fatalf("link = %q", s.link)
	}
	other, _, _ := newScreen(t)
	other.Show(noCtx, text)
	html := app.HTMLString(other.Render(&i18n.English))
	res, _ := domain.ResolveBracket(r.Set, r.Draw.Brackets[0], n.scores)
	if !strings.Contains(html, `data-testid="bracket-winner">`+res.Winner+`<`) || strings.Contains(html, "link-problem") {
		t.Errorf("the opened link does not show winner %s:\n%s", res.Winner, html)
	}
	other.Show(noCtx, text[:len(text)-3])
	if html := app.HTMLString(other.Render(&i18n.English)); !strings.Contains(html, en.LinkDamaged) {
		t.Errorf("a damaged link does not say so")
	}
	if kept := keptNow(); len(kept) != 0 {
		t.Errorf("opening links changed the sets kept: %d", len(kept))
	}
}
