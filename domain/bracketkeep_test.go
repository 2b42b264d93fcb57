package domain

import (
	"bytes"
	"encoding/base64"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// keptSet is a drawn set of 4 bowlers, 2 games, 3 entries each: 3 brackets of 4 places.
func keptSet(t testing.TB) BracketRecord {
	t.Helper()
	r := BracketRecord{ID: "set-2026-11-20", Made: at(0, -30), Seed: 42,
		Set:     BracketSet{Games: []int{1, 2}, Handicap: true, Byes: true, Fee: 500, House: 200, Winner: 1200, Runner: 600},
		Entries: []Entry{{"AAA", 3}, {"BBB", 3}, {"DDD", 3}, {"EEE", 4}}}
	d, err := DrawBrackets(r.Set, r.Entries, r.Seed)
	if err != nil {
		t.Fatalf("DrawBrackets() error = %v", err)
	}
	r.Draw = &d
	return r
}

func TestBracketScores(t *testing.T) {
	_, match := leagueNight(t) // CCC absent, handicap on, 2 games
	practice, err := newTestSeries(t, 1, KeepOrder, "AAA", "ZZZ").Record(1, bowled(t, []string{"AAA", "ZZZ"}, nines, gutterGame), at(0, -60))
	if err != nil {
		t.Fatal(err)
	}
	_, baker := bakerNight(t)
	got := BracketScores(append(append([]Record{match[1], practice}, baker...), match[0]))
	for _, r := range match {
		names, scores, hcp := r.Names(), r.Scores(), r.Handicaps()
		for i, name := range names {
			want := GameScore{Known: true, Bowled: true, Scratch: scores[i], Handicap: hcp[i]}
			if g := got[name]; len(g) != 2 || g[r.Series().Game-1] != want {
				t.Errorf("BracketScores()[%s] = %+v, want game %d %+v", name, g, r.Series().Game, want)
			}
		}
	}
	if want := []GameScore{{Known: true}, {Known: true}}; !reflect.DeepEqual(got["CCC"], want) {
		t.Errorf("BracketScores()[CCC] (absent) = %+v, want %+v", got["CCC"], want)
	}
	if want := []GameScore{{Known: true, Bowled: true}}; !reflect.DeepEqual(got["ZZZ"], want) {
		t.Errorf("BracketScores()[ZZZ] (practice only) = %+v, want %+v", got["ZZZ"], want)
	}
	for _, line := range []string{"TMA", "TMB"} {
		if g, ok := got[line]; ok {
			t.Errorf("BracketScores()[%s] = %+v, want none: a Baker line is no bowler", line, g)
		}
	}
}

func TestBracketRecordCheck(t *testing.T) {
	if err := keptSet(t).Check(); err != nil {
		t.Fatalf("Check() of a drawn set = %v", err)
	}
	undrawn := keptSet(t)
	undrawn.Draw = nil
	if err := undrawn.Check(); err != nil {
		t.Errorf("Check() of a set not drawn = %v", err)
	}
	tests := []struct {
		name   string
		change func(r *BracketRecord)
		why    string
	}{
		{"bad ID", func(r *BracketRecord) { r.ID = "a b" }, "ID"},
		{"no date", func(r *BracketRecord) { r.Made = r.Made.AddDate(-2000, 0, 0) }, "date"},
		{"shares off", func(r *BracketRecord) { r.Set.Winner++ }, "is not the"},
		{"lower-case name", func(r *BracketRecord) { r.Entries[0].Name = "aaa" }, "not 3 upper-case"},
		{"no entries", func(r *BracketRecord) { r.Entries[1].Count = 0 }, "enters 0 times"},
		{"entered twice", func(r *BracketRecord) { r.Entries[1].Name = "AAA" }, "entered twice"},
		{"a bowler not entered", func(r *BracketRecord) { r.Draw.Brackets[0][0] = "ZZZ" }, "more often than entered"},
		{"a bowler twice", func(r *BracketRecord) { r.Draw.Brackets[0][0] = r.Draw.Brackets[0][1] }, "twice"},
		{"places short", func(r *BracketRecord) { r.Draw.Brackets[0] = r.Draw.Brackets[0][:2] }, "places"},
		{"returned wrong", func(r *BracketRecord) { r.Draw.Returned = nil }, "neither placed nor returned"},
		{"returned twice", func(r *BracketRecord) { r.Draw.Returned = append(r.Draw.Returned, r.Draw.Returned...) }, "returned"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := keptSet(t)
			tt.change(&r)
			if err := r.Check(); !errors.Is(err, ErrInvalidBrackets) || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("Check() = %v, want %v saying %q", err, ErrInvalidBrackets, tt.why)
			}
		})
	}
}

// TestHistoryBrackets writes a history with bracket sets, reads it back, and checks the
// version 5 fixture, which every later version must still import.
func TestHistoryBrackets(t *testing.T) {
	_, records := leagueNight(t)
	second := keptSet(t)
	second.ID, second.Draw, second.Made = "set-2", nil, at(0, -10)
	h := History{Records: records, Brackets: []BracketRecord{second, keptSet(t)}}
	var out bytes.Buffer
	if err := ExportHistory(&out, h); err != nil {
		t.Fatal(err)
	}
	if *writeFixtures {
		if err := os.WriteFile("testdata/history-v5.json", out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile("testdata/history-v5.json")
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(data) {
		t.Errorf("ExportHistory() =\n%s\nwant history-v5.json\n%s", out.String(), data)
	}
	got, err := ImportHistory(data, nil)
	if err != nil {
		t.Fatalf("ImportHistory(history-v5.json) error = %v", err)
	}
	if want := []BracketRecord{keptSet(t), second}; !reflect.DeepEqual(bracketJSON(t, got.Brackets), bracketJSON(t, want)) || len(got.Records) != len(records) {
		t.Errorf("ImportHistory() = %d records, sets %+v, want %d, %+v", len(got.Records), got.Brackets, len(records), want)
	}
	if recs, err := Import(data); err != nil || len(recs) != len(records) {
		t.Errorf("Import(history-v5.json) = %d records, %v", len(recs), err)
	}
	// Without sets no "brackets" is written.
	out.Reset()
	if err := ExportHistory(&out, History{Records: records}); err != nil || strings.Contains(out.String(), "brackets") {
		t.Errorf("ExportHistory(no sets) = %s, %v", out.String(), err)
	}

	refused := []struct{ name, data, why string }{
		{"sets in version 4", strings.Replace(string(data), `"version":5`, `"version":4`, 1), "format version 4, which has none"},
		{"unknown field", strings.Replace(string(data), `"seed":`, `"colour":"red","seed":`, 1), `unknown field "colour"`},
		{"ID twice", strings.Replace(string(data), `"set-2"`, `"set-2026-11-20"`, 1), "twice"},
		{"a bad set", strings.Replace(string(data), `"winner":1200`, `"winner":1300`, 1), "bracket set 1 in the file"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ImportHistory([]byte(tt.data), nil); !errors.Is(err, ErrBadImport) || !strings.Contains(err.Error(), tt.why) {
				t.Errorf("ImportHistory() error = %v, want %v saying %q", err, ErrBadImport, tt.why)
			}
		})
	}
}

// bracketJSON compares sets as the file writes them (a time read back has another Location).
func bracketJSON(t testing.TB, sets []BracketRecord) string {
	var b bytes.Buffer
	for _, s := range sets {
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
		_ = ExportHistory(&b, History{Brackets: []BracketRecord{s}})
	}
	return b.String()
}

func TestBracketLink(t *testing.T) {
	_, records := leagueNight(t)
	set := keptSet(t)
	scores := BracketScores(records)
	text, err := EncodeBrackets(set, scores)
	if err != nil {
		t.Fatal(err)
	}
	got, gotScores, err := DecodeBrackets(text)
	if err != nil {
		t.Fatalf("DecodeBrackets() error = %v", err)
	}
	if bracketJSON(t, []BracketRecord{got}) != bracketJSON(t, []BracketRecord{set}) || !got.Made.Equal(set.Made) {
		t.Errorf("DecodeBrackets() = %+v, want %+v", got, set)
	}
	for _, e := range set.Entries {
		for _, g := range set.Set.Games {
			if gotScores[e.Name][g-1] != scores[e.Name][g-1] {
				t.Errorf("%s game %d = %+v, want %+v", e.Name, g, gotScores[e.Name][g-1], scores[e.Name][g-1])
			}
		}
	}
	again, _ := EncodeBrackets(got, gotScores)
	if again != text {
		t.Errorf("EncodeBrackets(DecodeBrackets(text)) = %s, want %s", again, text)
	}
	t.Logf("a set of %d brackets of %d with its scores: %d characters", len(set.Draw.Brackets), set.Set.Places(), len(text))

	raw, _ := base64.RawURLEncoding.DecodeString(text)
	newer := append([]byte{2}, raw[1:]...)
	flipped := bytes.Clone(raw)
	flipped[len(flipped)/2] ^= 4
	for _, tt := range []struct {
		name, text string
		want       error
	}{
		{"damaged", base64.RawURLEncoding.EncodeToString(flipped), ErrBadLink},
		{"cut short", text[:len(text)-6], ErrBadLink},
		{"not base64", text[:10] + "*" + text[11:], ErrBadLink},
		{"newer", base64.RawURLEncoding.EncodeToString(newer), ErrNewerLink},
		{"empty", "", ErrBadLink},
	} {
		if _, _, err := DecodeBrackets(tt.text); !errors.Is(err, tt.want) {
			t.Errorf("DecodeBrackets(%s) error = %v, want %v", tt.name, err, tt.want)
		}
	}
	if _, err := EncodeBrackets(BracketRecord{}, nil); !errors.Is(err, ErrInvalidBrackets) {
		t.Errorf("EncodeBrackets(zero) error = %v, want %v", err, ErrInvalidBrackets)
	}
}

// FuzzDecodeBrackets checks that no text makes DecodeBrackets panic, and that a text it
// reads writes back the same.
func FuzzDecodeBrackets(f *testing.F) {
	set := keptSet(f)
	text, err := EncodeBrackets(set, map[string][]GameScore{"AAA": {{Known: true, Bowled: true, Scratch: 200, Handicap: 12}}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(text)
	f.Add(text[:20])
	f.Add("AQ")
	f.Fuzz(func(t *testing.T, text string) {
		r, scores, err := DecodeBrackets(text)
		if err != nil {
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("DecodeBrackets() = a set Check refuses: %v", err)
		}
		if _, err := EncodeBrackets(r, scores); err != nil {
			t.Fatalf("EncodeBrackets(DecodeBrackets()) error = %v", err)
		}
	})
}
