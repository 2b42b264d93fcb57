package season

import (
	"strings"
	"testing"

	"tenpin/app/markup"
	"tenpin/domain"
)

// TestFieldMarkupNameField checks that a bowler's name field is marked name-field, which
// gives it its own width beside other fields (the stylesheet's .inline-field .name-field, in
// place of a :has() that every change of the page would match again), and a team's is not.
func TestFieldMarkupNameField(t *testing.T) {
	tests := []struct {
		name  string
		most  int
		class string
	}{
		{"a bowler's name", domain.NameLen, `<div class="text-field name-field">`},
		{"a team's name", domain.MaxTeamNameLen, `<div class="text-field">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := &markup.HTML{}
			fieldMarkup(h, "roster-add-0", "player-name", "Bowler", actTypedField, "add-0", "", tt.most, "")
			if got := h.String(); !strings.HasPrefix(got, tt.class) {
				t.Errorf("fieldMarkup(most %d) = %s, want it to open with %s", tt.most, got, tt.class)
			}
		})
	}
}
