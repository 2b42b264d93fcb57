package share

import (
	"bytes"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Print and share a finished game or series. Print is the browser's, with the print
// stylesheet (web/bowling.css: the sheet alone, black on white, a landscape page). Share hands
// the result as text, and the games as a history file another device imports, to the Web Share
// API where the browser has it; elsewhere, and always inside the embed (whose host page may
// not allow sharing), the file is downloaded.

// Buttons are the Print and Share buttons of a finished game or series, in m's words; Share
// hands on the records the host shares (Host.Shared).
func (l *Links) Buttons(m *i18n.Messages) []app.UI {
	l.m = m
	return []app.UI{
		markup.Button("button", "print", m.Print, l.OnPrint),
		markup.Button("button", "share", m.Share, l.onShare),
	}
}

// OnPrint opens the browser's print dialog (also for the statistics, stats.Host). A browser
// without one (an app's web view) throws or has no window.print: the bowler is told to use its
// own menu, and play goes on.
func (l *Links) OnPrint(ctx app.Context, e app.Event) {
	w := app.Window()
	if w.Get("print").Type() == app.TypeFunction {
		if _, err := browser.Call(w, "print"); err == nil {
			return
		}
	}
	l.Host.Tell(nil, func(m *i18n.Messages) string { return m.PrintRefused })
}

// shareText says what the records hold, as a bowler would tell it: the date, then each
// bowler's games and series, then the winners.
func shareText(recs []domain.Record, m *i18n.Messages) string {
	if len(recs) == 1 {
		r := recs[0]
		return m.ShareGame.Say(i18n.DateText(r.Played(), m), i18n.ScoreLine(r.LineNames(), r.Scores()))
	}
	sh, err := domain.SheetOf(recs)
	if err != nil {
		return ""
	}
	lines := ""
	for _, r := range sh.Rows {
		games := make([]string, len(r.Scores))
		for i, s := range r.Scores {
			games[i] = markup.Itoa(s)
		}
		lines += "\n" + m.ShareSeriesLine.Say(r.Name, strings.Join(games, " "), r.Scratch)
	}
	result := m.SeriesProgress.Say(len(sh.Games), sh.Of)
	if len(sh.Winners) > 0 {
		result = i18n.SeriesResult(sh, m)
	}
	return m.ShareSeries.Say(i18n.DateText(sh.Played, m), lines, result)
}

func (l *Links) onShare(ctx app.Context, e app.Event) {
	m := l.m
	recs := l.Host.Shared()
	var file bytes.Buffer
	if len(recs) == 0 || domain.ExportJSON(&file, recs) != nil {
		return
	}
	name := "tenpin-" + recs[0].Played().Format("2006-01-02-1504") + ".json"
	l.sendFile(ctx, browser.Blob(file.Bytes(), "application/json"), name, map[string]any{"title": m.AppName, "text": shareText(recs, m)})
}

// sendFile hands a file to Web Share with payload (browser.Send); inside the embed, whose
// host page may not allow sharing, it is downloaded. The host is told what happened, on the
// UI goroutine.
func (l *Links) sendFile(ctx app.Context, blob app.Value, name string, payload map[string]any) {
	browser.Send(blob, name, payload, l.Host.Embedded(), func(shared bool) {
		browser.Dispatch(ctx, func(app.Context) {
			if shared {
				l.Host.Tell(func(m *i18n.Messages) string { return m.Shared }, nil)
				return
			}
			l.Host.Tell(i18n.Downloaded(name), nil)
		})
	})
}
