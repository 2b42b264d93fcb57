// Package bracketsets is what a device keeps of brackets (brackets.md): every set, in local
// storage, which the Brackets screen (package app/brackets, in the office app) reads and
// writes, and which the history file carries (Kept and Merge, for both apps' export and
// import). It knows nothing of the screen, so that the lane app, which has no brackets screen,
// still carries a device's sets in and out of its history file.
package bracketsets

import (
	"encoding/json"
	"errors"
	"slices"

	"tenpin/app/browser"
	"tenpin/domain"
)

// What the device keeps of brackets: every set in local storage under StoreKey, and the sets
// in the history file (Kept and Merge, for the app's export and import). How a set leaves the
// device, as a link, a picture or on paper, is share.go's.
//
// Why local storage rather than IndexedDB: a night's sets are a few kilobytes (a set of 50
// brackets of 8 is about 3 KB), so a whole season of them fits its few megabytes many times;
// it is read at once, before the screen's first render, so the screen never shows an empty
// state first; and a set is written whole on every change, which a single key does in one
// step. History's games, thousands of them, stay in IndexedDB. Each set carries the revision
// it was stored at, and a window's change to a set is stored only on the revision it read
// (save): windows hear of each other's changes through the storage event (Follow).

// StoreKey is the local storage key of every set kept on the device, as a JSON list of
// domain.BracketRecord, oldest first; BackupKey keeps a stored text that could not be read,
// as it was, rather than writing over it.
const (
	StoreKey  = "tenpin.brackets"
	BackupKey = "tenpin.brackets.backup"
)

// Store is where the sets are kept: the browser's local storage, or a test's.
var Store browser.Store = browser.Local{}

// errUnread says that the stored sets could not be read: nothing is written over them.
var errUnread = errors.New("the stored bracket sets cannot be read")

// Kept returns every set kept on the device, oldest first, without the revisions they are
// stored at (a history file carries none). A stored text that cannot be read is kept aside
// under BackupKey and nothing is returned.
func Kept() []domain.BracketRecord {
	sets, _ := Read()
	for i := range sets {
		sets[i].Rev = 0
	}
	return sets
}

// Read returns every set kept on the device, oldest first, with the revisions they are stored
// at; a stored text that cannot be read is kept aside under BackupKey and an error returned.
func Read() ([]domain.BracketRecord, error) {
	raw, ok, err := Store.Load(StoreKey)
	if err != nil || !ok || raw == "" {
		return nil, err
	}
	var sets []domain.BracketRecord
	if json.Unmarshal([]byte(raw), &sets) != nil {
		_ = Store.Save(BackupKey, raw)
		Store.Remove(StoreKey)
		return nil, errUnread
	}
	return sets, nil
}

// Merge adds the sets of an imported history file that the device does not hold yet (by
// ID), and returns how many it added; a set already here stays as it is.
func Merge(incoming []domain.BracketRecord) (int, error) {
	sets, err := Read()
	if err != nil {
		return 0, err
	}
	added := 0
	for _, r := range incoming {
		if !slices.ContainsFunc(sets, func(o domain.BracketRecord) bool { return o.ID == r.ID }) {
			sets, added = append(sets, r), added+1
		}
	}
	if added == 0 {
		return 0, nil
	}
	return added, Write(sets)
}

// Write keeps sets as every set kept on the device.
func Write(sets []domain.BracketRecord) error {
	data, err := json.Marshal(sets)
	if err == nil {
		err = Store.Save(StoreKey, string(data))
	}
	return err
}
