package domain

import (
	"strings"
	"testing"
)

func TestExplainName(t *testing.T) {
	tests := []struct {
		entered string
		want    NameCheck
	}{
		{"PJS", NameCheck{Fault: NameOK, Letters: 3}},
		{"pjs", NameCheck{Fault: NameOK, Letters: 3}},
		{"", NameCheck{Fault: NameEmpty}},
		{"P1S", NameCheck{Fault: NameNotLetter, Char: '1'}},
		{"PJ ", NameCheck{Fault: NameNotLetter, Char: ' '}},
		{"Pé", NameCheck{Fault: NameNotLetter, Char: 'é'}},
		{"박지성", NameCheck{Fault: NameNotLetter, Char: '박'}},
		{"PJ", NameCheck{Fault: NameLength, Letters: 2}},
		{"PJSK", NameCheck{Fault: NameLength, Letters: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			if got := ExplainName(tt.entered); got != tt.want {
				t.Errorf("ExplainName(%q) = %+v, want %+v", tt.entered, got, tt.want)
			}
		})
	}
}

// FuzzExplainName checks that ExplainName agrees with ParseName on every input.
func FuzzExplainName(f *testing.F) {
	for _, s := range []string{"", "PJS", "pj", "abcd", "a1c", "ÀBC", "\xff\xfeA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, entered string) {
		_, err := ParseName(entered)
		got := ExplainName(entered)
		if (got.Fault == NameOK) != (err == nil) {
			t.Fatalf("ExplainName(%q) = %+v, but ParseName error = %v", entered, got, err)
		}
	})
}

func TestParseNameMessage(t *testing.T) {
	for entered, want := range map[string]string{
		"x":   `"x" has 1 letter`,
		"ab":  `"ab" has 2 letters`,
		"A1C": `'1' is not a letter A-Z`,
		"":    "the name is empty",
		"한국어": `'한' is not a letter A-Z`,
	} {
		if _, err := ParseName(entered); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("ParseName(%q) = %v, want an error ending %q", entered, err, want)
		}
	}
}
