package domain

import (
	"bytes"
	"encoding/base64"
	"errors"
	"os"
	"strings"
	"testing"
)

// cardMatch sets up the match of week's pair from its match card, as a lane tablet does,
// failing the test on a refusal.
func cardMatch(t testing.TB, s *Season, week, pair int) Match {
	t.Helper()
	c, err := s.Card(week, pair)
	if err != nil {
		t.Fatalf("Card(%d, %d) error = %v", week, pair, err)
	}
	m, err := c.Match()
	if err != nil {
		t.Fatalf("Card(%d, %d).Match() error = %v", week, pair, err)
	}
	if m.Fixture != c.Ref {
		t.Fatalf("Card(%d, %d).Match().Fixture = %+v, want %+v", week, pair, m.Fixture, c.Ref)
	}
	return m
}

// keepCarded bowls every match of week from its match card and files its games by the
// identity they carry, scores[pair] as bowlFixture takes them.
func keepCarded(t testing.TB, s *Season, week int, scores map[int][][]int) {
	t.Helper()
	fixtures, err := s.Fixtures(week)
	if err != nil {
		t.Fatalf("Fixtures(%d) error = %v", week, err)
	}
	for pair := range fixtures {
		records := bowlMatch(t, cardMatch(t, s, week, pair), week, scores[pair])
		want := FixtureRef{s.ID(), week, pair}
		if ref, added, err := s.KeepSheet(records); ref != want || !added || err != nil {
			t.Fatalf("KeepSheet(week %d, pair %d) = %+v, %v, %v; want %+v, true, nil", week, pair, ref, added, err, want)
		}
	}
}

// thursdayCarded is thursdayKept with its matches set up from their match cards: their games
// carry their league weeks.
func thursdayCarded(t testing.TB) *Season {
	s := thursdayLeague(t)
	for w, scores := range thursdayScores {
		keepCarded(t, s, w, scores)
	}
	return s
}

// TestMatchFixture follows a match's identity from its card through its records and every
// form they take: the history file (version 4), a record's JSON, the stored form, a sheet link
// (version 3) and Live; a match without one writes what it wrote before.
func TestMatchFixture(t *testing.T) {
	s := thursdayLeague(t)
	m := cardMatch(t, s, 0, 1)
	records := bowlMatch(t, m, 0, nil)
	want := FixtureRef{s.ID(), 0, 1}
	for i, r := range records {
		if got, ok := r.Match(); !ok || got.Fixture != want {
			t.Fatalf("record %d: Match() = %+v, %v, want Fixture %+v", i, got.Fixture, ok, want)
		}
	}
	if _, err := m.Live(records[:1], nil); err != nil {
		t.Errorf("Live(the first game) error = %v", err)
	}
	plain := m
	plain.Fixture = FixtureRef{}
	unnamed := bowlMatch(t, plain, 0, nil)

	// The history file: version 4 for the games with their league week, 2 without.
	for _, tt := range []struct {
		records []Record
		version string
	}{{records, `"version":4`}, {unnamed, `"version":2`}} {
		var out bytes.Buffer
		if err := ExportJSON(&out, tt.records); err != nil || !strings.Contains(out.String(), tt.version) {
			t.Fatalf("ExportJSON() = %s, %v, want %s", out.String(), err, tt.version)
		}
		back, err := Import(out.Bytes())
		if err != nil {
			t.Fatalf("Import(ExportJSON()) error = %v", err)
		}
		sameRecords(t, back, tt.records)
	}
	var out bytes.Buffer
	if err := ExportJSON(&out, records); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"fixture":{"league":"`+s.ID()+`","week":0,"pair":1}`) {
		t.Errorf("ExportJSON() = %s, want the match's fixture", out.String())
	}
	old := bytes.Replace(out.Bytes(), []byte(`"version":4`), []byte(`"version":3`), 1)
	if _, err := Import(old); !errors.Is(err, ErrBadImport) || !strings.Contains(err.Error(), "league week") {
		t.Errorf("Import(a game with its league week in a file of version 3) error = %v, want ErrBadImport", err)
	}

	// The stored form keeps it, in the version it had: 2 for the standard game.
	data, err := records[0].MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := back.UnmarshalBinary(data); err != nil || !back.Equal(records[0]) || data[0] != 2 {
		t.Errorf("UnmarshalBinary(MarshalBinary()) = %v, equal %v, version %d; want the record, version 2", err, back.Equal(records[0]), data[0])
	}

	// A sheet link: version 3 with it, 1 without, and every record the same read back.
	for _, tt := range []struct {
		records []Record
		version byte
	}{{records, 3}, {unnamed, 1}} {
		text := roundTrip(t, tt.records)
		raw, _ := base64.RawURLEncoding.DecodeString(text)
		if raw[0] != tt.version {
			t.Errorf("EncodeSheet() is version %d, want %d", raw[0], tt.version)
		}
	}

	// A match whose identity no league can have is refused.
	for _, f := range []FixtureRef{{"", 1, 0}, {"a b", 0, 0}, {s.ID(), maxWeeks, 0}, {s.ID(), -1, 0}, {s.ID(), 0, MaxTeams / 2}} {
		bad := m
		bad.Fixture = f
		if err := bad.Check(); !errors.Is(err, ErrInvalidMatch) {
			t.Errorf("Check() with Fixture %+v = %v, want ErrInvalidMatch", f, err)
		}
	}
}

func TestKeepSheet(t *testing.T) {
	s := thursdayLeague(t)
	pals := bowlMatch(t, cardMatch(t, s, 0, 0), 0, thursdayScores[0][0])
	// The games come back in a sheet link.
	text, err := EncodeSheet(pals)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := DecodeSheet(text)
	if err != nil {
		t.Fatal(err)
	}
	want := FixtureRef{s.ID(), 0, 0}
	if ref, added, err := s.KeepSheet(sheet); ref != want || !added || err != nil {
		t.Fatalf("KeepSheet() = %+v, %v, %v; want %+v, true, nil", ref, added, err, want)
	}
	if ref, added, err := s.KeepSheet([]Record{sheet[1], sheet[0]}); ref != want || added || err != nil {
		t.Errorf("KeepSheet(the same games again) = %+v, %v, %v; want %+v, false, nil", ref, added, err, want)
	}

	other := cardMatch(t, s, 0, 1)
	named := func(f FixtureRef) []Record {
		m := other
		m.Fixture = f
		return bowlMatch(t, m, 0, nil)
	}
	twin, _ := NewSeason("Twin", s.Settings(), s.Teams())
	series := newTestSeries(t, 2, KeepOrder, "AAA")
	mixed := append(named(FixtureRef{s.ID(), 0, 1})[:1], named(FixtureRef{s.ID(), 2, 0})[1])
	for _, tt := range []struct {
		name    string
		records []Record
		want    error
		says    string
	}{
		{"no games", nil, ErrNoFixture, ""},
		{"a plain series", []Record{recordOf(t, series, 1, at(0, 0), nines), recordOf(t, series, 2, at(0, 20), nines)}, ErrNoFixture, ""},
		{"a match set up by hand", named(FixtureRef{}), ErrNoFixture, ""},
		{"another league's", named(FixtureRef{twin.ID(), 0, 1}), ErrOtherLeague, twin.ID()},
		{"a week the season has not", named(FixtureRef{s.ID(), 6, 1}), ErrNoSuchWeek, "week 6"},
		{"a pair the week has not", named(FixtureRef{s.ID(), 0, 2}), ErrNoSuchWeek, "pair 2 of week 0"},
		{"teams that do not bowl there", named(FixtureRef{s.ID(), 0, 0}), ErrNoSuchTeam, "do not bowl pair 0 of week 0"},
		{"a game missing", named(FixtureRef{s.ID(), 0, 1})[:1], ErrInvalidMatch, "1 games of 2"},
		{"games of two league weeks", mixed, ErrInvalidMatch, ""},
		{"the pair kept with other games", bowlMatch(t, cardMatch(t, s, 0, 0), 0, nil), ErrAlreadyKept, "pair 0 of week 0"},
	} {
		ref, added, err := s.KeepSheet(tt.records)
		if added || !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) {
			t.Errorf("%s: KeepSheet() = %+v, %v, %v; want false and %v saying %q", tt.name, ref, added, err, tt.want, tt.says)
		}
	}
	if got := s.Kept(-1); len(got) != 1 {
		t.Errorf("Kept(-1) = %d matches, want the Pin Pals' week 0 alone", len(got))
	}
}

// TestCardedLeague keeps weeks set up from match cards: the figures are those of the same
// weeks kept by hand, and the league file rises to version 2 only for games that carry their
// league week, every one of which reads back.
func TestCardedLeague(t *testing.T) {
	carded, kept := thursdayCarded(t), thursdayKept(t)
	kept.id = carded.id
	sameFigures(t, carded, kept, false)
	data := marshal(t, carded)
	if !bytes.Contains(data, []byte(`"version":2`)) || !bytes.Contains(marshal(t, kept), []byte(`"version":1`)) {
		t.Fatalf("MarshalJSON() = %.60s…, want version 2 with games that carry their week, 1 without", data)
	}
	back, err := ReadLeague(data)
	if err != nil {
		t.Fatalf("ReadLeague(MarshalJSON()) error = %v", err)
	}
	sameFigures(t, back, carded, true)
	old := bytes.Replace(data, []byte(`"version":2`), []byte(`"version":1`), 1)
	if s, err := ReadLeague(old); s != nil || !errors.Is(err, ErrBadLeagueFile) || !strings.Contains(err.Error(), "league week") {
		t.Errorf("ReadLeague(a game with its league week in a file of version 1) = %v, %v; want ErrBadLeagueFile", s, err)
	}
}

// TestFixturesV4 reads testdata/league-v2.json (thursdayCarded's league) and
// testdata/history-v4.json (its week 3's first match set up from the card and bowled at the
// lanes): every later version must still read them, and the league files the match by the
// week its games carry.
func TestFixturesV4(t *testing.T) {
	if *writeFixtures {
		s := thursdayCarded(t)
		var out bytes.Buffer
		if err := ExportJSON(&out, bowlMatch(t, cardMatch(t, s, 3, 0), 3, nil)); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("testdata/league-v2.json", marshal(t, s), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("testdata/history-v4.json", out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	league, history := readFile(t, "testdata/league-v2.json"), readFile(t, "testdata/history-v4.json")
	s, err := ReadLeague(league)
	if err != nil {
		t.Fatalf("ReadLeague(league-v2.json) error = %v", err)
	}
	want := thursdayCarded(t)
	want.id = s.id
	sameFigures(t, s, want, false)
	if got := marshal(t, s); !bytes.Equal(got, league) {
		t.Errorf("MarshalJSON(ReadLeague(league-v2.json)) =\n%s\nwant\n%s", got, league)
	}
	records, err := Import(history)
	if err != nil {
		t.Fatalf("Import(history-v4.json) error = %v", err)
	}
	var out bytes.Buffer
	if err := ExportJSON(&out, records); err != nil || !bytes.Equal(out.Bytes(), history) {
		t.Errorf("ExportJSON(Import(history-v4.json)) = %v,\n%s\nwant\n%s", err, out.Bytes(), history)
	}
	if ref, added, err := s.KeepSheet(records); ref != (FixtureRef{s.ID(), 3, 0}) || !added || err != nil {
		t.Errorf("KeepSheet(history-v4.json) = %+v, %v, %v; want week 3, pair 0 kept", ref, added, err)
	}
}
