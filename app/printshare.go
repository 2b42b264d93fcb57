package app

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// Print and share a finished game or series. Print is the browser's, with the print
// stylesheet (web/bowling.css: the sheet alone, black on white, a landscape page). Share hands
// the result as text, and the games as a history file another device imports, to the Web Share
// API where the browser has it; elsewhere, and always inside the embed (whose host page may
// not allow sharing), the file is downloaded.

// shareButtons are the Print and Share buttons of a finished game or series.
func (n *night) shareButtons(m *Messages) []app.UI {
	return []app.UI{
		html.Button("button", "print", m.Print, n.OnPrint),
		html.Button("button", "share", m.Share, n.onShare),
	}
}

// OnPrint opens the browser's print dialog (also for the statistics, stats.Host). A browser without one (an app's web view)
// throws or has no window.print: the bowler is told to use its own menu, and play goes on.
func (n *night) OnPrint(ctx app.Context, e app.Event) {
	w := app.Window()
	if w.Get("print").Type() == app.TypeFunction {
		if _, err := browser.Call(w, "print"); err == nil {
			return
		}
	}
	n.status, n.problem = nil, func(m *Messages) string { return m.PrintRefused }
}

// sharedRecords returns what the screen shown shares: the game or series opened from history, the
// series on the series screen, or the game just finished.
func (n *night) sharedRecords() []domain.Record {
	switch {
	case n.screen == screenHistory && n.history.open != "":
		return []domain.Record{n.history.game.rec}
	case n.screen == screenHistory && n.history.sheetOf != "":
		return domain.InSeries(n.archive.known(), n.history.sheetOf)
	case n.series == nil:
		return nil
	case n.screen == screenSeries:
		return n.series.Records
	}
	if r, ok := n.series.record(n.series.Game); ok {
		return []domain.Record{r}
	}
	return nil
}

// shareText says what the records hold, as a bowler would tell it: the date, then each
// bowler's games and series, then the winners.
func shareText(recs []domain.Record, m *Messages) string {
	if len(recs) == 1 {
		r := recs[0]
		return m.ShareGame.Say(dateText(r.Played(), m), scoreLine(r.LineNames(), r.Scores()))
	}
	sh, err := domain.SheetOf(recs)
	if err != nil {
		return ""
	}
	lines := ""
	for _, r := range sh.Rows {
		games := make([]string, len(r.Scores))
		for i, s := range r.Scores {
			games[i] = html.Itoa(s)
		}
		lines += "\n" + m.ShareSeriesLine.Say(r.Name, strings.Join(games, " "), r.Scratch)
	}
	result := m.SeriesProgress.Say(len(sh.Games), sh.Of)
	if len(sh.Winners) > 0 {
		result = seriesResult(sh, m)
	}
	return m.ShareSeries.Say(dateText(sh.Played, m), lines, result)
}

func (n *night) onShare(ctx app.Context, e app.Event) {
	m := n.host.Messages()
	recs := n.sharedRecords()
	var file bytes.Buffer
	if len(recs) == 0 || domain.ExportJSON(&file, recs) != nil {
		return
	}
	name := fmt.Sprintf("tenpin-%s.json", recs[0].Played().Format("2006-01-02-1504"))
	blob := browser.Blob(file.Bytes(), "application/json")
	sendFile(n.host.uiContext(), n.host.embedded(), blob, name, map[string]any{"title": m.AppName, "text": shareText(recs, m)},
		func(s say) { n.status, n.problem = s, nil })
}

// download saves data as a file named name (browser.Download).
func download(_ app.Context, name, mime string, data []byte) {
	browser.Download(browser.Blob(data, mime), name)
}

// sendFile hands a file to Web Share with payload (browser.Send); inside the embed, whose
// host page may not allow sharing, it is downloaded. said learns what happened, on the UI
// goroutine.
func sendFile(ctx app.Context, embedded bool, blob app.Value, name string, payload map[string]any, said func(say)) {
	browser.Send(blob, name, payload, embedded, func(shared bool) {
		dispatch(ctx, func(app.Context) {
			if shared {
				said(func(m *Messages) string { return m.Shared })
				return
			}
			said(downloaded(name))
		})
	})
}
