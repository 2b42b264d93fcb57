package domain

import (
	"bytes"
	"encoding/csv"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func readFixture(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/history-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestImportFixture reads a history file of format version 1, which every later version must
// still read: a handicap series of 3 games in rotated order with pins, fouls and splits
// (save formats 1 and 2 mixed), and a game of another series.
func TestImportFixture(t *testing.T) {
	data := readFixture(t)
	records, err := Import(data)
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	var scores [][]int
	for _, r := range records {
		scores = append(scores, r.Scores())
	}
	if want := [][]int{{152, 180}, {183, 90}, {300, 150}, {0}}; !reflect.DeepEqual(scores, want) {
		t.Errorf("scores = %v, want %v", scores, want)
	}
	sh, err := SheetOf(InSeries(records, "series-2026-11-20"))
	if err != nil {
		t.Fatal(err)
	}
	want := []SheetRow{
		{Name: "PJS", Scores: []int{152, 90, 300}, Handicap: 40, Scratch: 542, Total: 662, Winner: true},
		{Name: "KYJ", Scores: []int{180, 183, 150}, Handicap: 28, Scratch: 513, Total: 597},
	}
	if !reflect.DeepEqual(sh.Rows, want) || !sh.Complete || !slices.Equal(sh.Winners, []string{"PJS"}) {
		t.Errorf("sheet = %+v", sh)
	}
	st := Statistics(records, 3)
	kyj, pjs := st[0], st[1]
	if kyj.Name != "KYJ" || kyj.SplitsLeft != 4 || kyj.SplitConversions != (Ratio{2, 3}) || kyj.Fouls != 2 || kyj.HighSeries != 513 {
		t.Errorf("KYJ = %+v", kyj)
	}
	if pjs.Name != "PJS" || pjs.Games != 4 || pjs.Pins != 542 || pjs.Fouls != 3 || pjs.HighSeries != 542 {
		t.Errorf("PJS = %+v", pjs)
	}
	var out bytes.Buffer
	if err := ExportJSON(&out, records); err != nil {
		t.Fatal(err)
	}
	// Writing the records again gives the same bytes, in the version written now.
	if want := strings.Replace(string(data), `"version":1`, `"version":2`, 1); out.String() != want {
		t.Errorf("ExportJSON(Import(fixture)) =\n%s\nwant\n%s", out.String(), want)
	}
}

// testHistory bowls a history of a few nights with handicaps, rotation, pins and fouls.
func testHistory(t testing.TB) []Record {
	lines := []string{pinsGame152, pinsGame180, nines, gutterGame, perfectGame, "X 7/ 9- X X 8/ 9/ X 72 X9/",
		"{7-10}/ {4-6}- 81 F/ X X 9- {2-4-5-8}/ -- XX{7-10}"}
	var records []Record
	for night := range 4 {
		s := newTestSeries(t, 3, Order(night%2), "ABC", "DEF", "GHI")
		if night >= 2 {
			s.Handicap, s.Averages = DefaultHandicap, []int{150, 190, 200}
			s.Handicap.On = true
		}
		for game := 1; game <= 3; game++ {
			k := night*3 + game
			records = append(records, recordOf(t, s, game, at(night*7, game*20),
				lines[k%len(lines)], lines[(k+1)%len(lines)], lines[(k+3)%len(lines)]))
		}
	}
	return records
}

func TestExportImportRoundTrip(t *testing.T) {
	for _, records := range [][]Record{testHistory(t), nil} {
		var out bytes.Buffer
		if err := ExportJSON(&out, records); err != nil {
			t.Fatal(err)
		}
		back, err := Import(out.Bytes())
		if err != nil || back == nil || len(back) != len(records) {
			t.Fatalf("Import(ExportJSON(h)) = %d records, %v, want %d", len(back), err, len(records))
		}
		for i := range back {
			if !back[i].Equal(records[i]) {
				t.Errorf("record %d differs after export and import", i)
			}
		}
		if !reflect.DeepEqual(Statistics(back, 3), Statistics(records, 3)) {
			t.Error("the statistics differ after export and import")
		}
		if merged, rep := Merge(records, back); rep.Added != 0 || rep.Same != len(records) || len(merged) != len(records) {
			t.Errorf("Merge(h, Import(Export(h))) = %+v", rep)
		}
	}
}

func TestImportRefused(t *testing.T) {
	good := string(readFixture(t))
	games := strings.SplitAfter(good, "\n") // the head line, then a record per line
	swap := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("the fixture has no %q", old)
		}
		return strings.Replace(good, old, new, 1)
	}
	tests := []struct {
		name, data, why string
	}{
		{"empty", ``, "not a complete JSON object"},
		{"text", `hello`, "not a complete JSON object"},
		{"a list", `[1,2,3]`, "not a complete JSON object"},
		{"truncated in a record", good[:len(good)/2], "not a complete JSON object"},
		{"truncated at the end", good[:len(good)-3], "not a complete JSON object"},
		{"garbage after it", good + "x", "not a complete JSON object"},
		{"another program's JSON", `{"name":"tenpin","version":"1.0.0","games":[]}`, `not a tenpin history (no format name)`},
		{"null", `null`, "not a JSON object"},
		{"format not a string", `{"format":1}`, `not a tenpin history (format 1, want "tenpin-history")`},
		{"version not a number", swap(`"version":1`, `"version":"1"`), `format version "1" is not a whole number`},
		{"a saved game", `{"v":1,"names":["PJS"],"rolls":[[]]}`, "not a tenpin history"},
		{"another format", swap(`"tenpin-history"`, `"tenpin-settings"`), `format "tenpin-settings", want "tenpin-history"`},
		{"a newer version", swap(`"version":1`, `"version":6`), "newer version (format version 6; this one reads 5)"},
		{"no version", swap(`"version":1,`, ``), "no format version"},
		{"version 0", swap(`"version":1,`, `"version":0,`), "format version 0"},
		{"no games", `{"format":"tenpin-history","version":1}`, "no list of games"},
		{"games not a list", `{"format":"tenpin-history","version":1,"games":{}}`, "cannot unmarshal"},
		{"unknown field", swap(`"version":1,`, `"version":1,"owner":"me",`), `unknown field "owner"`},
		{"bad date", swap(`2026-11-20T19:25:00+01:00`, `2026-11-20 19:25`), "game 2 in the file: invalid history record: not a record"},
		{"bad series place", swap(`"game":2,"of":3`, `"game":4,"of":3`), "game 2 in the file: invalid history record: game 4 of a series of 3"},
		{"impossible ball", swap(`[[10,7,3`, `[[10,7,4`), "game 2 in the file: invalid history record: the saved game cannot be restored"},
		{"a pin not standing", swap(`"1-2-3-4-5-6-8-9",2,"F"`, `"1-2-3-4-5-6-8-9","1","F"`), "game 1 in the file"},
		{"a game not over", swap(`[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`, `[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`), "game 4 in the file: invalid history record: the game is still in progress"},
		{"an ID twice", swap(`"game-4"`, `"game-1"`), "game 4 in the file: ID game-1 is there twice"},
		{"a series game twice", swap(`"game":3,"of":3`, `"game":2,"of":3`), "game 3 in the file: game 2 of series series-2026-11-20 is both game-2 and game-3"},
		{"a series of two lengths", games[0] + games[1] + strings.Replace(strings.TrimSuffix(games[2], ",\n"), `"of":3`, `"of":4`, 1) + "\n]}\n", "has 3 games in one record and 4"},
		{"handicaps that differ", swap(`"handicap":[28,40]`, `"handicap":[28,41]`), "names and handicaps must match"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			records, err := Import([]byte(tc.data))
			if records != nil || !errors.Is(err, ErrBadImport) {
				t.Fatalf("Import = %d records, %v, want nil, ErrBadImport", len(records), err)
			}
			if !strings.Contains(err.Error(), tc.why) {
				t.Errorf("Import error %q does not say %q", err, tc.why)
			}
		})
	}
}

func TestExportCSV(t *testing.T) {
	s := newTestSeries(t, 1, KeepOrder, "PJS")
	s.ID = "S1"
	r := recordOf(t, s, 1, at(0, 0), pinsGame180)
	var out bytes.Buffer
	if err := ExportCSV(&out, []Record{r}, nil); err != nil {
		t.Fatal(err)
	}
	all := "1 2 3 4 5 6 7 8 9 10"
	want := "\uFEFFdate,series,game,bowler,frame,ball,pins,pin set,foul,split,team,match\r\n" +
		// A strike entered as a count knocks down all ten: its pins are known, and no split.
		"2026-11-20 19:00:00,S1,1,PJS,1,1,10," + all + ",0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,2,1,10," + all + ",0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,3,1,10," + all + ",0,0,,\r\n" +
		// A count of 7 at a full rack: which pins, and so whether a split, is not known.
		"2026-11-20 19:00:00,S1,1,PJS,4,1,7,,0,,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,4,2,2,,0,0,,\r\n" +
		// Pins entered: the 8 left the 7-10 split, and the spare took those two.
		"2026-11-20 19:00:00,S1,1,PJS,5,1,8,1 2 3 4 5 6 8 9,0,1,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,5,2,2,7 10,0,0,,\r\n" +
		// A foul knocks down nothing that counts; the rack stands as it was.
		"2026-11-20 19:00:00,S1,1,PJS,6,1,0,,1,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,6,2,9,,0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,7,1,10," + all + ",0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,8,1,7,,0,,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,8,2,3,,0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,9,1,9,,0,,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,9,2,0,,0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,10,1,10," + all + ",0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,10,2,10," + all + ",0,0,,\r\n" +
		"2026-11-20 19:00:00,S1,1,PJS,10,3,8,,0,,,\r\n"
	if out.String() != want {
		t.Errorf("ExportCSV =\n%s\nwant\n%s", out.String(), want)
	}

	// A localised header, quoted where CSV needs it; every game of a history, ball by ball.
	header := []string{"날짜", "시리즈", "게임", "볼러", "프레임", "볼", "핀", "핀, 세트", "파울", "스플릿"}
	records := testHistory(t)
	out.Reset()
	if err := ExportCSV(&out, records, header); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(out.String(), "\r\n"), "\r\n")
	if rows[0] != "\uFEFF날짜,시리즈,게임,볼러,프레임,볼,핀,\"핀, 세트\",파울,스플릿,team,match" {
		t.Errorf("header row = %q", rows[0])
	}
	balls := 0
	for _, r := range records {
		g, _ := r.Game()
		balls += g.Balls()
	}
	if len(rows) != balls+1 {
		t.Errorf("ExportCSV wrote %d rows, want a header and %d balls", len(rows), balls)
	}
	if err := ExportCSV(&out, records, header[:9]); err == nil || !strings.Contains(err.Error(), "9 columns") {
		t.Errorf("ExportCSV with 9 header columns = %v, want a refusal", err)
	}
}

// csvRows are rows whose fields need each of CSV's rules: commas, quotes, CR, LF and CRLF,
// leading spaces of several kinds, `\.`, empty fields and text in other scripts.
var csvRows = [][]string{
	{"date", "series", "pin set"},
	{""},
	{"", ""},
	{"핀, 세트", "Pin Pals – Gutter Kings", "1 2 4"},
	{`say "hi"`, `"`, `""`},
	{"a\nb", "a\r\nb", "a\rb", "\r", "\n"},
	{" lead", "\tlead", "\u00a0lead", "\u3000lead", "trail ", "in side"},
	{`\.`, `\.x`, `x\.`, `\`},
	{"\xff", "\xc2", "a,b,c"},
}

// TestAppendCSVRow checks that the export writes rows as encoding/csv's Writer with UseCRLF
// writes them, byte for byte.
func TestAppendCSVRow(t *testing.T) {
	for _, row := range csvRows {
		if got, want := string(appendCSVRow(nil, row)), stdlibCSV(t, row); got != want {
			t.Errorf("appendCSVRow(%q) = %q, want %q", row, got, want)
		}
	}
}

// FuzzAppendCSVRow checks appendCSVRow against encoding/csv for any two fields.
func FuzzAppendCSVRow(f *testing.F) {
	for _, row := range csvRows {
		f.Add(row[0], row[len(row)-1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		row := []string{a, b}
		if got, want := string(appendCSVRow(nil, row)), stdlibCSV(t, row); got != want {
			t.Errorf("appendCSVRow(%q) = %q, want %q", row, got, want)
		}
	})
}

func stdlibCSV(t *testing.T, row []string) string {
	t.Helper()
	var out bytes.Buffer
	w := csv.NewWriter(&out)
	w.UseCRLF = true
	if err := w.Write(row); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	return out.String()
}

func FuzzImport(f *testing.F) {
	good := readFixture(f)
	f.Add(good)
	f.Add(readFile(f, "testdata/history-v3.json"))
	f.Add(readFile(f, "testdata/history-v4.json"))
	for _, n := range []int{0, 1, 10, len(good) / 3, len(good) / 2, len(good) - 2} {
		f.Add(good[:n])
	}
	f.Add([]byte(`{"format":"tenpin-history","version":1,"games":[]}`))
	f.Add([]byte(`{"format":"tenpin-history","version":1,"games":[null]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		records, err := Import(data)
		if err != nil {
			if records != nil || !errors.Is(err, ErrBadImport) {
				t.Fatalf("Import = %d records, %v; want nil and ErrBadImport", len(records), err)
			}
			return
		}
		// What is accepted is whole and valid: it exports and imports again to the same
		// records, and merging it into itself adds nothing.
		var out bytes.Buffer
		if err := ExportJSON(&out, records); err != nil {
			t.Fatal(err)
		}
		again, err := Import(out.Bytes())
		if err != nil || len(again) != len(records) {
			t.Fatalf("Import(ExportJSON(Import(data))) = %d, %v", len(again), err)
		}
		for i := range again {
			if !again[i].Equal(records[i]) || again[i].Format() != records[i].Format() {
				t.Fatalf("record %d differs after a second import", i)
			}
		}
		if _, rep := Merge(records, again); rep.Added != 0 || len(rep.Conflicts) != 0 {
			t.Fatalf("Merge(h, h) = %+v", rep)
		}
		if _, err := Sheets(records); err != nil {
			t.Fatalf("Sheets of an accepted file = %v", err)
		}
	})
}

// TestImportProgress tells how far the file is read after every game, and stops when asked,
// returning nothing.
func TestImportProgress(t *testing.T) {
	data := readFixture(t)
	var told [][2]int
	records, err := ImportProgress(data, func(done, total int) bool {
		told = append(told, [2]int{done, total})
		return true
	})
	if err != nil || len(records) != 4 {
		t.Fatalf("ImportProgress = %d records, %v", len(records), err)
	}
	// How much of the file is read, in bytes: once a game, rising, never past the file.
	if len(told) != 4 {
		t.Fatalf("progress told %v, want once a game", told)
	}
	for i, p := range told {
		if p[1] != len(data) || p[0] > p[1] || i > 0 && p[0] <= told[i-1][0] {
			t.Errorf("progress told %v: not rising bytes of %d", told, len(data))
		}
	}
	for stop := 1; stop <= 4; stop++ {
		records, err := ImportProgress(data, func(done, total int) bool { return done < stop })
		if records != nil || !errors.Is(err, ErrImportCancelled) {
			t.Errorf("stopped after game %d: ImportProgress = %d records, %v; want nil, ErrImportCancelled", stop, len(records), err)
		}
	}
}
