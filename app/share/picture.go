package share

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/domain"
)

// "Share as picture" (share.md): a PNG of the sheet for messaging apps, drawn in the browser
// (no server) with the names, every mark, the running totals and the date. The sheet is worked
// out here, as the grid shows it, and drawn by web/picture.js on a canvas: drawing takes
// hundreds of calls into the page, which in Go would cost the wasm some 20 KB. The PNG goes to
// Web Share as a file where the browser takes files, else it is downloaded (browser.Send).

// pictureOf writes the sheet of recs for web/picture.js, one line a thing, its fields
// separated by tabs: first the title, the date and the totals' heading; then for each game a
// line "G", its title (with its format's name); for each bowler (or team line) "R", the name,
// the total; for each frame "F", its running total ("" until determined), a number whose bit b
// says box b+1 holds a ball that left a split, and bit b+3 a strike the format gave, and its
// marks. Text rather than JSON: encoding/json's reflection over four more types cost the
// wasm more than this function.
func pictureOf(recs []domain.Record, m *i18n.Messages) string {
	var b strings.Builder
	write(&b, m.AppName+"\t"+i18n.DateText(recs[0].Played(), m)+"\t"+m.TotalHeader)
	for _, r := range recs {
		g, err := r.Game()
		if err != nil {
			continue
		}
		ref := r.Series()
		title := m.GameOfSeries.Say(ref.Game, ref.Of)
		if name := i18n.RecordFormat(r, m); name != "" {
			title += " · " + name
		}
		write(&b, "\nG\t"+title)
		for _, row := range match.RecordRows(r, g, m) {
			write(&b, "\nR\t"+row.Name+"\t"+markup.Itoa(row.Total))
			for _, f := range row.Frames {
				splits := 0
				for k := range f.NBoxes {
					if f.Boxes[k].Split {
						splits |= 1 << k
					}
					if f.Boxes[k].Given {
						splits |= 8 << k
					}
				}
				write(&b, "\nF\t"+f.Cumulative+"\t"+markup.Itoa(splits))
				for k := range f.NBoxes {
					write(&b, "\t"+f.Boxes[k].Mark)
				}
			}
		}
	}
	return b.String()
}

// sharePicture draws recs and shares or downloads the PNG.
func (l *Links) sharePicture(ctx app.Context, recs []domain.Record) {
	if len(recs) == 0 {
		l.PictureFailed()
		return
	}
	l.SendPicture(ctx, l.m, "tenpinPicture", pictureOf(recs, l.m), "tenpin-"+recs[0].Played().Format("2006-01-02-1504")+".png")
}

// SendPicture has web/picture.js's draw function draw data, then shares or downloads the PNG
// as name, titled in m's words (also for the statistics' leaves, stats.Host); the host is
// told when the browser could not draw it.
func (l *Links) SendPicture(ctx app.Context, m *i18n.Messages, draw, data, name string) {
	browser.WithScript(ctx.ResolveStaticResource(pictureScript), func(ok bool) {
		p, err := browser.Call(app.Window(), draw, data)
		if !ok || err != nil {
			browser.Dispatch(ctx, func(app.Context) { l.PictureFailed() })
			return
		}
		browser.Settle(p, func(blob app.Value) {
			browser.Dispatch(ctx, func(app.Context) { l.sendFile(ctx, blob, name, map[string]any{"title": m.AppName}) })
		}, func(app.Value) { browser.Dispatch(ctx, func(app.Context) { l.PictureFailed() }) })
	})
}

// PictureFailed tells the host that the picture could not be drawn.
func (l *Links) PictureFailed() {
	l.Host.Tell(nil, func(m *i18n.Messages) string { return m.PictureFailed })
}

// pictureScript draws the pictures that sheets and brackets share (web/picture.js); the page
// loads it the first time one is asked for (browser.WithScript).
const pictureScript = "/web/picture.js"

// write is b.WriteString, not inlined: inlined, its growth and copy check are compiled at
// every place that writes.
//
//go:noinline
func write(b *strings.Builder, s string) { b.WriteString(s) }
