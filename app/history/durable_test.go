package history

import (
	"testing"
	"time"
)

func TestExportDue(t *testing.T) {
	now := time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		last  time.Time
		games int
		want  bool
	}{
		{"never, no games", time.Time{}, 0, false},
		{"never, 20 games", time.Time{}, 20, false},
		{"never, 21 games", time.Time{}, 21, true},
		{"a week ago", now.AddDate(0, 0, -7), 300, false},
		{"30 days ago to the hour", now.Add(-exportReminderAge), 5, false},
		{"31 days ago", now.AddDate(0, 0, -31), 5, true},
		{"31 days ago, history emptied since", now.AddDate(0, 0, -31), 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := exportDue(tc.last, tc.games, now); got != tc.want {
				t.Errorf("exportDue(%v, %d, %v) = %v, want %v", tc.last, tc.games, now, got, tc.want)
			}
		})
	}
}
