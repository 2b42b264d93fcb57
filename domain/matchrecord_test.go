package domain

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

var writeFixtures = flag.Bool("write-fixtures", false, "write testdata/history-v2.json, history-v3.json, history-v4.json, league-v1.json, league-v2.json and tournament-v1.json from the tests' games, matches, leagues and tournaments")

// leagueNight is a hand-worked handicap match (220, 80%) of 2 games, bowled as the lanes bowl
// it (AAA BBB DDD EEE): CCC is absent (110 + 80 a game) and the Kings have a vacancy (0).
//
//	game 1: AAA 152+56, BBB 180+32, CCC 190 = 610; DDD 90+48, EEE 300+64, vacancy 0 = 502
//	game 2: AAA   0+56, BBB  90+32, CCC 190 = 368; DDD 180+48, EEE 152+64, vacancy 0 = 444
//	series 978 to 946: the Pals 2 points (game 1 and the series), the Kings 1 (game 2).
func leagueNight(t testing.TB) (Match, []Record) {
	t.Helper()
	l := DefaultLeague()
	l.Handicap = handicapOn
	m, err := NewMatch(2, l, absent(pinPals, 2), withPlace(gutterKings, 2, Place{}))
	if err != nil {
		t.Fatalf("NewMatch() error = %v", err)
	}
	m.ID = "match-2026-11-20"
	var records []Record
	for i, lines := range [][]string{{pinsGame152, pinsGame180, nines, perfectGame}, {gutterGame, nines, pinsGame180, pinsGame152}} {
		g, err := m.Start(i + 1)
		if err != nil {
			t.Fatalf("Start(%d) error = %v", i+1, err)
		}
		r, err := m.Record(i+1, bowled(t, g.Names(), lines...), at(0, 30*i))
		if err != nil {
			t.Fatalf("Record(%d) error = %v", i+1, err)
		}
		r.id = fmt.Sprintf("league-game-%d", i+1) // the fixture's, rather than random
		records = append(records, r)
	}
	return m, records
}

func TestMatchRecords(t *testing.T) {
	m, records := leagueNight(t)
	if got, want := records[0].Names(), []string{"AAA", "BBB", "DDD", "EEE"}; !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	if got, want := records[0].Handicaps(), []int{56, 32, 48, 64}; !slices.Equal(got, want) {
		t.Errorf("Handicaps() = %v, want %v", got, want)
	}
	if got, ok := records[1].Match(); !ok || !reflect.DeepEqual(got, m) {
		t.Errorf("Match() = %+v, %v, want %+v", got, ok, m)
	}
	res, err := MatchOf([]Record{records[1], records[0]})
	if err != nil {
		t.Fatalf("MatchOf() error = %v", err)
	}
	if want := [2][]int{{610, 368}, {502, 444}}; !reflect.DeepEqual(res.Score.TeamGames, want) || res.Score.Points != [2]float64{2, 1} ||
		!slices.Equal(res.Numbers, []int{1, 2}) || !res.Played.Equal(at(0, 0)) {
		t.Errorf("MatchOf() = team games %v, points %v, games %v, played %v; want %v, [2 1], [1 2], %v",
			res.Score.TeamGames, res.Score.Points, res.Numbers, res.Played, want, at(0, 0))
	}
	// Game 1 alone: no series points.
	if res, err := MatchOf(records[:1]); err != nil || res.Score.Points != [2]float64{1, 0} {
		t.Errorf("MatchOf(game 1) = %v, %v, want points [1 0]", res.Score.Points, err)
	}

	// Statistics never count the absentee's or the vacancy's scores: only four bowlers bowled.
	var names []string
	for _, s := range Statistics(records, 2) {
		names = append(names, s.Name)
		if s.Games != 2 {
			t.Errorf("%s bowled %d games, want 2", s.Name, s.Games)
		}
	}
	if want := []string{"AAA", "BBB", "DDD", "EEE"}; !slices.Equal(names, want) {
		t.Errorf("Statistics() bowlers = %v, want %v", names, want)
	}

	// The JSON form and the stored form keep the match.
	for _, r := range records {
		data, err := r.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back Record
		if err := back.UnmarshalJSON(data); err != nil || !back.Equal(r) {
			t.Errorf("UnmarshalJSON(MarshalJSON()) = %v, equal %v", err, back.Equal(r))
		}
		bin, err := r.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var stored Record
		if err := stored.UnmarshalBinary(bin); err != nil || !stored.Equal(r) || !reflect.DeepEqual(stored.bowlers, r.bowlers) {
			t.Errorf("UnmarshalBinary(MarshalBinary()) = %v, equal %v", err, stored.Equal(r))
		}
	}
}

func TestMatchRecordRefused(t *testing.T) {
	m, records := leagueNight(t)
	g, _ := records[0].Game()
	if _, err := m.Record(3, g, at(0, 0)); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Record(game 3 of 2) error = %v, want %v", err, ErrInvalidMatch)
	}
	other := bowled(t, []string{"AAA", "BBB", "DDD"}, nines, nines, nines)
	if _, err := m.Record(1, other, at(0, 0)); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Record(the wrong bowlers) error = %v, want %v", err, ErrInvalidMatch)
	}
	data, _ := records[0].MarshalJSON()
	for _, tt := range []struct {
		name, from, to string
		want           error
	}{
		{"a handicap that is not the match's", `"handicap":[56,`, `"handicap":[55,`, ErrInvalidMatch},
		{"a bowler not in the lineups", `"name":"DDD"`, `"name":"XYZ"`, ErrInvalidMatch},
		{"teams of one name", `"name":"Gutter Kings"`, `"name":"pin pals"`, ErrInvalidTeam},
		{"bad points", `"series":1,`, `"series":-1,`, ErrInvalidLeague},
	} {
		changed := strings.Replace(string(data), tt.from, tt.to, 1)
		if changed == string(data) {
			t.Fatalf("%s: %q is not in %s", tt.name, tt.from, data)
		}
		var r Record
		if err := r.UnmarshalJSON([]byte(changed)); !errors.Is(err, ErrInvalidRecord) || !errors.Is(err, tt.want) {
			t.Errorf("%s: UnmarshalJSON() error = %v, want %v and %v", tt.name, err, ErrInvalidRecord, tt.want)
		}
	}
	// A game of the match whose teams differ does not merge into it.
	changed := strings.Replace(string(data), `"name":"Gutter Kings"`, `"name":"Gutter Queens"`, 1)
	changed = strings.Replace(changed, records[0].ID(), "another-id", 1)
	changed = strings.Replace(changed, `"game":1,"of":2`, `"game":2,"of":2`, 1)
	var clash Record
	if err := clash.UnmarshalJSON([]byte(changed)); err != nil {
		t.Fatal(err)
	}
	if _, rep := Merge(records[:1], []Record{clash}); len(rep.Conflicts) != 1 || rep.Conflicts[0].Reason != SeriesClash {
		t.Errorf("Merge(another team) = %+v, want a SeriesClash", rep)
	}
}

// TestImportFixtureV2 reads a history file of format version 2: the hand-worked match, a
// Baker match and a game of a plain series. Every later version must still read it.
func TestImportFixtureV2(t *testing.T) {
	_, records := leagueNight(t)
	_, baker := bakerNight(t)
	records = append(records, baker...)
	v1, err := Import(readFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(records), v1[len(v1)-1])
	var out bytes.Buffer
	if err := ExportJSON(&out, all); err != nil {
		t.Fatal(err)
	}
	// The fixture stays a version 2 file; this version writes the same games as version 3.
	written := bytes.Replace(out.Bytes(), []byte(`"version":3`), []byte(`"version":2`), 1)
	if *writeFixtures {
		if err := os.WriteFile("testdata/history-v2.json", written, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile("testdata/history-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Import(data)
	if err != nil {
		t.Fatalf("Import(history-v2.json) error = %v", err)
	}
	if len(got) != len(all) {
		t.Fatalf("Import(history-v2.json) = %d records, want %d", len(got), len(all))
	}
	for i := range got {
		if !got[i].Equal(all[i]) {
			t.Errorf("record %d = %+v, want %+v", i, got[i], all[i])
		}
	}
	if string(written) != string(data) {
		t.Errorf("ExportJSON(Import(history-v2.json)) =\n%s\nwant\n%s", written, data)
	}
	// A match's game is refused in a file of version 1, which cannot hold one.
	old := bytes.Replace(data, []byte(`"version":2`), []byte(`"version":1`), 1)
	if _, err := Import(old); !errors.Is(err, ErrBadImport) || !strings.Contains(err.Error(), "format version 1") {
		t.Errorf("Import(a match in version 1) error = %v, want %v", err, ErrBadImport)
	}
}

func TestMatchCSV(t *testing.T) {
	_, records := leagueNight(t)
	var out bytes.Buffer
	if err := ExportCSV(&out, records[:1], nil); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(out.String(), "\r\n")
	if want := "2026-11-20 19:00:00,match-2026-11-20,1,AAA,1,1,9,,0,,Pin Pals,Pin Pals – Gutter Kings"; rows[1] != want {
		t.Errorf("row 1 = %q, want %q", rows[1], want)
	}
	if !strings.HasPrefix(rows[len(rows)-2], "2026-11-20 19:00:00,match-2026-11-20,1,EEE,10,3,10,") ||
		!strings.HasSuffix(rows[len(rows)-2], ",Gutter Kings,Pin Pals – Gutter Kings") {
		t.Errorf("last row = %q, want EEE's last ball for the Gutter Kings", rows[len(rows)-2])
	}
	header := append(DefaultCSVHeader(), "equipo", "partido")
	out.Reset()
	if err := ExportCSV(&out, records[:1], header); err != nil || !strings.HasPrefix(out.String(), "\uFEFFdate,series,game,bowler,frame,ball,pins,pin set,foul,split,equipo,partido\r\n") {
		t.Errorf("ExportCSV(a header of %d) = %v, %q", len(header), err, out.String()[:80])
	}
}

// bakerNight is a Baker match of 2 games with the teams' handicaps (Pals 56, Kings 42).
func bakerNight(t testing.TB) (Match, []Record) {
	t.Helper()
	l := DefaultLeague()
	l.Handicap, l.Baker = handicapOn, true
	m, err := NewMatch(2, l, pinPals, gutterKings)
	if err != nil {
		t.Fatalf("NewMatch() error = %v", err)
	}
	m.ID = "baker-2026-11-21"
	var records []Record
	for i, lines := range [][]string{{pinsGame180, perfectGame}, {nines, gutterGame}} {
		b, err := m.StartBaker(i + 1)
		if err != nil {
			t.Fatalf("StartBaker(%d) error = %v", i+1, err)
		}
		r, err := m.Record(i+1, bowled(t, b.Game.Names(), lines...), at(1, 30*i))
		if err != nil {
			t.Fatalf("Record(%d) error = %v", i+1, err)
		}
		r.id = fmt.Sprintf("baker-game-%d", i+1)
		records = append(records, r)
	}
	return m, records
}

func TestBakerRecords(t *testing.T) {
	_, records := bakerNight(t)
	if got, want := records[0].LineNames(), []string{"Pin Pals", "Gutter Kings"}; !slices.Equal(got, want) {
		t.Errorf("LineNames() = %v, want %v", got, want)
	}
	if got, want := records[0].Handicaps(), []int{56, 42}; !slices.Equal(got, want) {
		t.Errorf("Handicaps() = %v, want %v", got, want)
	}
	res, err := MatchOf(records)
	if err != nil {
		t.Fatalf("MatchOf() error = %v", err)
	}
	if want := [2][]int{{236, 146}, {342, 42}}; !reflect.DeepEqual(res.Score.TeamGames, want) || res.Score.Points != [2]float64{1, 2} {
		t.Errorf("MatchOf() = %v, points %v, want %v, [1 2]", res.Score.TeamGames, res.Score.Points, want)
	}
	// The games count for the teams, never for the bowlers who took their frames.
	st := Statistics(records, 2)
	if len(st) != 2 || st[0].Name != "Gutter Kings" || !st[0].Team || st[0].Pins != 300 || st[1].Name != "Pin Pals" || st[1].HighSeries != 270 {
		t.Errorf("Statistics() = %+v, want the two teams' lines", st)
	}
	if avg := Averages(records); len(avg) != 0 {
		t.Errorf("Averages() = %v, want none", avg)
	}
	if got := Trend(records, "AAA"); len(got) != 0 {
		t.Errorf("Trend(AAA) = %v, want none", got)
	}
	// Each frame's row names its bowler: game 2 starts with the Pals' second bowler.
	var out bytes.Buffer
	if err := ExportCSV(&out, records[1:], nil); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(out.String(), "\r\n")
	if want := "2026-11-21 19:30:00,"; !strings.HasPrefix(rows[1], want) || !strings.Contains(rows[1], ",2,BBB,1,1,9,") || !strings.HasSuffix(rows[1], ",Pin Pals,Pin Pals – Gutter Kings") {
		t.Errorf("row 1 = %q, want BBB bowling frame 1 for the Pals", rows[1])
	}
	for _, r := range records {
		bin, _ := r.MarshalBinary()
		var stored Record
		if err := stored.UnmarshalBinary(bin); err != nil || !stored.Equal(r) {
			t.Errorf("UnmarshalBinary(MarshalBinary()) = %v", err)
		}
	}
}

// TestStoredVersion1 reads a plain game's stored form of version 1, which ends before the
// match that version 2 adds.
func TestStoredVersion1(t *testing.T) {
	var r Record
	for _, h := range testHistory(t) {
		if h.bowlers[0].racks == nil && h.bowlers[1].racks == nil && h.bowlers[2].racks == nil {
			r = h // a game entered by counts, which version 2 stores
			break
		}
	}
	v2, err := r.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if v2[0] != 2 || v2[len(v2)-1] != 0 {
		t.Fatalf("MarshalBinary() = version %d ending in %d, want version 2 ending in an empty match", v2[0], v2[len(v2)-1])
	}
	v1 := append([]byte{1}, v2[1:len(v2)-1]...)
	var back Record
	if err := back.UnmarshalBinary(v1); err != nil || !back.Equal(r) {
		t.Errorf("UnmarshalBinary(version 1) = %v, equal %v", err, back.Equal(r))
	}
}

// FuzzImportMatches imports history files with league matches, seeded from the version 2
// fixture (a handicap match with an absentee and a vacancy, a Baker match, a plain game) and
// pieces of it: Import never panics and refuses with ErrBadImport; what it accepts exports
// and imports again to the same records, stores and reads back, scores as matches, and gives
// standings whose points add up to the matches'.
func FuzzImportMatches(f *testing.F) {
	good, err := os.ReadFile("testdata/history-v2.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	for _, n := range []int{0, 1, 10, len(good) / 3, len(good) / 2, len(good) - 2} {
		f.Add(good[:n])
	}
	f.Add(bytes.Replace(good, []byte(`"vacancyScore":0`), []byte(`"vacancyScore":150`), -1))
	f.Add(bytes.Replace(good, []byte(`"absent":true`), []byte(`"absent":false`), 1))
	v3 := readFile(f, "testdata/history-v3.json") // formats and a Scotch match
	f.Add(v3)
	v4 := readFile(f, "testdata/history-v4.json") // a match with its league week
	f.Add(v4)
	f.Add(bytes.Replace(v4, []byte(`"week":3`), []byte(`"week":390`), 1))
	f.Add(bytes.Replace(v3, []byte(`"scotch":true`), []byte(`"baker":true`), 2))
	f.Add(bytes.Replace(v3, []byte(`"format":"8pin"`), []byte(`"format":"9pin"`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		records, err := Import(data)
		if err != nil {
			if records != nil || !errors.Is(err, ErrBadImport) {
				t.Fatalf("Import = %d records, %v; want nil and ErrBadImport", len(records), err)
			}
			return
		}
		var out bytes.Buffer
		if err := ExportJSON(&out, records); err != nil {
			t.Fatal(err)
		}
		again, err := Import(out.Bytes())
		if err != nil || len(again) != len(records) {
			t.Fatalf("Import(ExportJSON(Import(data))) = %d, %v", len(again), err)
		}
		matches := map[string][]Record{}
		for i, r := range records {
			if !again[i].Equal(r) || again[i].Format() != r.Format() || again[i].Scotch() != r.Scotch() {
				t.Fatalf("record %d differs after a second import", i)
			}
			bin, err := r.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var stored Record
			if err := stored.UnmarshalBinary(bin); err != nil || !stored.Equal(r) || stored.Format() != r.Format() {
				t.Fatalf("record %d: UnmarshalBinary(MarshalBinary()) = %v", i, err)
			}
			if _, ok := r.Match(); ok {
				matches[r.series.ID] = append(matches[r.series.ID], r)
			}
		}
		var points float64
		for id, games := range matches {
			res, err := MatchOf(games)
			if err != nil {
				t.Fatalf("MatchOf(match %s) = %v", id, err)
			}
			points += res.Score.Points[0] + res.Score.Points[1]
		}
		var won, lost float64
		for _, s := range Standings(records) {
			won += s.Won
			lost += s.Lost
		}
		if won != points || lost != points {
			t.Fatalf("Standings() give %v points won and %v lost, but the matches %v", won, lost, points)
		}
		Statistics(records, 3)
		StatisticsIn(records, 3, testFormats...)
	})
}

func TestNewMatchKeepsNamesAsShown(t *testing.T) {
	a := Team{Name: "  Pin Pals ", Lineup: []Place{{Name: "aaa", Average: 150}, {Name: "Bbb", Absent: true}}}
	m, err := NewMatch(1, DefaultLeague(), a, gutterKings)
	if err != nil {
		t.Fatalf("NewMatch() error = %v", err)
	}
	if got := m.Teams[0]; got.Name != "Pin Pals" || got.Lineup[0].Name != "AAA" || got.Lineup[1].Name != "BBB" || a.Lineup[0].Name != "aaa" {
		t.Errorf("NewMatch() team = %+v, want Pin Pals with AAA and BBB, its argument unchanged", got)
	}
	// A match written by hand in lower case bowls and records all the same.
	m.Teams[0] = a
	g, err := m.Start(1)
	if err != nil {
		t.Fatalf("Start() error = %v", err)
	}
	if got, want := g.Names(), []string{"AAA", "DDD", "EEE", "FFF"}; !slices.Equal(got, want) {
		t.Errorf("Start() names = %v, want %v", got, want)
	}
	if _, err := m.Record(1, bowled(t, g.Names(), nines, nines, nines, nines), at(0, 0)); err != nil {
		t.Errorf("Record() error = %v", err)
	}
}
