package season

import (
	"strings"
	"testing"

	"tenpin/domain"
)

// mixed is a league of two teams, as stored at revision rev.
func mixed(t *testing.T, rev int) *domain.Season {
	t.Helper()
	l, err := domain.NewSeason("Thursday Mixed", domain.DefaultSeasonSettings(), []string{"Pin Pals", "Split Ends"})
	if err != nil {
		t.Fatalf("NewSeason() error = %v", err)
	}
	for range rev {
		l.Revise()
	}
	return l
}

// TestRevisedCheck checks the check of the shelf's one transaction: the head at the
// revision the change was made from, and each match new or the very same.
func TestRevisedCheck(t *testing.T) {
	l := mixed(t, 3)
	head, _ := l.MarshalHead()
	keys := []string{"m:x:0:0", headKey + l.ID()}
	values := [][]byte{[]byte("match"), []byte("new head")}
	for _, tc := range []struct {
		name        string
		base        uint64
		fresh       bool
		key         string
		stored      []byte
		found, want bool
	}{
		{"the head read", 3, false, keys[1], head, true, true},
		{"a head another window stored since", 2, false, keys[1], head, true, false},
		{"a head deleted since", 3, false, keys[1], nil, false, false},
		{"a new league where none is", 0, true, keys[1], nil, false, true},
		{"a new league where one is", 0, true, keys[1], head, true, false},
		{"a new match", 3, false, keys[0], nil, false, true},
		{"the same match kept in another window", 3, false, keys[0], []byte("match"), true, true},
		{"other games under its pair", 3, false, keys[0], []byte("other"), true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check := revised(keys, values, tc.base, tc.fresh)
			if got := check(tc.key, tc.stored, tc.found); got != tc.want {
				t.Errorf("revised(base %d, fresh %v)(%s) = %v, want %v", tc.base, tc.fresh, tc.key, got, tc.want)
			}
		})
	}
}

// TestUnrevisedCheck checks the check of a delete's one transaction: the head still at the
// revision shown; the matches whatever is stored under them.
func TestUnrevisedCheck(t *testing.T) {
	l := mixed(t, 3)
	head, _ := l.MarshalHead()
	newer := l.Clone()
	newer.Revise()
	newerHead, _ := newer.MarshalHead()
	key := headKey + l.ID()
	for _, tc := range []struct {
		name   string
		rev    uint64
		key    string
		stored []byte
		found  bool
		want   bool
	}{
		{"the head shown", 3, key, head, true, true},
		{"a head another window stored since", 3, key, newerHead, true, false},
		{"a head deleted since", 3, key, nil, false, false},
		{"a head shown older than stored", 2, key, head, true, false},
		{"a match", 3, "m:" + l.ID() + ":0:0", []byte("match"), true, true},
		{"a match gone", 3, "m:" + l.ID() + ":0:1", nil, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := unrevised(key, tc.rev)(tc.key, tc.stored, tc.found); got != tc.want {
				t.Errorf("unrevised(rev %d)(%s) = %v, want %v", tc.rev, tc.key, got, tc.want)
			}
		})
	}
}

// TestRevisedNotice checks what a window says when its change no longer fits the league
// another window stored: what changed there, then why.
func TestRevisedNotice(t *testing.T) {
	from := mixed(t, 1)
	stored := from.Clone()
	_ = stored.Rename("Renamed A")
	got := revisedNotice(from, stored, domain.ErrWeekBowled).in(en)
	for _, want := range []string{"Another window changed this league meanwhile (its name)", en.Season.WeekBowled} {
		if !strings.Contains(got, want) {
			t.Errorf("revisedNotice() = %q, want it to say %q", got, want)
		}
	}
	if got := (notice{kind: noteRevised, n: [3]int{int(domain.SeasonChanges(nil, nil))}}).in(en); got != en.Season.StoredElsewhere {
		t.Errorf("a league stored anew says %q, want %q", got, en.Season.StoredElsewhere)
	}
}

// TestSettingsFormTyped checks that the settings form knows what is typed into it, so that a
// league another window stored starts it again only when nothing is.
func TestSettingsFormTyped(t *testing.T) {
	l := mixed(t, 0)
	f := settingsForm(l)
	if f.typedOn(l) {
		t.Errorf("typedOn() = true for a form as filled")
	}
	f.input(actSetting, itoa(setEstablish), "5")
	if !f.typedOn(l) {
		t.Errorf("typedOn() = false with 5 typed as the establishing games")
	}
	if got := formSettings(l); got != *f.base {
		t.Errorf("formSettings() = %+v, want the form's base %+v", got, *f.base)
	}
}
