//go:build !englishonly

package i18n

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"
)

// koSamples gives each argument of a catalogue func a value of its own (ints 21, 22, ... by
// position, names PJS, KYJ, ...), so that a text that drops or swaps an argument shows it.
func koSamples(t reflect.Type) ([]reflect.Value, [][]string) {
	names := []string{"PJS", "KYJ", "ABC", "DEF", "GHI", "JKL", "MNO", "PQR"}
	args, shown := make([]reflect.Value, t.NumIn()), make([][]string, t.NumIn())
	for j := range args {
		switch in := t.In(j); in {
		case reflect.TypeFor[int]():
			args[j], shown[j] = reflect.ValueOf(21+j), []string{fmt.Sprint(21 + j)}
		case reflect.TypeFor[string]():
			args[j], shown[j] = reflect.ValueOf(names[j]), []string{names[j]}
		case reflect.TypeFor[rune]():
			args[j], shown[j] = reflect.ValueOf('Q'), []string{"Q"}
		case reflect.TypeFor[[]string]():
			args[j], shown[j] = reflect.ValueOf(names[:3]), names[:3]
		default:
			return nil, nil
		}
	}
	return args, shown
}

// koParticles are the particles whose form depends on the sound before them; none may follow
// an argument directly, since the catalogue cannot know how a name or number ends.
const koParticles = "은는이가을를와과으로"

// TestKoreanComplete checks the Korean catalogue field by field against English: every string
// is there and in Korean, every func is there, says something in Korean, keeps every argument
// the English text shows, and puts no sound-dependent particle right after an argument.
func TestKoreanComplete(t *testing.T) {
	// Fields whose text is the same in every language: a tag, the brand, an example name,
	// and numbers.
	notHangul := map[string]bool{"Lang": true, "AppName": true, "NamePlaceholder": true, "Percent": true, "Tenths": true, "Half": true, "AbsentMark": true}
	ko, en := fields(reflect.ValueOf(Korean), ""), fields(reflect.ValueOf(English), "")
	for i := range ko {
		name, k, e := ko[i].name, asFunc(ko[i].v), asFunc(en[i].v)
		switch k.Kind() {
		case reflect.String:
			if !notHangul[name] && !hasHangul(k.String()) {
				t.Errorf("Korean.%s = %q, want Korean text", name, k.String())
			}
		case reflect.Func:
			if k.IsNil() {
				t.Errorf("Korean.%s is missing", name)
				continue
			}
			args, shown := koSamples(k.Type())
			if args == nil {
				t.Errorf("Korean.%s takes a %s; add a sample to the test", name, k.Type())
				continue
			}
			got, want := k.Call(args)[0].String(), e.Call(args)[0].String()
			call := name + koArgs(args)
			if !notHangul[name] && !hasHangul(got) {
				t.Errorf("Korean.%s = %q, want Korean text", call, got)
			}
			for _, values := range shown {
				for _, v := range values {
					if strings.Contains(want, v) && !strings.Contains(got, v) {
						t.Errorf("Korean.%s = %q, lost %s (English: %q)", call, got, v, want)
					}
					if _, after, ok := strings.Cut(got, v); ok && after != "" && strings.ContainsRune(koParticles, []rune(after)[0]) {
						t.Errorf("Korean.%s = %q: a particle follows %s", call, got, v)
					}
				}
			}
		default:
			t.Errorf("Korean.%s has kind %s; the test knows strings and funcs", name, k.Kind())
		}
	}
}

// koArgs writes arguments as in a call: (PJS, 22).
func koArgs(args []reflect.Value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = fmt.Sprint(a.Interface())
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func hasHangul(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0
}

func TestKoreanTexts(t *testing.T) {
	m := Korean
	tests := []struct{ got, want string }{
		{m.Ball("PJS", 3, "7", 7) + " " + m.Standing(3), "PJS, 3프레임: 7. 남은 핀 3개."},
		{m.Ball("PJS", 1, "X", 10), "PJS, 1프레임: 스트라이크."},
		{m.Ball("PJS", 1, "/", 3), "PJS, 1프레임: 스페어(3)."},
		{m.Ball("PJS", 1, "-", 0), "PJS, 1프레임: 거터."},
		{m.Ball("PJS", 6, "F", 0), "PJS, 6프레임: 파울."},
		{m.NextUp.Say("KYJ", 4), "다음: KYJ, 4프레임."},
		{m.FrameTotal.Say("PJS", 2, 38), "PJS, 2프레임 합계: 38."},
		{m.Winner.Say("PJS", 187), "PJS 우승, 187점."},
		{m.Tie([]string{"PJS", "KYJ", "ABC"}, 150), "150점 동점: PJS, KYJ, ABC."},
		{m.PinsButton(10, "X"), "핀 10 개, 스트라이크"},
		{m.PinsButton(1, ""), "핀 1 개"},
		{m.DeckCount(8, ""), "쓰러진 핀 8개"},
		{m.PinStanding.Say(10), "10 번 핀, 서 있음"},
		{m.NameNotLetter('4'), "“4”: A–Z 영문자만 쓸 수 있어요."},
		{m.NameNotLetter(' '), "띄어쓰기 없이 A–Z 영문자만 쓸 수 있어요."},
		{m.TooManyPins(3), "서 있는 핀은 3개뿐이에요."},
		{m.CorrectBall("PJS", 5, 1, "8", 8, "7-10"), "PJS 5프레임 1구 수정: 8, 7-10 스플릿"},
		{m.GameOfSeries.Say(2, 3), "3게임 중 2번째"},
		{m.NextGame.Say(2, 3), "다음 게임 (2/3)"},
		{m.SeriesProgress.Say(1, 3), "3게임 중 1게임을 마쳤어요."},
		{m.PlotTableNote.Say(20, 57), "57게임 중 최근 20게임, 최신순."},
		{m.GameSheetTitle(2, 3, "D"), "3게임 중 2번째, D"},
		{m.GameSheetTitle(1, 1, "D"), "D"},
		{m.DateTime(2026, 11, 20, 19, 5), "2026년 11월 20일 19:05"},
		{m.SeriesTitle("D", 1), "D · 단일 게임"},
		{m.SeriesTitle("D", 3), "D · 3게임 시리즈"},
		{m.ImportReport(4, 1, 0), "새 게임 4개를 가져왔어요. 1개는 이미 있었어요."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// TestKoreanDistinct checks that texts shown side by side (one screen's buttons, one table's
// headers) differ, as Korean drops the plural that tells some English ones apart.
func TestKoreanDistinct(t *testing.T) {
	m := Korean
	groups := map[string][]string{
		"nav":     {m.NavGame, m.NavSeries, m.NavHistory, m.NavStats},
		"deck":    {m.RollPins, m.Strike, m.Spare, m.Gutter, m.Foul, m.Undo, m.NewGame, m.EntryMode},
		"setup":   {m.RemoveText, m.AddPlayer, m.StartGame, m.ResumeGame},
		"history": {m.OpenSeries, m.DeleteGame, m.DeleteSeries, m.Restore, m.BackToHistory, m.CorrectGame},
		"series":  {m.BowlerHeader, m.GameHeader.Say(1), m.ScratchHeader, m.HandicapPerGameHeader, m.HandicapSeriesHeader},
		"csv":     {m.CSVDate, m.CSVSeries, m.CSVGame, m.CSVBowler, m.CSVFrame, m.CSVBall, m.CSVPins, m.CSVPinSet, m.CSVFoul, m.CSVSplit},
		"figures": {m.FigGames, m.FigPins, m.FigAverage, m.FigHighGame, m.FigHighSeries, m.FigStrikes, m.FigSpares, m.FigSinglePins, m.FigSplitsSpared, m.FigFirstBall, m.FigOpen, m.FigFouls, m.FigSplits},
		"plot":    {m.DateHeader, m.ScoreHeader, m.AverageHeader},
		"scope":   {m.ScopeAll, m.ScopeSeries, m.ScopeDates},
	}
	for group, texts := range groups {
		seen := map[string]bool{}
		for _, s := range texts {
			if seen[s] {
				t.Errorf("%s: %q appears twice", group, s)
			}
			seen[s] = true
		}
	}
}
