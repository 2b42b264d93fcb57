package tournament

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// memoryStore is local storage in a map.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m memoryStore) Save(key, value string) error          { m[key] = value; return nil }
func (m memoryStore) Remove(key string)                     { delete(m, key) }

// memoryShelf is the tournaments' database in a map: a write checks the stored revision as
// the browser's transaction does.
type memoryShelf map[string][]byte

func (m memoryShelf) all(_ app.Context, done func([][]byte, error)) {
	var values [][]byte
	for _, id := range slices.Sorted(maps.Keys(m)) {
		values = append(values, m[id])
	}
	done(values, nil)
}

func (m memoryShelf) get(_ app.Context, id string, done func([]byte, bool, error)) {
	v, ok := m[id]
	done(v, ok, nil)
}

func (m memoryShelf) put(_ app.Context, id string, value []byte, base uint64, fresh bool, done func(error)) {
	v, found := m[id]
	if !canStore(v, found, base, fresh) {
		done(browser.ErrChanged)
		return
	}
	m[id] = value
	done(nil)
}

var en = func() *i18n.TournamentMessages { i18n.OfficeWords(); return i18n.English.Tournament }() // before the package's init

// newScreen is a screen over an empty store, with one new handicap tournament of two
// squads (lanes 1-2 and 3-4), re-entries best entry only, 3 games and a fee of 20.00.
func newScreen(t *testing.T) (*Screen, *kept, memoryShelf) {
	t.Helper()
	old := store
	store = memoryStore{}
	t.Cleanup(func() { store = old })
	mem := memoryShelf{}
	s := &Screen{shelf: mem}
	s.Show("https://club.example/bowling/")
	s.reload(app.Context{})
	tour, err := domain.NewTournament("Club Open", domain.DefaultTournamentSettings())
	if err != nil {
		t.Fatal(err)
	}
	k := fresh(tour, formOf(tour))
	s.list = append(s.list, k)
	type edit struct{ act, id, v string }
	for _, e := range []edit{{"games", "", "3"}, {"fee", "", "20"}, {"ladder", "", "4"}, {"finalists", "", "4"}, {"basis", "", "220"}, {"percent", "", "90"}} {
		if !s.typed(k, e.act, e.id, e.v) || s.problem != nil {
			t.Fatalf("typed(%s, %q): %v", e.act, e.v, s.problem.in(en))
		}
	}
	for _, e := range []edit{{"handicap", "", "true"}, {"reentry", "", "best"}, {"finals", "", "step-ladder"}} {
		if !s.chose(k, e.act, e.id, e.v) || s.problem != nil {
			t.Fatalf("chose(%s, %q): %v", e.act, e.v, s.problem.in(en))
		}
	}
	k.Form.Squads = []squadRow{{Name: "Sat 9", First: "1", Last: "2"}, {Name: "Sat 13", First: "3", Last: "4"}}
	s.applyForm(k)
	if s.problem != nil {
		t.Fatalf("squads: %s", s.problem.in(en))
	}
	return s, k, mem
}

// enter types the entries (name, average, squad) as the keyboard does: each in the blank row
// that Enter opened.
func enter(t *testing.T, s *Screen, k *kept, entries ...string) {
	t.Helper()
	for _, e := range entries {
		var name, avg string
		var squad int
		fmt.Sscanf(e, "%s %s %d", &name, &avg, &squad)
		row := len(k.Form.Entries) - 1
		if !k.Form.Entries[row].blank() {
			k.Form.Entries = append(k.Form.Entries, entryRow{})
			row++
		}
		s.problem = nil
		k.Form.Entries[row].Squad = squad // as Enter opens it: the squad of the entry before
		s.typed(k, "entry-name", itoa(row), name)
		s.typed(k, "entry-average", itoa(row), avg)
		s.chose(k, "entry-squad", itoa(row), itoa(squad))
	}
	s.save(k)
	s.flush(app.Context{})
}

func TestEntriesAndRefusals(t *testing.T) {
	s, k, mem := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "AAA 200 1")
	if s.problem != nil || len(k.T.Entries) != 3 {
		t.Fatalf("3 entries: %d kept, problem %q", len(k.T.Entries), s.problem.in(en))
	}
	tests := []struct {
		name  string
		entry string
		want  string
	}{
		{"seated twice", "BBB 180 0", en.SeatedTwice.Say(4, "BBB")},
		{"a bad name", "B1 180 0", en.BadEntryName.Say(4)},
		{"a bad average", "EEE 301 0", en.BadAverage.Say(4)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			enter(t, s, k, tc.entry)
			if got := s.problem.in(en); got != tc.want {
				t.Errorf("problem = %q, want %q", got, tc.want)
			}
			if len(k.T.Entries) != 3 {
				t.Errorf("the refused entry was kept: %d entries", len(k.T.Entries))
			}
			if got := k.Form.Entries[3].Name; !strings.EqualFold(got, strings.Fields(tc.entry)[0]) {
				t.Errorf("what was typed is lost: %q", got)
			}
			k.Form.Entries = k.Form.Entries[:3] // the director deletes the row
			s.applyForm(k)
		})
	}
	// Squad 1 seats 8: the ninth is refused, and says so.
	enter(t, s, k, "CCC 150 1", "DDD 150 1", "EEE 150 1", "FFF 150 1", "GGG 150 1", "HHH 150 1", "III 150 1")
	if s.problem != nil {
		t.Fatalf("filling squad 2: %s", s.problem.in(en))
	}
	enter(t, s, k, "JJJ 150 1")
	if got, want := s.problem.in(en), en.SquadFull.Say("Sat 13", 11, 8); got != want {
		t.Errorf("problem = %q, want %q", got, want)
	}
	// A reload keeps the tournament and the form as typed, the refused row with it.
	s.save(k)
	s.flush(app.Context{})
	again := &Screen{shelf: mem}
	again.reload(app.Context{})
	if len(again.list) != 1 || len(again.list[0].T.Entries) != 10 || len(again.list[0].Form.Entries) != 11 {
		t.Fatalf("after a reload: %d tournaments, %d entries, %d rows", len(again.list), len(again.list[0].T.Entries), len(again.list[0].Form.Entries))
	}
}

// bowl bowls squad's pair of tour from its lane card: every bowler scores score each game.
func bowl(t *testing.T, tour *domain.Tournament, squad, pair int, score func(bowler string, game int) int) []domain.Record {
	t.Helper()
	c, err := tour.LaneCard(squad, pair)
	if err != nil {
		t.Fatal(err)
	}
	ser, err := c.Series()
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for g := 1; g <= ser.Games; g++ {
		game, err := ser.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		for frame := 1; frame <= 10; frame++ {
			for _, b := range ser.Names {
				sc := score(b, g)
				first := sc / 10
				if frame <= sc%10 {
					first++
				}
				for _, pins := range []int{first, 0} {
					if err := game.Roll(pins); err != nil {
						t.Fatalf("Roll(%d): %v", pins, err)
					}
				}
			}
		}
		r, err := ser.Record(g, game, time.Date(2026, 11, 28, 9, g, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestStandingsCutLadderPrizes(t *testing.T) {
	s, k, _ := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 160 0", "DDD 150 0", "AAA 200 1", "EEE 190 1")
	scores := map[string]int{"AAA": 80, "BBB": 70, "CCC": 70, "DDD": 50, "EEE": 71}
	for q := range 2 {
		recs := bowl(t, k.T, q, 0, func(b string, g int) int { return scores[b] + q })
		s.keepSheet(recs)
		if s.sheet.problem != nil {
			t.Fatalf("keeping squad %d: %s", q, s.sheet.problem.in(en))
		}
		k = s.shown() // keeping reads the tournaments kept again
	}
	s.view = viewStandings
	html := app.HTMLString(s.Render(&i18n.English))
	want, err := k.T.Standings()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range want {
		place := ""
		if l.Place > 0 {
			place = itoa(l.Place)
		}
		row := fmt.Sprintf(`data-testid="placing" data-entry="%d" data-name="%s" data-place="%s" data-total="%d"`, l.Entry, l.Bowler, place, l.Total)
		if !strings.Contains(html, row) {
			t.Errorf("no %s in\n%s", row, html)
		}
	}
	in, rollOff, err := k.T.Cut()
	if err != nil || len(rollOff) == 0 {
		t.Fatalf("Cut() = %v, %v, %v: the test wants a roll-off", in, rollOff, err)
	}
	for _, e := range rollOff {
		if !strings.Contains(html, `data-testid="roll-off" data-act="roll-off" data-id="`+itoa(e)+`"`) {
			t.Errorf("no roll-off box for entry %d", e)
		}
	}
	s.advance(k)
	if s.problem == nil || len(k.T.Results.Advanced) != 0 {
		t.Errorf("the cut recorded with no roll-off ticked")
	}
	s.problem = nil
	s.tick(itoa(rollOff[0]), true)
	s.advance(k)
	if s.problem != nil || len(k.T.Results.Advanced) != 4 {
		t.Fatalf("advance: %v, %s", k.T.Results.Advanced, s.problem.in(en))
	}
	// The step-ladder of four: three matches, the second tied and rolled off.
	for m, sc := range [][2]string{{"190", "200"}, {"210", "210"}, {"180", "230"}} {
		s.finalsTyped(k, "ladder-score", itoa(m)+"-0", sc[0])
		s.finalsTyped(k, "ladder-score", itoa(m)+"-1", sc[1])
	}
	if len(k.T.Results.Ladder) != 1 {
		t.Errorf("a tie with no roll-off recorded: %v", k.T.Results.Ladder)
	}
	s.finalsTyped(k, "ladder-roll-off", "1", "challenger")
	final, done, err := k.T.Final()
	if err != nil || !done || len(k.T.Results.Ladder) != 3 {
		t.Fatalf("Final() = %v, %v, %v; ladder %v", final, done, err, k.T.Results.Ladder)
	}
	s.view = viewFinals
	html = app.HTMLString(s.Render(&i18n.English))
	for _, p := range final {
		if row := fmt.Sprintf(`data-testid="final-place" data-name="%s" data-place="%d"`, name(k.T, p.Entry), p.Place); !strings.Contains(html, row) {
			t.Errorf("no %s", row)
		}
	}
	// Prizes: 6 entries at 20.00 is 120.00; amounts that do not add up are refused, kept as typed.
	s.ratio = "3"
	s.prizesClick(k, "propose")
	if len(k.T.Prizes.Amounts) != 2 || s.problem != nil {
		t.Fatalf("proposed %v, %s", k.T.Prizes.Amounts, s.problem.in(en))
	}
	s.prizesTyped(k, "amount", "0", "5000")
	if got, want := s.problem.in(en), en.AmountsSum.Say("90.00", "120.00"); got != want || len(k.T.Prizes.Amounts) != 0 || k.Form.Amounts[0] != "5000" {
		t.Errorf("problem %q, want %q; amounts %v, typed %v", got, want, k.T.Prizes.Amounts, k.Form.Amounts)
	}
	s.problem = nil
	s.prizesTyped(k, "amount", "1", "7000")
	awards, err := k.T.Awards()
	if err != nil || s.problem != nil {
		t.Fatalf("Awards() = %v; %s", err, s.problem.in(en))
	}
	s.view = viewPrizes
	html = app.HTMLString(s.Render(&i18n.English))
	for _, p := range awards {
		if row := fmt.Sprintf(`data-testid="prize-row" data-name="%s" data-cents="%d"`, name(k.T, p.Entry), p.Cents); !strings.Contains(html, row) {
			t.Errorf("no %s", row)
		}
	}
	// The pictures of the parts: a line a row under each table's heads.
	if !strings.Contains(html, `data-testid="tournament-picture"`) {
		t.Errorf("no Share as picture on the prizes")
	}
	for _, tc := range []struct {
		view  string
		lines []string // the table lines ("S ...") and the number of rows under each
		rows  []int
	}{
		{viewStandings, []string{"S\tQualifying\t1,1.4,2,3.6,1,1.2\tPlace\tBowler\tSquad\tGames\tHdcp\tTotal"}, []int{6}},
		{viewFinals, []string{"S\tFinal order\t1,4.4\tPlace\tBowler"}, []int{len(final)}},
		{viewPrizes, []string{"S\tPrizes\t1,3,1.4\tPlace\tBowler\tPrize"}, []int{len(awards)}},
	} {
		data := pictureOf(en, k.T, tc.view)
		lines := strings.Split(data, "\n")
		if !strings.HasPrefix(lines[0], k.T.Name+"\t") {
			t.Errorf("pictureOf(%s) starts %q", tc.view, lines[0])
		}
		var tables []string
		var rows []int
		for _, l := range lines[1:] {
			switch {
			case strings.HasPrefix(l, "S\t"):
				tables, rows = append(tables, l), append(rows, 0)
			case strings.HasPrefix(l, "r\t") && len(rows) > 0:
				rows[len(rows)-1]++
			}
		}
		if !slices.Equal(tables, tc.lines) || !slices.Equal(rows, tc.rows) {
			t.Errorf("pictureOf(%s) tables %q with rows %v, want %q with %v", tc.view, tables, rows, tc.lines, tc.rows)
		}
	}
	if got := pictureOf(en, k.T, viewSetup); got != "" {
		t.Errorf("pictureOf(setup) = %q, want none", got)
	}
}

func TestLaneCards(t *testing.T) {
	s, k, _ := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "AAA 200 1")
	s.view = viewCards
	html := app.HTMLString(s.Render(&i18n.English))
	for _, c := range []string{`data-testid="lane-card" data-squad="0" data-lanes="1-2"`, `data-testid="lane-card" data-squad="1" data-lanes="3-4"`} {
		if !strings.Contains(html, c) {
			t.Errorf("no %s", c)
		}
	}
	at := strings.Index(html, "https://club.example/bowling/#pair=")
	if at < 0 || strings.Count(html, `data-testid="share-qr"`) != 2 {
		t.Fatalf("no card links or codes:\n%s", html)
	}
	text := html[at+len("https://club.example/bowling/#pair="):]
	text = text[:strings.IndexByte(text, '"')]
	c, err := domain.DecodeLaneCard(text)
	if err != nil || c.Ref != (domain.PairRef{Tournament: k.T.ID}) || len(c.Bowlers) != 2 {
		t.Errorf("DecodeLaneCard(%q) = %+v, %v", text, c, err)
	}
	// Squad 1 on lanes 3-6, a move after game 2: its card says where each block is bowled.
	s.typed(k, "squad-last", "1", "6")
	s.typed(k, "squad-every", "1", "2")
	if s.problem != nil {
		t.Fatalf("lanes 3-6, a move every 2: %s", s.problem.in(en))
	}
	html = app.HTMLString(s.Render(&i18n.English))
	if want := `<p class="card-blocks" data-testid="card-blocks">games 1-2: lanes 3-4 · games 3: lanes 5-6</p>`; !strings.Contains(html, want) || strings.Count(html, "card-blocks") != 2 {
		t.Errorf("the cards do not say %s once:\n%s", want, html)
	}
}

func TestSheetRefused(t *testing.T) {
	s, k, _ := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0")
	recs := bowl(t, k.T, 0, 0, func(string, int) int { return 60 })
	enter(t, s, k, "CCC 170 0") // the pair now seats another bowler: the sheet still fits
	s.keepSheet(recs)
	if s.sheet.problem != nil {
		t.Fatalf("keepSheet: %s", s.sheet.problem.in(en))
	}
	k = s.shown()
	if len(k.T.Sheets(0, 0)) != 3 {
		t.Errorf("kept %d games", len(k.T.Sheets(0, 0)))
	}
	s.keepSheet(recs)
	if s.sheet.status == nil || s.sheet.status.in(en) != en.SheetSame {
		t.Errorf("the same sheet kept twice: %q", s.sheet.status.in(en))
	}
}

// TestMovesAndFinalsTyped types a squad's lane moves, the position round and the finals'
// first lane into the setup: each is kept in the tournament when it fits, refused and said
// (the tournament unchanged, the text kept) when it does not, and a form stored before these
// fields were there reads them from its tournament.
func TestMovesAndFinalsTyped(t *testing.T) {
	s, k, _ := newScreen(t)
	for _, tc := range []struct {
		act, id, v string
		chose      bool
		problem    string // the message said, "" when kept
	}{
		{"squad-every", "0", "1", false, ""},
		{"squad-every", "1", "3", false, en.BadMoves.Say(2, 2)}, // 3 games: a move every 1 or 2
		{"squad-every", "1", "", false, ""},
		{"finals-lane", "", "0", false, en.BadNumber.Say(1, domain.MaxLane)},
		{"finals-lane", "", "21", false, ""},
		{"position-round", "", "true", true, ""},
	} {
		var ok bool
		if tc.chose {
			ok = s.chose(k, tc.act, tc.id, tc.v)
		} else {
			ok = s.typed(k, tc.act, tc.id, tc.v)
		}
		if got := s.problem.in(en); !ok || got != tc.problem {
			t.Errorf("%s %s = %q: said %q, want %q", tc.act, tc.id, tc.v, got, tc.problem)
		}
	}
	st, q := k.T.Settings, k.T.Squads
	if q[0].MoveEvery != 1 || q[1].MoveEvery != 0 || st.FinalsLane != 21 || !st.PositionRound {
		t.Errorf("kept moves %d, %d, finals lane %d, position round %v; want 1, 0, 21, true", q[0].MoveEvery, q[1].MoveEvery, st.FinalsLane, st.PositionRound)
	}
	// Fewer games than the moves fit: refused at the squad, the games as they were.
	s.typed(k, "games", "", "1")
	if want := en.BadMoves.Say(1, 0); s.problem.in(en) != want || k.T.Settings.Games != 3 {
		t.Errorf("1 game with a move every game: said %q with %d games, want %q with 3", s.problem.in(en), k.T.Settings.Games, want)
	}
	s.typed(k, "games", "", "3")
	// A form stored before: no finals' lane, position round or moves; read as the tournament has them.
	old := formOf(k.T)
	old.FinalsAt, old.Position, old.Squads[0].Every = "", false, ""
	old.upgrade(k.T)
	if want := formOf(k.T); old.FinalsAt != "21" || !old.Position || old.Squads[0].Every != "1" || old.Squads[1] != want.Squads[1] {
		t.Errorf("upgrade() = %+v, want %+v", old, want)
	}
}

// TestPositionRoundTyped types match play with a position round: the round robin's scores,
// then the position round paired by their standings, which its own scores leave as it is.
func TestPositionRoundTyped(t *testing.T) {
	s, k, _ := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 160 0", "DDD 150 0")
	s.keepSheet(bowl(t, k.T, 0, 0, func(b string, g int) int { return map[string]int{"AAA": 80, "BBB": 70, "CCC": 60, "DDD": 50}[b] }))
	k = s.shown()
	for _, c := range [][3]string{{"finals", "", "match-play"}, {"position-round", "", "true"}} {
		if !s.chose(k, c[0], c[1], c[2]) || s.problem != nil {
			t.Fatalf("chose(%s, %s): %s", c[0], c[2], s.problem.in(en))
		}
	}
	s.typed(k, "finals-lane", "", "11")
	s.advance(k)
	if s.problem != nil || len(k.T.Results.Advanced) != 4 {
		t.Fatalf("advance: %v, %s", k.T.Results.Advanced, s.problem.in(en))
	}
	s.view = viewFinals
	weeks, err := k.T.MatchPlaySchedule()
	if err != nil || len(weeks) != 3 || weeks[0].Pairs[0].Lane != 11 {
		t.Fatalf("MatchPlaySchedule() = %v, %v, want the round robin of 4 from lane 11", weeks, err)
	}
	// Finalist 3 wins every game, then 2, 1, 0.
	for r, wk := range weeks {
		if html := app.HTMLString(s.Render(&i18n.English)); !strings.Contains(html, `data-testid="position-later"`) || strings.Contains(html, en.Position) {
			t.Errorf("round %d: the position round is shown before the round robin is bowled", r+1)
		}
		for p, g := range wk.Pairs {
			s.finalsTyped(k, "match-score", fmt.Sprintf("%d-%d-0", r, p), itoa(150+20*g.A))
			s.finalsTyped(k, "match-score", fmt.Sprintf("%d-%d-1", r, p), itoa(150+20*g.B))
		}
	}
	weeks, err = k.T.MatchPlaySchedule()
	if want := []domain.Pairing{{A: 3, B: 2, Lane: 11}, {A: 1, B: 0, Lane: 13}}; err != nil || len(weeks) != 4 || !slices.Equal(weeks[3].Pairs, want) {
		t.Fatalf("MatchPlaySchedule() after the round robin = %v, %v, want a 4th week %v", weeks, err, want)
	}
	html := app.HTMLString(s.Render(&i18n.English))
	if strings.Contains(html, `data-testid="position-later"`) || !strings.Contains(html, "<legend>"+en.Position+"</legend>") {
		t.Errorf("the position round is not shown once the round robin is bowled")
	}
	// 0 beats 1 and 2 beats 3 by far: the position round stays as it was paired.
	for p, sc := range [][2]string{{"100", "300"}, {"100", "300"}} {
		s.finalsTyped(k, "match-score", fmt.Sprintf("3-%d-0", p), sc[0])
		s.finalsTyped(k, "match-score", fmt.Sprintf("3-%d-1", p), sc[1])
	}
	again, _ := k.T.MatchPlaySchedule()
	if _, done, err := k.T.Final(); !done || err != nil || len(k.T.Results.MatchPlay) != 8 || !slices.Equal(again[3].Pairs, weeks[3].Pairs) {
		t.Errorf("after the position round: Final done %v, %v; %d games; paired %v, want %v", done, err, len(k.T.Results.MatchPlay), again[3].Pairs, weeks[3].Pairs)
	}
}

// TestSeedRollOff records the roll-off for the step-ladder's last seed: five through the cut,
// a ladder of four, DDD and EEE sharing 4th (handicaps 63 each: 40 + 63 a game, 309).
func TestSeedRollOff(t *testing.T) {
	s, k, mem := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 160 0", "DDD 150 0", "EEE 150 0")
	s.typed(k, "finalists", "", "5")
	// Totals: CCC (60 + 54) 342, AAA (90 + 18) 324, BBB (70 + 36) 318, DDD and EEE 309.
	scores := map[string]int{"AAA": 90, "BBB": 70, "CCC": 60, "DDD": 40, "EEE": 40}
	s.keepSheet(bowl(t, k.T, 0, 0, func(b string, g int) int { return scores[b] }))
	k = s.shown()
	s.advance(k)
	if s.problem != nil || len(k.T.Results.Advanced) != 5 {
		t.Fatalf("advance: %v, %s", k.T.Results.Advanced, s.problem.in(en))
	}
	s.view = viewFinals
	html := app.HTMLString(s.Render(&i18n.English))
	for _, e := range []string{"3", "4"} {
		if !strings.Contains(html, `data-testid="seed-roll-off" data-act="seed-roll-off" data-id="`+e+`" data-entry="`+e+`"`) {
			t.Errorf("no seed roll-off box for entry %s", e)
		}
	}
	if !strings.Contains(html, `data-testid="seed-ladder"`) || strings.Contains(html, `data-testid="ladder-match"`) || strings.Contains(html, `data-testid="seed-roll-off-recorded"`) {
		t.Errorf("before the roll-off: want its boxes and Record the seeds, no match and nothing recorded, in\n%s", html)
	}
	// Refused: none ticked, then both; each says how many to tick and records nothing.
	for _, tick := range [][2]string{{"", ""}, {"3", "4"}} {
		for _, e := range tick {
			if e != "" {
				s.finalsTyped(k, "seed-roll-off", e, "true")
			}
		}
		s.problem = nil
		s.finalsClick(k, "seed-ladder", "")
		if got, want := s.problem.in(en), en.RollOffWant.Say(1); got != want || k.T.Results.SeedRollOff != nil {
			t.Errorf("seeded with %v ticked: said %q, recorded %v; want %q, nothing", tick, got, k.T.Results.SeedRollOff, want)
		}
	}
	s.finalsTyped(k, "seed-roll-off", "3", "false")
	s.problem = nil
	s.finalsClick(k, "seed-ladder", "")
	if s.problem != nil || s.status.in(en) != en.Seeded || !slices.Equal(k.T.Results.SeedRollOff, []int{4}) {
		t.Fatalf("seeded with EEE ticked: problem %q, status %q, recorded %v", s.problem.in(en), s.status.in(en), k.T.Results.SeedRollOff)
	}
	if seeds, err := k.T.LadderSeeds(); err != nil || !slices.Equal(seeds, []int{2, 0, 1, 4}) {
		t.Errorf("LadderSeeds() = %v, %v, want [2 0 1 4]", seeds, err)
	}
	html = app.HTMLString(s.Render(&i18n.English))
	for _, want := range []string{
		`data-testid="seed-roll-off-recorded">` + en.SeedWon.Say("EEE") + `<`,
		`<legend>` + en.LadderMatch.Say("BBB", "EEE") + `</legend>`,
		`data-testid="seed-ladder">` + en.SeedRedo + `<`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("seeded: no %s in\n%s", want, html)
		}
	}
	// Recorded again, the ladder starts again: its scores typed are cleared.
	s.finalsTyped(k, "ladder-score", "0-0", "190")
	s.finalsTyped(k, "ladder-score", "0-1", "200")
	if len(k.T.Results.Ladder) != 1 {
		t.Fatalf("the first match typed: %v", k.T.Results.Ladder)
	}
	s.finalsClick(k, "seed-ladder", "")
	if s.problem != nil || k.T.Results.Ladder != nil || k.Form.Ladders != nil {
		t.Errorf("seeded again: problem %q, ladder %v, typed %v; want it started again", s.problem.in(en), k.T.Results.Ladder, k.Form.Ladders)
	}
	s.flush(app.Context{})
	again := &Screen{shelf: mem}
	again.reload(app.Context{})
	if len(again.list) != 1 || !slices.Equal(again.list[0].T.Results.SeedRollOff, []int{4}) {
		t.Fatalf("after a reload: %d tournaments, the seed roll-off %v", len(again.list), again.list[0].T.Results.SeedRollOff)
	}
	// With match play first, the ladder follows it: no roll-off until every game is bowled.
	if !s.chose(k, "finals", "", string(domain.BothFinals)) || s.problem != nil {
		t.Fatalf("chose(finals, both): %s", s.problem.in(en))
	}
	html = app.HTMLString(s.Render(&i18n.English))
	if !strings.Contains(html, `data-testid="ladder-later"`) || strings.Contains(html, `data-testid="seed-roll-off"`) {
		t.Errorf("match play to bowl: want the ladder's later hint and no roll-off, in\n%s", html)
	}
}
