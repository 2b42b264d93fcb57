package i18n

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// argSamples gives each argument of a message function a value no other argument of the
// same call has, so that an argument a language drops is seen missing from its text.
func argSamples(t *testing.T, fn reflect.Type) []reflect.Value {
	t.Helper()
	names := []string{"PJS", "KYJ", "ABC", "QRW"}
	args := make([]reflect.Value, fn.NumIn())
	for i := range args {
		switch in := fn.In(i); in {
		case reflect.TypeFor[int]():
			args[i] = reflect.ValueOf(41 + 11*i)
		case reflect.TypeFor[string]():
			args[i] = reflect.ValueOf(names[i%len(names)])
		case reflect.TypeFor[rune]():
			args[i] = reflect.ValueOf('Q')
		case reflect.TypeFor[[]string]():
			args[i] = reflect.ValueOf([]string{"PJS", "KYJ", "ABC"})
		default:
			t.Fatalf("a message takes a %s; add a sample to argSamples", in)
		}
	}
	return args
}

// shown lists which arguments' values a message's text contains.
func shown(text string, args []reflect.Value) []bool {
	got := make([]bool, len(args))
	for i, a := range args {
		switch v := a.Interface().(type) {
		case int:
			got[i] = strings.Contains(text, strconv.Itoa(v))
		case string:
			got[i] = strings.Contains(text, v)
		case rune:
			got[i] = strings.ContainsRune(text, v)
		case []string:
			got[i] = true
			for _, s := range v {
				got[i] = got[i] && strings.Contains(text, s)
			}
		}
	}
	return got
}

// TestFormatArguments checks that every language shows the arguments English shows, for
// every message function: no translation drops a number or a name.
func TestFormatArguments(t *testing.T) {
	en := reflect.ValueOf(English)
	for lang, m := range catalogues {
		v := reflect.ValueOf(m).Elem()
		for i := 0; i < v.NumField(); i++ {
			f := asFunc(v.Field(i))
			if f.Kind() != reflect.Func || f.IsNil() {
				continue
			}
			name := v.Type().Field(i).Name
			args := argSamples(t, f.Type())
			want := shown(asFunc(en.Field(i)).Call(args)[0].String(), args)
			text := f.Call(args)[0].String()
			got := shown(text, args)
			for j := range args {
				if want[j] && !got[j] {
					t.Errorf("%s: %s%v = %q lacks argument %d (%v)", lang, name, args, text, j+1, args[j])
				}
			}
		}
	}
}

// TestLoadingLabel checks that every loading label has the place of the percentage.
func TestLoadingLabel(t *testing.T) {
	for lang, m := range catalogues {
		if !strings.Contains(m.LoadingLabel, "{progress}") {
			t.Errorf("%s: LoadingLabel %q lacks {progress}", lang, m.LoadingLabel)
		}
	}
}

// shownTogether are groups of messages that a screen shows side by side (a screen's buttons,
// a table's column headers, the navigation, a list of choices): within one language, no two
// of a group may read the same. A function is called with the arguments given.
var shownTogether = []struct {
	what string
	keys []string
}{
	{"navigation", []string{"NavGame", "NavSeries", "NavHistory", "NavStats", "LanguageLabel"}},
	{"setup", []string{"SetupHeading", "AddPlayer", "StartGame", "ResumeGame", "RemoveText", "LeagueHeading"}},
	{"league settings", []string{"SeriesGamesLabel", "OrderLabel", "HandicapLabel", "BasisLabel", "PercentLabel"}},
	{"bowling order", []string{"OrderKeep", "OrderRotate"}},
	{"game buttons", []string{"Undo", "NewGame", "EntryMode", "Rematch", "PadHeading"}},
	{"pin deck", []string{"RollPins", "Strike", "Spare", "Gutter", "Foul", "DeckLabel"}},
	{"pins", []string{"PinStanding(3)", "PinDown(3)", "PinAlreadyDown(3)"}},
	{"scoresheet headers", []string{"PlayerHeader", "TotalHeader", "FrameHeader(3)"}},
	{"correction dialog", []string{"FixCounts", "FixPins", "FixApplyPins", "FixCancel", "Foul"}},
	{"series sheet headers", []string{"BowlerHeader", "ScratchHeader", "HandicapPerGameHeader", "HandicapSeriesHeader", "GameHeader(3)"}},
	{"history actions", []string{"OpenSeries", "DeleteGame", "DeleteSeries", "Restore", "BackToHistory", "CorrectGame", "Print", "Share"}},
	{"transfer", []string{"ExportJSON", "ExportCSV", "ImportLabel"}},
	{"correction in history", []string{"CorrectionBall", "CorrectFoul", "SaveCorrection", "CancelCorrection", "CorrectTo(3)"}},
	{"statistics scope", []string{"ScopeAll", "ScopeSeries", "ScopeDates"}},
	{"statistics fields", []string{"StatsBowler", "StatsScope", "DateFrom", "DateTo"}},
	{"figures table headers", []string{"FigureHeader", "ValueHeader"}},
	{"figures", []string{"FigGames", "FigPins", "FigAverage", "FigHighGame", "FigHighSeries", "FigStrikes", "FigSpares", "FigSinglePins", "FigSplitsSpared", "FigFirstBall", "FigOpen", "FigFouls", "FigSplits"}},
	{"figure definitions", []string{"FigGamesDef", "FigPinsDef", "FigAverageDef", "FigHighGameDef", "FigHighSeriesDef", "FigStrikesDef", "FigSparesDef", "FigSinglePinsDef", "FigSplitsSparedDef", "FigFirstBallDef", "FigOpenDef", "FigFoulsDef", "FigSplitsDef"}},
	{"plot key", []string{"PlotScores", "PlotAverage", "PlotTable"}},
	{"plot table headers", []string{"DateHeader", "ScoreHeader", "AverageHeader"}},
	{"CSV header", []string{"CSVDate", "CSVSeries", "CSVGame", "CSVBowler", "CSVFrame", "CSVBall", "CSVPins", "CSVPinSet", "CSVFoul", "CSVSplit", "CSVTeam", "CSVMatch"}},
	{"refusals", []string{"StrikeNeedsFullRack", "SpareNeedsBall", "GameIsOver", "NothingToUndo", "NotAPin", "InputRefused", "FixNoBall"}},
	{"history problems", []string{"HistoryRefused", "HistoryFull", "HistoryFailed"}},
}

// asFunc returns a message field as a func: a format (sayInt and the like) as its Say.
// catalogueField is one message of a catalogue, named as a Go selector (Brackets.Draw).
type catalogueField struct {
	name string
	v    reflect.Value
}

// fields lists the messages of a catalogue v, those of its parts (a struct field such as
// Brackets) among them, in order.
// The catalogues are checked with the office's words in them, as the office app has them.
func init() { OfficeWords() }

func fields(v reflect.Value, prefix string) []catalogueField {
	var out []catalogueField
	for i := 0; i < v.NumField(); i++ {
		f, name := v.Field(i), prefix+v.Type().Field(i).Name
		if v.Type().Field(i).Name == "_" {
			continue // noCompare
		}
		if f.Kind() == reflect.Pointer && !f.IsNil() && f.Elem().Kind() == reflect.Struct {
			f = f.Elem() // the office's words (OfficeWords)
		}
		if f.Kind() == reflect.Struct {
			out = append(out, fields(f, name+".")...)
			continue
		}
		out = append(out, catalogueField{name, f})
	}
	return out
}

func asFunc(f reflect.Value) reflect.Value {
	if say := f.MethodByName("Say"); say.IsValid() {
		return say
	}
	return f
}

// message returns a catalogue's text for key, a field name or a call such as "GameHeader(3)".
func message(t *testing.T, m *Messages, key string) string {
	t.Helper()
	name, arg, call := strings.Cut(strings.TrimSuffix(key, ")"), "(")
	f := reflect.ValueOf(m).Elem().FieldByName(name)
	if f.IsValid() && call {
		f = asFunc(f)
	}
	if !f.IsValid() {
		t.Fatalf("no message %s", name)
	}
	if !call {
		return f.String()
	}
	n, err := strconv.Atoi(arg)
	if err != nil {
		t.Fatal(err)
	}
	return f.Call([]reflect.Value{reflect.ValueOf(n)})[0].String()
}

// TestNoCollisions checks that messages shown together read differently in every language.
func TestNoCollisions(t *testing.T) {
	for lang, m := range catalogues {
		for _, g := range shownTogether {
			seen := map[string]string{}
			for _, key := range g.keys {
				text := message(t, m, key)
				if other, ok := seen[strings.ToLower(text)]; ok {
					t.Errorf("%s, %s: %s and %s both read %q", lang, g.what, other, key, text)
				}
				seen[strings.ToLower(text)] = key
			}
		}
	}
	names := map[string]string{}
	for lang, m := range catalogues {
		if other, ok := names[m.LanguageName]; ok {
			t.Errorf("the switch names %s and %s both %q", lang, other, m.LanguageName)
		}
		names[m.LanguageName] = lang
	}
}

// TestPlurals checks the plurals of English and Spanish: one for 1, the other for the rest.
func TestPlurals(t *testing.T) {
	tests := []struct {
		lang string
		fn   func(*Messages) func(int) string
		want map[int]string
	}{
		{"en", func(m *Messages) func(int) string { return m.Standing }, map[int]string{0: "0 pins standing.", 1: "1 pin standing.", 2: "2 pins standing."}},
		{"es", func(m *Messages) func(int) string { return m.Standing }, map[int]string{0: "Quedan 0 bolos en pie.", 1: "Queda 1 bolo en pie.", 9: "Quedan 9 bolos en pie."}},
		{"en", func(m *Messages) func(int) string { return m.Deleted }, map[int]string{1: "1 game deleted from history.", 3: "3 games deleted from history."}},
		{"es", func(m *Messages) func(int) string { return m.Deleted }, map[int]string{1: "1 partida borrada del historial.", 3: "3 partidas borradas del historial."}},
		{"es", func(m *Messages) func(int) string { return m.TooManyPins }, map[int]string{1: "Solo queda 1 bolo en pie.", 4: "Solo quedan 4 bolos en pie."}},
		{"es", func(m *Messages) func(int) string { return m.CorrectTo }, map[int]string{1: "Corregir a 1 bolo", 0: "Corregir a 0 bolos"}},
		{"es", func(m *Messages) func(int) string { return func(n int) string { return m.PinsButton(n, "") } }, map[int]string{1: "1 bolo", 7: "7 bolos"}},
		{"es", func(m *Messages) func(int) string { return func(n int) string { return m.Exported(n, "h.json") } }, map[int]string{1: "1 partida guardada en h.json.", 12: "12 partidas guardadas en h.json."}},
		{"es", func(m *Messages) func(int) string { return func(n int) string { return m.HistoryCount(n, 1) } }, map[int]string{1: "1 partida, 1 serie, de la más reciente a la más antigua.", 5: "5 partidas, 1 serie, de la más reciente a la más antigua."}},
	}
	for _, tt := range tests {
		m, ok := catalogues[tt.lang]
		if !ok {
			continue // left out of this build
		}
		for n, want := range tt.want {
			if got := tt.fn(m)(n); got != want {
				t.Errorf("%s: %d gives %q, want %q", tt.lang, n, got, want)
			}
		}
	}
}

// TestSpanishTexts pins down the Spanish of the messages a game reads out most, and that
// the arguments land where they belong.
func TestSpanishTexts(t *testing.T) {
	m, ok := catalogues["es"]
	if !ok {
		t.Skip("built without Spanish")
	}
	tests := []struct{ got, want string }{
		{m.Ball("PJS", 3, "7", 7) + " " + m.Standing(3), "PJS, cuadro 3: 7. Quedan 3 bolos en pie."},
		{m.Ball("PJS", 1, "X", 10), "PJS, cuadro 1: un strike."},
		{m.Ball("PJS", 2, "/", 3), "PJS, cuadro 2: 3, spare."},
		{m.Ball("KYJ", 4, "-", 0), "KYJ, cuadro 4: canal."},
		{m.Ball("KYJ", 4, "F", 0), "KYJ, cuadro 4: falta."},
		{m.Tie([]string{"PJS", "KYJ", "ABC"}, 150), "Empate a 150: PJS, KYJ y ABC."},
		{m.Winner.Say("PJS", 187), "PJS gana con 187."},
		{m.FrameTotal.Say("PJS", 2, 38), "PJS, total del cuadro 2: 38."},
		{m.FixTooMany.Say("PJS", 3, 2, 8, 4), "El tiro 2 del cuadro 3 de PJS derribó 8, pero solo quedarían 4 en pie para él."},
		{m.FixMoves.Say("PJS", 3, 2), "Eso movería el tiro 2 del cuadro 3 de PJS a otro cuadro, así que no se puede corregir así."},
		{m.CorrectBall("KYJ", 5, 1, "8", 8, "7-10"), "Corregir KYJ cuadro 5 tiro 1: 8, split 7-10"},
		{m.DateTime(2026, 11, 20, 19, 5), "20 nov 2026, 19:05"},
		{m.GameOfSeries.Say(2, 3), "Partida 2 de 3"},
		{m.Tenths(1875), "187,5"},
		{m.NameNotLetter('4'), "Solo letras A–Z: «4» no está permitido."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}
