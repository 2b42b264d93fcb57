package setup

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
)

var English = &i18n.English

// memoryStore is a store in a map, for tests.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m memoryStore) Save(key, value string) error          { m[key] = value; return nil }
func (m memoryStore) Remove(key string)                     { delete(m, key) }

// TestSetupValidation types names as a bowler does: each shown as the domain shows it, or
// refused beside its field with the domain's reason. The root's TestSetupValidation checks
// Start with the same names.
func TestSetupValidation(t *testing.T) {
	var f Form
	tests := []struct {
		entered, value, problem string
	}{
		{"pjs", "PJS", ""},
		{"PJS", "PJS", ""},
		{"pj", "pj", "A name has exactly 3 letters A–Z; this one has 2."},
		{"pjsk", "pjsk", "A name has exactly 3 letters A–Z; this one has 4."},
		{"p1s", "p1s", "Only letters A–Z: “1” is not allowed."},
		{"p s", "p s", "Only letters A–Z: no spaces."},
		{"", "", "Enter a name of 3 letters A–Z."},
		{"박지성", "박지성", "Only letters A–Z: “박” is not allowed."},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			f.setName(0, tt.entered)
			if f.entries[0].name != tt.value {
				t.Errorf("name shown = %q, want %q", f.entries[0].name, tt.value)
			}
			if got := f.entries[0].problem(English); got != tt.problem {
				t.Errorf("problem = %q, want %q", got, tt.problem)
			}
			field := &nameField{Index: 0, Value: f.entries[0].name, Problem: f.entries[0].problem(English)}
			h := app.HTMLString(field)
			if tt.problem != "" && !strings.Contains(h, `role="alert"`) {
				t.Errorf("no alert next to the field:\n%s", h)
			}
			if tt.problem != "" && !strings.Contains(h, `aria-invalid`) {
				t.Errorf("field not marked invalid:\n%s", h)
			}
		})
	}
	f.setName(0, "pjs")
	f.addPlayer()
	f.setName(1, "kyj")
	f.removePlayer(0)
	if len(f.entries) != 1 || f.entries[0].name != "KYJ" {
		t.Errorf("after removing player 1: %q", f.Names())
	}
	f.removePlayer(0)
	if len(f.entries) != 1 {
		t.Errorf("the last player was removed: %q", f.Names())
	}
}

// TestNamedTwice: a name an earlier player has is refused (history tells bowlers apart by
// name). The root's TestNamedTwice checks that Start waits and the screen says why.
func TestNamedTwice(t *testing.T) {
	var f Form
	f.setName(0, "pjs")
	f.addPlayer()
	f.setName(1, "PJS")
	if got, want := f.problemOf(1, English), English.NameTaken.Say("PJS"); got != want {
		t.Errorf("problemOf(1) = %q, want %q", got, want)
	}
}
