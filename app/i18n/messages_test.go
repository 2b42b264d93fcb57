package i18n

import (
	"reflect"
	"strings"
	"testing"
)

// TestCatalogueComplete checks that every message of every catalogue is there: strings are
// not empty, and functions exist and say something for typical arguments.
func TestCatalogueComplete(t *testing.T) {
	samples := map[reflect.Type]reflect.Value{
		reflect.TypeFor[int]():      reflect.ValueOf(3),
		reflect.TypeFor[string]():   reflect.ValueOf("PJS"),
		reflect.TypeFor[rune]():     reflect.ValueOf('4'),
		reflect.TypeFor[[]string](): reflect.ValueOf([]string{"PJS", "KYJ"}),
	}
	for lang, m := range catalogues {
		for _, fl := range fields(reflect.ValueOf(m).Elem(), "") {
			name, f := fl.name, asFunc(fl.v)
			switch f.Kind() {
			case reflect.String:
				if f.String() == "" {
					t.Errorf("%s: %s is empty", lang, name)
				}
			case reflect.Func:
				if f.IsNil() {
					t.Errorf("%s: %s is missing", lang, name)
					continue
				}
				args := make([]reflect.Value, f.Type().NumIn())
				for j := range args {
					a, ok := samples[f.Type().In(j)]
					if !ok {
						t.Fatalf("%s: %s takes a %s; add a sample to the test", lang, name, f.Type().In(j))
					}
					args[j] = a
				}
				if out := f.Call(args)[0].String(); strings.TrimSpace(out) == "" {
					t.Errorf("%s: %s%v says nothing", lang, name, args)
				}
			default:
				t.Errorf("%s: %s has kind %s; the test knows strings and funcs", lang, name, f.Kind())
			}
		}
	}
}

func TestEnglishTexts(t *testing.T) {
	m := English
	tests := []struct{ got, want string }{
		{m.Ball("PJS", 3, "7", 7) + " " + m.Standing(3), "PJS, frame 3: 7. 3 pins standing."},
		{m.Ball("PJS", 1, "X", 10), "PJS, frame 1: strike."},
		{m.Ball("PJS", 1, "/", 3), "PJS, frame 1: 3, spare."},
		{m.Ball("PJS", 1, "-", 0), "PJS, frame 1: gutter."},
		{m.Standing(1), "1 pin standing."},
		{m.Tie([]string{"PJS", "KYJ", "ABC"}, 150), "A tie at 150: PJS, KYJ and ABC."},
		{m.Winner.Say("PJS", 187), "PJS wins with 187."},
		{m.PinsButton(10, "X"), "10 pins, strike"},
		{m.PinsButton(1, ""), "1 pin"},
		{m.NameNotLetter('4'), "Only letters A–Z: “4” is not allowed."},
		{m.TooManyPins(3), "Only 3 pins are standing."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestMessagesFor(t *testing.T) {
	tests := []struct{ lang, want string }{
		{"en", "en"}, {"en-GB", "en"}, {"", "en"}, {"fr", "en"}, {"es", "es"}, {"es-MX", "es"},
		{"ES-es", "es"}, {"ko-KR", "ko"}, {"ko", "ko"},
	}
	for _, tt := range tests {
		want := tt.want
		if _, ok := catalogues[want]; !ok {
			want = "en" // a catalogue this build leaves out
		}
		if got := messagesFor(tt.lang); got.Lang != want {
			t.Errorf("messagesFor(%q).Lang = %q, want %q", tt.lang, got.Lang, want)
		}
	}
}

func TestPickLanguage(t *testing.T) {
	tests := []struct {
		prefs []string
		want  string
	}{
		{nil, "en"},
		{[]string{"fr-FR", "de"}, "en"},
		{[]string{"fr-FR", "es-AR", "en"}, "es"},
		{[]string{"en-US", "es"}, "en"},
		{[]string{"ko-KR", "en-US"}, "ko"},
	}
	for _, tt := range tests {
		want := tt.want
		if _, ok := catalogues[want]; !ok {
			want = PickLanguage(tt.prefs[1:])
		}
		if got := PickLanguage(tt.prefs); got != want {
			t.Errorf("PickLanguage(%q) = %q, want %q", tt.prefs, got, want)
		}
	}
}

// TestCatalogueOfItsLanguage checks that a catalogue is found again by its own Lang: the
// page's header is given the language, not the catalogue (app's pageHeader).
func TestCatalogueOfItsLanguage(t *testing.T) {
	for tag, m := range catalogues {
		if got := Catalogue(m.Lang); got != m {
			t.Errorf("Catalogue(%q) is not the catalogue of %q", m.Lang, tag)
		}
	}
}
