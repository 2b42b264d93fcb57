package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/domain"
)

// Deleting from history, with a way back: a game or a whole series goes at once (no "are you
// sure?"), and a Restore button right after puts it back as it was, same IDs and all, until
// the next delete.

// deleteFromHistory deletes records from history and offers them back (Restore).
func (n *night) deleteFromHistory(recs []domain.Record) {
	if len(recs) == 0 {
		return
	}
	ids := make([]string, len(recs))
	for i, r := range recs {
		ids[i] = r.ID()
	}
	n.archive.Delete(ids, history.Expecting(recs), func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrChanged) {
			n.Overtaken()
			return
		}
		if err != nil {
			n.problem = history.StorageTrouble(err)
			return
		}
		n.series.Forget(ids)
		n.saveSeries()
		n.history.deleted = recs
		n.history.open, n.history.sheetOf = "", ""
		n.history.game.Close()
		n.status, n.problem = func(m *Messages) string { return m.Deleted(len(recs)) }, nil
		n.host.Later(ctx, func(app.Context) { browser.Focus(`[data-testid="restore"]`) })
	})
}

// onRestore puts back what the last delete removed.
func (n *night) onRestore(ctx app.Context, e app.Event) {
	recs := n.history.deleted
	n.history.deleted = nil
	absent := map[string]domain.Record{} // a game restored in another window is not restored again
	for _, r := range recs {
		absent[r.ID()] = domain.Record{}
	}
	n.archive.Store(recs, absent, func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrChanged) {
			n.Overtaken()
			return
		}
		if err != nil {
			n.history.deleted, n.problem = recs, history.StorageTrouble(err)
			return
		}
		if s := n.series; s != nil {
			for _, r := range recs {
				if r.Series().ID == s.Series.ID {
					s.SetRecord(r, false)
				}
			}
			n.saveSeries()
		}
		n.status, n.problem = func(m *Messages) string { return m.Restored(len(recs)) }, nil
		n.host.Later(ctx, func(app.Context) { browser.Focus("#history-heading") })
	})
}
