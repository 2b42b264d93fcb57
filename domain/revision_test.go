package domain

import (
	"errors"
	"strings"
	"testing"
)

func TestHeadRevision(t *testing.T) {
	s := thursdayLeague(t)
	old, err := s.MarshalHead()
	if err != nil {
		t.Fatalf("MarshalHead() error = %v", err)
	}
	s.Revise()
	s.Revise()
	head, _ := s.MarshalHead()
	for _, tc := range []struct {
		name    string
		head    []byte
		want    uint64
		wantErr bool
	}{
		{"before revisions", old, 0, false},
		{"revised twice", head, 2, false},
		{"not JSON", []byte("l:"), 0, true},
		{"no ID", []byte(`{"rev":3}`), 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := HeadRevision(tc.head)
			if got != tc.want || (err != nil) != tc.wantErr {
				t.Errorf("HeadRevision() = %d, %v, want %d (error %v)", got, err, tc.want, tc.wantErr)
			}
		})
	}
	back, err := ReadLeague(head)
	if err != nil || back.Revision() != 2 {
		t.Fatalf("ReadLeague(head).Revision() = %v, %v, want 2", back, err)
	}
	file, _ := s.MarshalJSON()
	if strings.Contains(string(file), `"rev"`) {
		t.Errorf("MarshalJSON() carries the revision: a league file has none")
	}
}

func TestCanStore(t *testing.T) {
	s := thursdayLeague(t)
	zero, _ := s.MarshalHead()
	s.Revise()
	one, _ := s.MarshalHead()
	for _, tc := range []struct {
		name   string
		stored []byte
		found  bool
		base   uint64
		fresh  bool
		ok     bool
	}{
		{"the revision read", one, true, 1, false, true},
		{"a head from before revisions, read as 0", zero, true, 0, false, true},
		{"another window stored since", one, true, 0, false, false},
		{"stored behind the base", zero, true, 1, false, false},
		{"deleted meanwhile", nil, false, 1, false, false},
		{"a new league where none is", nil, false, 0, true, true},
		{"a new league where one is", zero, true, 0, true, false},
		{"a damaged head", []byte("{"), true, 0, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CanStore(tc.stored, tc.found, tc.base, tc.fresh)
			if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrRevised)) {
				t.Errorf("CanStore(found %v, base %d, fresh %v) = %v, want ok %v", tc.found, tc.base, tc.fresh, err, tc.ok)
			}
		})
	}
}

func TestMergeSettings(t *testing.T) {
	base := DefaultSeasonSettings()
	with := func(f func(*SeasonSettings)) SeasonSettings {
		st := base
		f(&st)
		return st
	}
	establish5 := with(func(st *SeasonSettings) { st.Establish = 5 })
	lane3 := with(func(st *SeasonSettings) { st.FirstLane = 3 })
	for _, tc := range []struct {
		name               string
		mine, theirs, want SeasonSettings
		conflict           bool
	}{
		{"nothing changed", base, base, base, false},
		{"mine alone", establish5, base, establish5, false},
		{"theirs alone", base, lane3, lane3, false},
		{"each another setting", establish5, lane3, with(func(st *SeasonSettings) { st.Establish, st.FirstLane = 5, 3 }), false},
		{"the same change both", establish5, establish5, establish5, false},
		{"the same setting two ways", establish5, with(func(st *SeasonSettings) { st.Establish = 7 }), with(func(st *SeasonSettings) { st.Establish = 7 }), true},
		{"the handicap both", with(func(st *SeasonSettings) { st.Match.Handicap = handicapOn }),
			with(func(st *SeasonSettings) { st.Match.Handicap = Handicap{On: true, Basis: 200, Percent: 90} }),
			with(func(st *SeasonSettings) { st.Match.Handicap = Handicap{On: true, Basis: 200, Percent: 90} }), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MergeSettings(base, tc.mine, tc.theirs)
			if got != tc.want || (err != nil) != tc.conflict || (err != nil && !errors.Is(err, ErrConflict)) {
				t.Errorf("MergeSettings() = %+v, %v, want %+v (conflict %v)", got, err, tc.want, tc.conflict)
			}
		})
	}
}

func TestMergeName(t *testing.T) {
	for _, tc := range []struct {
		base, mine, theirs, want string
		conflict                 bool
	}{
		{"Thursday Mixed", "Thursday Mixed", "Renamed A", "Renamed A", false},
		{"Thursday Mixed", "Renamed B", "Thursday Mixed", "Renamed B", false},
		{"Thursday Mixed", "Renamed", "Renamed", "Renamed", false},
		{"Thursday Mixed", "Renamed B", "Renamed A", "Renamed A", true},
	} {
		got, err := MergeName(tc.base, tc.mine, tc.theirs)
		if got != tc.want || (err != nil) != tc.conflict {
			t.Errorf("MergeName(%q, %q, %q) = %q, %v, want %q (conflict %v)", tc.base, tc.mine, tc.theirs, got, err, tc.want, tc.conflict)
		}
	}
}

func TestSeasonChanges(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, s *Season)
		want   SeasonPart
	}{
		{"nothing", func(*testing.T, *Season) {}, 0},
		{"renamed", func(t *testing.T, s *Season) { _ = s.Rename("Renamed A") }, PartName},
		{"a setting", func(t *testing.T, s *Season) {
			st := s.Settings()
			st.Establish = 5
			_ = s.SetSettings(st)
		}, PartSettings},
		{"a roster", func(t *testing.T, s *Season) { _ = s.ChangeRoster(RosterChange{Week: 4, Bowler: "AAA", Team: -1}) }, PartTeams},
		{"a plan", func(t *testing.T, s *Season) { _ = s.SetPlan(4, WeekPlan{Absent: []string{"CCC"}}) }, PartPlans},
		{"a week kept", func(t *testing.T, s *Season) { keepWeek(t, s, 0, thursdayScores[0]) }, PartMatches},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := thursdayLeague(t)
			b := a.Clone()
			tc.change(t, b)
			if got := SeasonChanges(a, b); got != tc.want {
				t.Errorf("SeasonChanges() = %b, want %b", got, tc.want)
			}
			if got := SeasonChanges(a, thursdayLeague(t)); got != 0 {
				t.Errorf("the original changed with its clone: SeasonChanges() = %b", got)
			}
		})
	}
}

// TestStaleRosterChange is the case: a window that read the league before week 0's
// first match was kept moves a bowler of that match off the team from week 0; made again on
// the league as stored, the change is refused with ErrWeekBowled, and a later week's passes.
func TestStaleRosterChange(t *testing.T) {
	window := thursdayLeague(t)
	stored := window.Clone()
	keepWeek(t, stored, 0, thursdayScores[0])
	stored.Revise()
	head, _ := stored.MarshalHead()
	if err := CanStore(head, true, window.Revision(), false); !errors.Is(err, ErrRevised) {
		t.Fatalf("CanStore(stale) = %v, want ErrRevised", err)
	}
	again := stored.Clone()
	if err := again.ChangeRoster(RosterChange{Week: 0, Bowler: "AAA", Team: 1}); !errors.Is(err, ErrWeekBowled) {
		t.Errorf("ChangeRoster(week 0) on the stored league = %v, want ErrWeekBowled", err)
	}
	if err := again.ChangeRoster(RosterChange{Week: 1, Bowler: "AAA", Team: 1}); err != nil {
		t.Errorf("ChangeRoster(week 1) on the stored league = %v", err)
	}
	if err := window.ChangeRoster(RosterChange{Week: 0, Bowler: "AAA", Team: 1}); err != nil {
		t.Errorf("the stale window's own check passes: ChangeRoster(week 0) = %v", err)
	}
}

func TestMergePlan(t *testing.T) {
	none := WeekPlan{}
	absent := WeekPlan{Absent: []string{"AAA"}}
	sub := WeekPlan{Substitutes: []Substitute{{Team: 0, Name: "SUB", Average: 120}}}
	for _, tc := range []struct {
		name                     string
		base, mine, theirs, want WeekPlan
		conflict                 bool
	}{
		{"mine alone", none, absent, none, absent, false},
		{"theirs alone", none, none, sub, sub, false},
		{"the same both", none, absent, absent, absent, false},
		{"both, differently", none, absent, sub, sub, true},
		{"empty lists are none", WeekPlan{Absent: []string{}}, absent, none, absent, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MergePlan(tc.base, tc.mine, tc.theirs)
			if !samePlan(got, tc.want) || (err != nil) != tc.conflict {
				t.Errorf("MergePlan() = %+v, %v, want %+v (conflict %v)", got, err, tc.want, tc.conflict)
			}
		})
	}
}
