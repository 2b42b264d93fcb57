package setup

import (
	"strings"
	"testing"

	"tenpin/domain"
)

// TestAverageNote: what an average field says as the name is typed and history loads. While
// history loads, a bowler it may hold gets a note that it is being looked for, not a problem
// (an alert) that asks for an average history may have; Start still waits for it.
func TestAverageNote(t *testing.T) {
	m := English
	known := map[string]HistoryAverage{"PJS": {Average: 172, Games: 45}}
	tests := []struct {
		name                       string
		player, average            string
		lookingUp                  bool
		note, placeholder, problem string
		startWaits                 bool
	}{
		{"no name yet", "", "", false, m.AverageHint, "", "", true},
		{"no name yet, history loading", "", "", true, m.AverageHint, "", "", true},
		{"history loading", "new", "", true, m.AverageLookingUp, "", "", true},
		{"in history", "pjs", "", false, m.AverageFromHistory(172, 45), "172", "", false},
		{"in history, more loading", "pjs", "", true, m.AverageFromHistory(172, 45), "172", "", false},
		{"not in history", "new", "", false, "", "", m.AverageMissing, true},
		{"typed", "new", "150", false, m.AverageEntered, "", "", false},
		{"typed while loading", "new", "150", true, m.AverageEntered, "", "", false},
		{"typed out of range", "new", "400", false, "", "", m.AverageProblem.Say(domain.MaxAverage), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := League{Handicap: true, History: known, LookingUp: tt.lookingUp}
			e := entry{name: strings.ToUpper(tt.player), average: tt.average}
			note, placeholder, problem := l.averageNote(e, m)
			if note != tt.note || placeholder != tt.placeholder || problem != tt.problem {
				t.Errorf("averageNote = %q, %q, %q; want %q, %q, %q", note, placeholder, problem, tt.note, tt.placeholder, tt.problem)
			}
			if _, _, _, p := l.average(e, m); (p != "") != tt.startWaits {
				t.Errorf("average's problem %q: Start waits = %v, want %v", p, p != "", tt.startWaits)
			}
		})
	}
}
