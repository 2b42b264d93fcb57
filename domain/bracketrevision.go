package domain

import (
	"encoding/json"
	"slices"
)

// Bracket sets in many windows: a device keeps its sets as one list, and each set carries the
// revision it was stored at (BracketRecord.Rev), which each stored change to it raises. A
// window changes the sets it read (base) into mine; MergeBracketSets makes that change again
// on the list as stored now, set by set: a set the window changed, added or deleted is taken
// from mine only while the stored one is still the one it read (the same revision, or none
// for a new set), and every other set stays as stored, so a window never writes over another
// window's newer set, nor over sets it did not change.

// MergeBracketSets returns the stored list with the window's changes (base to mine) made on
// it, each set it changed at the next revision. When a set the window changed or deleted was
// changed or deleted in the stored list since, nothing is merged: it returns stored and an
// error wrapping ErrRevised that names the set's ID.
func MergeBracketSets(base, mine, stored []BracketRecord) ([]BracketRecord, error) {
	find := func(sets []BracketRecord, id string) (BracketRecord, bool) {
		k := slices.IndexFunc(sets, func(r BracketRecord) bool { return r.ID == id })
		if k < 0 {
			return BracketRecord{}, false
		}
		return sets[k], true
	}
	out := slices.Clone(stored)
	for _, r := range mine {
		was, had := find(base, r.ID)
		if had && sameSet(was, r) {
			continue // not changed here
		}
		now, has := find(stored, r.ID)
		if has != had || has && now.Rev != was.Rev {
			return stored, errorf("%w: bracket set %s", ErrRevised, r.ID)
		}
		r.Rev = was.Rev + 1
		if k := slices.IndexFunc(out, func(o BracketRecord) bool { return o.ID == r.ID }); k >= 0 {
			out[k] = r
		} else {
			out = append(out, r)
		}
	}
	for _, was := range base {
		if _, kept := find(mine, was.ID); kept {
			continue
		}
		now, has := find(stored, was.ID)
		if has && now.Rev != was.Rev {
			return stored, errorf("%w: bracket set %s", ErrRevised, was.ID)
		}
		out = slices.DeleteFunc(out, func(o BracketRecord) bool { return o.ID == was.ID })
	}
	sortStableFunc(out, func(a, b BracketRecord) int { return a.Made.Compare(b.Made) })
	return out, nil
}

// sameSet reports whether two sets are kept the same.
func sameSet(a, b BracketRecord) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}
