package domain

import (
	"errors"
	"testing"
)

func TestMergeBracketSets(t *testing.T) {
	drawn := keptSet(t)
	open := drawn
	open.ID, open.Draw, open.Made = "set-open", nil, drawn.Made.Add(1)
	entered := open
	entered.Entries = []Entry{{"AAA", 1}}
	drawnThere := drawn
	drawnThere.Rev = 1
	drawnThere.Entries = []Entry{{"ZZZ", 2}}
	fresh := open
	fresh.ID = "set-new"
	revs := func(sets []BracketRecord) map[string]uint64 {
		out := map[string]uint64{}
		for _, r := range sets {
			out[r.ID] = r.Rev
		}
		return out
	}
	for _, tc := range []struct {
		name               string
		base, mine, stored []BracketRecord
		want               map[string]uint64 // the IDs merged and their revisions
		revised            bool
	}{
		{"nothing changed", []BracketRecord{drawn}, []BracketRecord{drawn}, []BracketRecord{drawnThere}, map[string]uint64{drawn.ID: 1}, false},
		{"a change on the set read", []BracketRecord{open}, []BracketRecord{entered}, []BracketRecord{open}, map[string]uint64{open.ID: 1}, false},
		{"a change beside another window's set", []BracketRecord{drawn, open}, []BracketRecord{drawn, entered}, []BracketRecord{drawnThere, open},
			map[string]uint64{drawn.ID: 1, open.ID: 1}, false},
		{"a new set", nil, []BracketRecord{fresh}, []BracketRecord{drawn}, map[string]uint64{drawn.ID: 0, fresh.ID: 1}, false},
		{"a set deleted", []BracketRecord{drawn, open}, []BracketRecord{open}, []BracketRecord{drawn, open}, map[string]uint64{open.ID: 0}, false},
		{"a change on a set changed since", []BracketRecord{drawn}, []BracketRecord{{ID: drawn.ID, Made: drawn.Made}}, []BracketRecord{drawnThere}, map[string]uint64{drawn.ID: 1}, true},
		{"a change on a set deleted since", []BracketRecord{open}, []BracketRecord{entered}, nil, map[string]uint64{}, true},
		{"a delete of a set changed since", []BracketRecord{drawn}, nil, []BracketRecord{drawnThere}, map[string]uint64{drawn.ID: 1}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MergeBracketSets(tc.base, tc.mine, tc.stored)
			if (err != nil) != tc.revised || (err != nil && !errors.Is(err, ErrRevised)) {
				t.Errorf("MergeBracketSets() error = %v, want revised %v", err, tc.revised)
			}
			g := revs(got)
			if len(g) != len(tc.want) {
				t.Errorf("MergeBracketSets() = %v, want %v", g, tc.want)
			}
			for id, rev := range tc.want {
				if r, ok := g[id]; !ok || r != rev {
					t.Errorf("MergeBracketSets()[%s] = %d (%v), want %d", id, r, ok, rev)
				}
			}
		})
	}
}
