package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/history"
	html "tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/app/series"
	"tenpin/app/share"
	"tenpin/domain"
)

// An opened share link (package share reads it): its sheet shown read-only, as history shows
// it, and kept in history on "Keep in my history", which imports it as a file would be (never
// doubled). The share panel under every finished sheet is package share's Links, to which the
// night is share.Host (Shared, Embedded and Tell, here).

// screenShared is the sheet of an opened link; its fragment is share.Fragment and the sheet.
const screenShared screen = share.Screen

// Tell shows what the share panel's last action did, or why it failed (share.Host).
func (n *night) Tell(status, problem func(m *Messages) string) { n.status, n.problem = status, problem }

// Shared returns what the screen shown shares (share.Host): the game or series opened from
// history, the series on the series screen, or the game just finished.
func (n *night) Shared() []domain.Record {
	switch {
	case n.screen == screenHistory && n.history.open != "":
		rec, _ := n.history.game.Record()
		return []domain.Record{rec}
	case n.screen == screenHistory && n.history.sheetOf != "":
		return domain.InSeries(n.archive.Known(), n.history.sheetOf)
	case n.series == nil:
		return nil
	case n.screen == screenSeries:
		return n.series.Records
	}
	if r, ok := n.series.Record(n.series.Game); ok {
		return []domain.Record{r}
	}
	return nil
}

// Embedded reports whether the page is the embed (share.Host).
func (n *night) Embedded() bool { return n.host.embedded() }

// The statistics print and share their leaves' picture through package share (stats.Host).

// OnPrint opens the browser's print dialog, or says why it cannot (share.Links.OnPrint).
func (n *night) OnPrint(ctx app.Context, e app.Event) { n.links.OnPrint(ctx, e) }

// SendPicture has web/picture.js's draw function draw data, then shares or downloads the PNG
// as name (share.Links.SendPicture).
func (n *night) SendPicture(draw, data, name string) {
	n.links.SendPicture(n.host.uiContext(), n.host.Messages(), draw, data, name)
}

// PictureFailed says the picture could not be drawn.
func (n *night) PictureFailed() { n.links.PictureFailed() }

// renderSharePanel draws the share panel of the sheet shown (package share).
func (n *night) renderSharePanel(m *Messages) app.UI {
	return n.links.Render(m, n.Shared())
}

// renderOpened draws an opened link's sheet read-only, as history shows it, with Keep, and
// the league screen's offer to keep its match in a league (filing: nil for none).
func (n *night) renderOpened(m *Messages, filing app.UI) app.UI {
	o := &n.links.Opened
	body := []app.UI{heading(screenShared, m.SharedSheetHeading), n.renderNightStatus(m)}
	if o.Problem != nil {
		body = append(body, html.ElText("p", say(o.Problem).In(m), "class", "alert", "role", "alert", "data-testid", "link-problem"))
		return html.Tag("section", "class", "shared-sheet sheet").Body(body...)
	}
	body = append(body, html.ElText("p", m.SharedSheetHint, "class", "hint"), filing)
	if len(o.Records) > 1 {
		if sh, err := domain.SheetOf(o.Records); err == nil {
			body = append(body, series.Table(sh, nil, o.Records[0].Scotch(), m))
		}
	}
	body = append(body, match.Sheet(o.Records, m)) // a league match's, as history shows it
	for _, r := range o.Records {
		g, err := r.Game()
		if err != nil {
			continue
		}
		title := history.Title(r, m)
		body = append(body, html.ElText("h3", title), board.GridAs(match.RecordRows(r, g, m), m, title))
	}
	body = append(body, html.Tag("div", "class", "sheet-actions").Body(
		html.Button("button primary", "keep-shared", m.KeepShared, n.onKeepShared)))
	return html.Tag("section", "class", "shared-sheet sheet").Body(body...)
}

// onKeepShared imports the opened link's games into history, as a file's would be; once
// history is read, if it is still being read.
func (n *night) onKeepShared(ctx app.Context, e app.Event) {
	if s := n.archive.State(); s == history.Idle || s == history.Loading {
		n.keepWaiting = n.links.Opened.Records
		n.archive.Load(false)
		return
	}
	keepOpened(ctx, n, n.links.Opened.Records)
}

// keepOpened keeps an opened sheet's games in history and, where the sheet names a league
// week this device keeps, in that league.
func keepOpened(ctx app.Context, n *night, records []domain.Record) {
	n.history.transfer.Merge(&n.archive, records, nil, 0)
	if n.fileSheet != nil {
		n.fileSheet(ctx, records)
	}
}
