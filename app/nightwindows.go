package app

import (
	"encoding/json"
	"errors"

	"tenpin/app/browser"
	"tenpin/app/series"
	"tenpin/app/setup"
	"tenpin/domain"
)

// The night across windows: what holds for the game (windows.go) holds for the
// series in progress, the league settings and history. The series and the settings are shared
// values in local storage (browser.Shared), each with its own key: another window's change shows at
// once (the storage event), and a window that missed it cannot write over the newer value: its
// input is refused with a message and it catches up.
//
// History lives in IndexedDB, which tells no other window of a change. After every change it
// commits, a window raises a revision in local storage (historyRevKey, a shared value whose
// content does not matter): its storage event tells the other windows to read history again.
// That signal rather than a BroadcastChannel because it is the mechanism the app already has:
// one listener for every shared value, no channel to open and close, and a window that is
// loading when the change is made still sees the new revision, which a missed message would
// not give it. A change that rests on what a window showed (a correction, a delete, a restore,
// an import) is checked against the stored games in the same IndexedDB transaction
// (package history's db.go, browser.ErrChanged), so that a window showing an old version of a game can never
// write over a newer one, even between the commit and the signal.

// nightShared is the night's shared values, as this window knows them.
type nightShared struct {
	_       noCompare
	series  *browser.Shared // the series in progress (seriesKey)
	league  *browser.Shared // the league settings (leagueKey)
	history *browser.Shared // the history revision (historyRevKey)
	unsaved bool            // the browser refused the series' last write: it is written with the game's next
}

// share makes the night's shared values on s.
func (n *night) share(s browser.Store) {
	n.shared = nightShared{
		series:  browser.NewShared(s, seriesKey),
		league:  browser.NewShared(s, leagueKey),
		history: browser.NewShared(s, historyRevKey),
	}
}

// readShared reads a shared value that changed since this window last saw it, and the value
// inside. A text that is not an envelope nor a bare value is taken as seen, so that the next
// write goes above it.
func readShared(s *browser.Shared) (value []byte, changed bool) {
	if s == nil {
		return nil, false
	}
	raw, changed, _, err := s.Changed()
	if err != nil || !changed {
		return nil, false
	}
	s.Accept(raw)
	value, _, err = browser.Unwrap(raw)
	return value, err == nil
}

// onStorage follows another window's change to the series, the settings or history.
func (n *night) onStorage(key string) {
	if key == seriesKey || key == "" {
		n.followSeries()
	}
	if key == leagueKey || key == "" {
		n.followLeague()
	}
	if key == historyRevKey || key == "" {
		n.followHistory()
	}
}

// followSeries shows the stored series if another window changed it, and reports whether it
// did. A stored series this version cannot read is left for this window to write over.
func (n *night) followSeries() bool {
	value, changed := readShared(n.shared.series)
	if !changed {
		return false
	}
	s, err := series.Read(value)
	if err != nil {
		return false
	}
	if old := n.series; old != nil {
		s.NotKept = old.NotKept && old.Series.ID == s.Series.ID
	}
	n.series = s
	n.Refresh()
	return true
}

// followLeague shows the stored league settings if another window changed them, and reports
// whether it did. The setup screen's fields start again from them.
func (n *night) followLeague() bool {
	value, changed := readShared(n.shared.league)
	if !changed {
		return false
	}
	l, ok := setup.ParseSaved(value)
	if !ok {
		return false
	}
	n.league.Fill(l)
	n.Refresh()
	return true
}

// followHistory reads history again when another window changed it, if this window has
// loaded it (else it reads it when it first needs it).
func (n *night) followHistory() {
	if _, changed := readShared(n.shared.history); changed {
		n.archive.Reload()
	}
}

// historyChanged raises the history revision after a change this window committed, for the
// other windows. The write replaces whatever is stored: the revision carries no value to keep.
// A browser that refuses to store it only keeps the other windows from hearing of the change.
//
//go:noinline
func (n *night) historyChanged() {
	if h := n.shared.history; h != nil {
		_ = h.Write([]byte(`{}`), true)
	}
}

// outdated reports whether another window changed the game or the series since this window
// last showed them; an input that changes the series (Next game) is then refused with a
// message, and the window shows both as stored.
func (n *night) outdated() bool {
	game, series := n.host.followGame(), n.followSeries()
	switch {
	case game:
		n.host.AlertWith(sayChangedElsewhere)
	case series:
		n.host.AlertWith(func(m *Messages) string { return m.SeriesChangedElsewhere })
	}
	return game || series
}

// writeSeries stores the series as an edit of the one this window showed, or, with replace, as
// a new series in place of whatever is stored. It returns browser.ErrStale, having shown the stored
// series, when another window changed it since.
func (n *night) writeSeries(replace bool) error {
	s, sh := n.series, n.shared.series
	if sh == nil || s == nil {
		return nil
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	err = sh.Write(data, replace)
	if errors.Is(err, browser.ErrStale) {
		n.followSeries()
	}
	n.shared.unsaved = err != nil && !errors.Is(err, browser.ErrStale)
	return err
}

// reopen shows again, from history as read now, the game or series this window has open:
// a game changed in another window shows as it is now (still unlocked if it was, unless this
// window changed it too: its save is then refused), a game deleted there goes back to the list.
func (n *night) reopen() {
	h := &n.history
	switch {
	case h.open != "":
		r, ok := n.archive.Find(h.open)
		switch {
		case !ok:
			h.open = ""
			h.game.Close()
		default:
			if h.game.Follow(r, n.host.Messages()) != nil {
				n.problem = func(m *Messages) string { return m.GameUnreadable }
			}
		}
	case h.sheetOf != "":
		if len(domain.InSeries(n.archive.Records(), h.sheetOf)) == 0 {
			h.sheetOf = ""
			break
		}
		n.openSeries(h.sheetOf)
	}
}

// Overtaken says that a change to history was refused because another window changed a game
// it rests on, drops what this window changed of the game it shows, and reads history again
// to show it as stored (history.TransferHost).
func (n *night) Overtaken() {
	n.status, n.problem = nil, func(m *Messages) string { return m.HistoryChangedElsewhere }
	n.history.game.Discard()
	n.archive.Reload()
}
