package domain

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// linkGame bowls a finished game for names: balls entered as pins with chance pins (else
// counts), and now and then a foul.
func linkGame(t testing.TB, rng *rand.Rand, pins float64, names ...string) *Game {
	t.Helper()
	g, err := NewGame(names...)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		standing, known := g.Standing()
		var d Delivery
		switch {
		case rng.IntN(40) == 0:
			d = Fouled()
		case known && rng.Float64() < pins:
			var down Pins
			for pin := 1; pin <= 10; pin++ {
				if standing.Has(pin) && rng.IntN(3) > 0 {
					down |= PinsOf(pin)
				}
			}
			d = Knocked(down)
		default:
			d = Count(rng.IntN(g.PinsStanding() + 1))
		}
		if err := g.Throw(d); err != nil {
			t.Fatalf("Throw(%v) = %v", d, err)
		}
	}
	return g
}

// randomSheet records a series of games games bowled by bowlers bowlers.
func randomSheet(t testing.TB, rng *rand.Rand, bowlers, games int, pins float64, handicap bool) []Record {
	t.Helper()
	names := make([]string, bowlers)
	for i := range names {
		names[i] = string([]byte{'A' + byte(i/26%26), 'A' + byte(i%26), 'A' + byte(rng.IntN(26))})
	}
	s := newTestSeries(t, games, RotateOrder, names...)
	var hcp []int
	if handicap {
		hcp = make([]int, bowlers)
		for i := range hcp {
			hcp[i] = rng.IntN(MaxBasis + 1)
		}
	}
	var records []Record
	for n := 1; n <= games; n++ {
		lineup, err := s.Lineup(n)
		if err != nil {
			t.Fatal(err)
		}
		g := linkGame(t, rng, pins, lineup...)
		r, err := newRecord(NewID(), at(0, 15*n), SeriesRef{ID: s.ID, Game: n, Of: games}, g, reorder(hcp, names, lineup), nil)
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	return records
}

// reorder puts per-bowler values of names in lineup's order.
func reorder(v []int, names, lineup []string) []int {
	if v == nil {
		return nil
	}
	out := make([]int, len(lineup))
	for i, n := range lineup {
		for j, m := range names {
			if m == n {
				out[i] = v[j]
			}
		}
	}
	return out
}

func sameRecords(t testing.TB, got, want []Record) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("DecodeSheet = %d records, want %d", len(got), len(want))
	}
	for i := range got {
		if !got[i].Equal(want[i]) {
			a, _ := got[i].MarshalJSON()
			b, _ := want[i].MarshalJSON()
			t.Fatalf("record %d:\n got %s\nwant %s", i, a, b)
		}
		_, zg := got[i].Played().Zone()
		_, zw := want[i].Played().Zone()
		if zg != zw {
			t.Errorf("record %d: zone offset %d, want %d", i, zg, zw)
		}
	}
}

func roundTrip(t testing.TB, records []Record) string {
	t.Helper()
	text, err := EncodeSheet(records)
	if err != nil {
		t.Fatalf("EncodeSheet = %v", err)
	}
	got, err := DecodeSheet(text)
	if err != nil {
		t.Fatalf("DecodeSheet(EncodeSheet) = %v", err)
	}
	sameRecords(t, got, records)
	return text
}

func TestSheetLinkRoundTrip(t *testing.T) {
	one := newTestSeries(t, 1, RotateOrder, "PJS")
	three := newTestSeries(t, 3, RotateOrder, "PJS", "KYJ")
	three.Handicap, three.Averages = DefaultHandicap, []int{170, 205}
	odd, err := newRecord("a-b_C9", at(1, 0).Add(123456789), SeriesRef{ID: "league-night_7", Game: 1, Of: 1},
		bowled(t, []string{"ZZZ", "AAA"}, pinsGame180, pinsGame152), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	utc, err := newRecord(NewID(), time.Date(1999, 12, 31, 23, 59, 59, 0, time.UTC), SeriesRef{ID: NewID(), Game: 1, Of: 1},
		bowled(t, []string{"PJS"}, perfectGame), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		records []Record
	}{
		{"one game of counts", []Record{recordOf(t, one, 1, at(0, 0), "9/ 5- 5- -/ X -/ 81 X 9/ X-/")}},
		{"one game with pins and fouls", []Record{recordOf(t, one, 1, at(0, 0), pinsGame152)}},
		{"a series with handicap", []Record{
			recordOf(t, three, 1, at(0, 0), pinsGame180, gutterGame),
			recordOf(t, three, 2, at(0, 20), perfectGame, pinsGame152),
			recordOf(t, three, 3, at(0, 41), gutterGame, pinsGame180),
		}},
		{"IDs of other kinds, nanoseconds", []Record{odd}},
		{"UTC, long ago", []Record{utc}},
		{"games of two series", []Record{odd, utc}},
	}
	// Matches: a handicap match with an absentee and a vacancy, a Baker match, beside a plain
	// game, as history-v2.json holds them.
	data, err := os.ReadFile(filepath.Join("testdata", "history-v2.json"))
	if err != nil {
		t.Fatal(err)
	}
	matches, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	tests = append(tests, struct {
		name    string
		records []Record
	}{"matches, Baker and a plain game", matches})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { roundTrip(t, tt.records) })
	}
	if !slices.ContainsFunc(matches, func(r Record) bool { _, ok := r.Match(); return ok }) {
		t.Fatal("history-v2.json holds no match")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 100 {
		t.Run(fmt.Sprintf("random %d", i), func(t *testing.T) {
			roundTrip(t, randomSheet(t, rng, 1+rng.IntN(6), 1+rng.IntN(4), rng.Float64(), rng.IntN(2) == 0))
		})
	}
}

// sealed returns a sheet text of body (version byte first) with its checksum, as a hand-made
// link would be.
func sealed(body []byte) string {
	sum := linkSum(body)
	return base64.RawURLEncoding.EncodeToString(append(body, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum)))
}

func TestSheetLinkRefused(t *testing.T) {
	one := newTestSeries(t, 1, RotateOrder, "PJS")
	good, err := EncodeSheet([]Record{recordOf(t, one, 1, at(0, 0), pinsGame152)})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	body := raw[:len(raw)-4]

	// A game whose first ball is a count of 15: four bits hold it, the rules do not. Written
	// in version 1's layout.
	var w bitWriter
	w.put(1, 8)
	w.varint(1)
	for _, c := range "PJS" {
		w.put(uint64(c-'A'), 5)
	}
	w.varint(1)
	w.id("SERIES")
	w.varint(1)
	w.varint(1)
	w.id("GAME")
	w.varint(zigzag(at(0, 0).Unix()))
	w.varint(0)
	w.bit(false) // no nanoseconds
	w.varint(1)  // one bowler, name 0 (no bits)
	w.bit(false) // no handicap
	w.bit(false) // counts
	for range 12 {
		w.put(1, 1)
		w.put(15, 4)
	}
	impossible := sealed(w.bytes())

	newer := append([]byte{LinkVersion + 1}, body[1:]...)
	twice := func() string {
		r := recordOf(t, one, 1, at(0, 0), gutterGame)
		text, err := EncodeSheet([]Record{r, r})
		if err != nil {
			t.Fatal(err)
		}
		return text
	}()
	tests := []struct {
		name, text string
		want       error
		why        string
	}{
		{"empty", "", ErrBadLink, "cut short"},
		{"not base64", "a+b/c", ErrBadLink, "damaged"},
		{"cut short", good[:len(good)/2], ErrBadLink, "damaged"},
		{"one character changed", good[:10] + map[bool]string{true: "B", false: "A"}[good[10] == 'A'] + good[11:], ErrBadLink, "checksum"},
		{"a newer version", sealed(newer), ErrNewerLink, fmt.Sprintf("version %d;", LinkVersion+1)},
		{"version 0", sealed(append([]byte{0}, body[1:]...)), ErrBadLink, "version 0"},
		{"a ball that could not have been bowled", impossible, ErrBadLink, "cannot be restored"},
		{"the same game twice", twice, ErrBadLink, "do not fit together"},
		{"too long", strings.Repeat("A", MaxLinkLen+1), ErrBadLink, "at most"},
		{"data after the games", sealed(append(body, 0, 0)), ErrBadLink, "more data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeSheet(tt.text)
			if !errors.Is(err, tt.want) || got != nil {
				t.Fatalf("DecodeSheet = %d records, %v; want nil, %v", len(got), err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.why) {
				t.Errorf("DecodeSheet error %q does not say %q", err, tt.why)
			}
		})
	}
	if _, err := EncodeSheet(nil); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("EncodeSheet(nil) = %v, want ErrInvalidRecord", err)
	}
	if _, err := EncodeSheet([]Record{{}}); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("EncodeSheet(zero Record) = %v, want ErrInvalidRecord", err)
	}
}

// linkSizes are the sheets whose link length the README reports: bowlers × games, every
// ball entered as pins; teams: a match of two teams of that many bowlers each.
var linkSizes = []struct{ bowlers, games, teams int }{{1, 1, 0}, {4, 3, 0}, {5, 3, 0}, {10, 3, 2}}

// linkMatch records a match of two teams of n/2 bowlers over games games with handicap.
func linkMatch(t testing.TB, rng *rand.Rand, n, games int, pins float64) []Record {
	t.Helper()
	var teams [2]Team
	for i := range n {
		name := string([]byte{'A' + byte(i), 'A' + byte(rng.IntN(26)), 'A' + byte(rng.IntN(26))})
		teams[i%2].Lineup = append(teams[i%2].Lineup, Place{Name: name, Average: 120 + rng.IntN(100)})
	}
	teams[0].Name, teams[1].Name = "Strikers", "Pin Pals"
	l := DefaultLeague()
	l.Handicap = Handicap{On: true, Basis: 220, Percent: 90}
	m, err := NewMatch(games, l, teams[0], teams[1])
	if err != nil {
		t.Fatal(err)
	}
	var records []Record
	for n := 1; n <= games; n++ {
		g, err := m.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		done := linkGame(t, rng, pins, g.Names()...)
		r, err := m.Record(n, done, at(0, 20*n))
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	return records
}

// linkSheet is a random sheet of one of linkSizes.
func linkSheet(t testing.TB, rng *rand.Rand, bowlers, games, teams int, pins float64) []Record {
	if teams == 2 {
		return linkMatch(t, rng, bowlers, games, pins)
	}
	return randomSheet(t, rng, bowlers, games, pins, false)
}

// sheetLinkLen is the median length of a sheet link of bowlers × games with pins over a
// few random nights.
func sheetLinkLen(t testing.TB, bowlers, games, teams int) int {
	rng := rand.New(rand.NewPCG(uint64(bowlers), uint64(games)))
	var lens []int
	for range 9 {
		text, err := EncodeSheet(linkSheet(t, rng, bowlers, games, teams, 1))
		if err != nil {
			t.Fatal(err)
		}
		lens = append(lens, len(text))
	}
	slicesSort(lens)
	return lens[len(lens)/2]
}

func slicesSort(s []int) {
	sortFunc(s, func(a, b int) int { return a - b })
}

func TestSheetLinkLength(t *testing.T) {
	// share.md's aim: a 3-game series of 5 bowlers with pins under 1,500 characters, so that
	// a phone reads its QR code off a tablet.
	if n := sheetLinkLen(t, 5, 3, 0); n >= 1500 {
		t.Errorf("a 5 × 3 sheet with pins takes %d characters, want under 1,500", n)
	}
}

// BenchmarkSheetLink encodes and decodes sheets, and reports each size's link length.
func BenchmarkSheetLink(b *testing.B) {
	for _, s := range linkSizes {
		name := fmt.Sprintf("%dx%d", s.bowlers, s.games)
		if s.teams == 2 {
			name = fmt.Sprintf("match_2x%dx%d", s.bowlers/2, s.games)
		}
		b.Run(name, func(b *testing.B) {
			records := linkSheet(b, rand.New(rand.NewPCG(3, 4)), s.bowlers, s.games, s.teams, 1)
			var text string
			for b.Loop() {
				var err error
				if text, err = EncodeSheet(records); err != nil {
					b.Fatal(err)
				}
				if _, err := DecodeSheet(text); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(sheetLinkLen(b, s.bowlers, s.games, s.teams)), "chars")
		})
	}
}

func FuzzDecodeSheet(f *testing.F) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, s := range linkSizes {
		text, err := EncodeSheet(linkSheet(f, rng, s.bowlers, s.games, s.teams, 0.5))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
		f.Add(text[:len(text)-3])
		raw, _ := base64.RawURLEncoding.DecodeString(text)
		f.Add(string(raw[:len(raw)-4])) // the bytes under the checksum, which the target seals
	}
	for _, name := range []string{"history-v2.json", "history-v3.json", "history-v4.json"} {
		if data, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			if matches, err := Import(data); err == nil {
				if text, err := EncodeSheet(matches); err == nil {
					f.Add(text)
				}
			}
		}
	}
	// Games in formats and a Scotch match (version 2), a match with its league week (version 3).
	_, formats := formatNight(f)
	_, scotch := scotchNight(f)
	carded := bowlMatch(f, cardMatch(f, thursdayLeague(f), 0, 1), 0, nil)
	for _, recs := range [][]Record{formats, scotch, carded} {
		if text, err := EncodeSheet(recs); err == nil {
			f.Add(text)
		}
	}
	f.Add("")
	f.Add("AQ")
	f.Fuzz(func(t *testing.T, text string) {
		// The text as it came, and its bytes sealed with their checksum: a damaged link is
		// mostly refused by its checksum, and the sealed bytes reach the decoder behind it.
		for _, text := range []string{text, sealed([]byte(text))} {
			records, err := DecodeSheet(text)
			if err != nil {
				if records != nil || !errors.Is(err, ErrBadLink) && !errors.Is(err, ErrNewerLink) {
					t.Fatalf("DecodeSheet = %d records, %v; want nil and ErrBadLink or ErrNewerLink", len(records), err)
				}
				continue
			}
			// What is accepted is whole and valid: it encodes and decodes again to the same games.
			roundTrip(t, records)
		}
	})
}

// TestSheetLinkFixtures reads testdata/sheet-links.txt: the sheet link of each history file of
// testdata, a line each (the file's name, the version, the text), in every version so far.
// Every later version must read them to the file's games, and EncodeSheet writes them byte
// for byte (a link opens in the oldest version that holds it).
func TestSheetLinkFixtures(t *testing.T) {
	files := []string{"history-v1.json", "history-v2.json", "history-v3.json", "history-v4.json"}
	if *writeFixtures {
		var out strings.Builder
		for _, name := range files {
			records, err := Import(readFile(t, filepath.Join("testdata", name)))
			if err != nil {
				t.Fatal(err)
			}
			text, err := EncodeSheet(records)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := base64.RawURLEncoding.DecodeString(text)
			fmt.Fprintf(&out, "%s %d %s\n", name, raw[0], text)
		}
		if err := os.WriteFile("testdata/sheet-links.txt", []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lines := strings.Split(strings.TrimSpace(string(readFile(t, "testdata/sheet-links.txt"))), "\n")
	versions := map[string]bool{}
	for _, line := range lines {
		var name, version, text string
		if _, err := fmt.Sscan(line, &name, &version, &text); err != nil {
			t.Fatalf("sheet-links.txt: %q: %v", line, err)
		}
		versions[version] = true
		records, err := Import(readFile(t, filepath.Join("testdata", name)))
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeSheet(text)
		if err != nil {
			t.Fatalf("DecodeSheet(%s's link, version %s) error = %v", name, version, err)
		}
		sameRecords(t, got, records)
		if again, err := EncodeSheet(records); again != text || err != nil {
			t.Errorf("EncodeSheet(%s) = %s, %v, want %s", name, again, err, text)
		}
	}
	for v := 1; v <= LinkVersion; v++ {
		if !versions[fmt.Sprint(v)] {
			t.Errorf("sheet-links.txt has no link of version %d", v)
		}
	}
}
