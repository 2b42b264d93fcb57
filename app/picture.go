package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// "Share as picture" (share.md): a PNG of the sheet for messaging apps, drawn in the browser on
// a canvas (no server), with the names, every mark, the running totals and the date. It goes
// to Web Share as a file where the browser takes files, else it is downloaded.

// The picture's layout in pixels: a fixed width, and a height that grows with the games and
// their bowlers (pictureSize), so that a test knows the size to expect.
const (
	picWidth  = 1200
	picTop    = 96 // the title and the date
	picTitle  = 56 // a game's title
	picHeader = 36 // a game's frame numbers
	picRow    = 72 // one bowler's line
	picBottom = 32
	picName   = 120 // the names' column
	picTotal  = 130 // the totals' column
)

// pictureSize is the size of the picture of games with the given numbers of bowlers.
func pictureSize(bowlers []int) (w, h int) {
	h = picTop + picBottom
	for _, n := range bowlers {
		h += picTitle + picHeader + n*picRow
	}
	return picWidth, h
}

// sharePicture draws recs and shares or downloads the PNG.
func (n *night) sharePicture(recs []domain.Record) {
	if len(recs) == 0 {
		return
	}
	m := n.host.messages()
	canvas := drawPicture(recs, m)
	name := fmt.Sprintf("tenpin-%s.png", recs[0].Played().Format("2006-01-02-1504"))
	ctx := n.host.uiContext()
	done := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 || !args[0].Truthy() {
			ctx.Dispatch(func(app.Context) { n.status, n.problem = nil, func(m *Messages) string { return m.PictureFailed } })
			return nil
		}
		blob := args[0]
		ctx.Dispatch(func(app.Context) { n.sendPicture(blob, name) })
		return nil
	})
	canvas.Call("toBlob", done, "image/png")
}

// sendPicture hands the picture to Web Share as a file where the browser takes one, else
// downloads it.
func (n *night) sendPicture(blob app.Value, name string) {
	w, ctx := app.Window(), n.host.uiContext()
	save := func() {
		downloadBlob(ctx, blob, name)
		n.status, n.problem = downloaded(name), nil
	}
	nav := w.Get("navigator")
	if n.host.embedded() || !nav.Get("canShare").Truthy() {
		save()
		return
	}
	f := w.Get("File").New([]any{blob}, name, map[string]any{"type": "image/png"})
	payload := map[string]any{"files": []any{f}}
	if !nav.Call("canShare", payload).Bool() {
		save()
		return
	}
	p, err := browser.Call(nav, "share", payload)
	if err != nil {
		save()
		return
	}
	browser.Settle(p, func(app.Value) {
		ctx.Dispatch(func(app.Context) { n.status, n.problem = func(m *Messages) string { return m.Shared }, nil })
	}, func(reason app.Value) {
		if reason.Truthy() && reason.Get("name").String() == "AbortError" {
			return
		}
		ctx.Dispatch(func(app.Context) { save() })
	})
}

// drawPicture draws the games on a new canvas: a title and the date, then each game with its
// title, the frame numbers and one line per bowler (name, the marks of every frame above its
// running total, the total), black on white like the printed sheet.
func drawPicture(recs []domain.Record, m *Messages) app.Value {
	games := make([][]playerRow, 0, len(recs))
	bowlers := make([]int, 0, len(recs))
	for _, r := range recs {
		g, err := r.Game()
		if err != nil {
			continue
		}
		games = append(games, gridRows(g, g.Turn(), nil, nil, m))
		bowlers = append(bowlers, g.Players())
	}
	width, height := pictureSize(bowlers)
	canvas := app.Window().Get("document").Call("createElement", "canvas")
	canvas.Set("width", width)
	canvas.Set("height", height)
	c := canvas.Call("getContext", "2d")
	c.Set("fillStyle", "#fff")
	c.Call("fillRect", 0, 0, width, height)
	c.Set("fillStyle", "#000")
	c.Set("strokeStyle", "#000")
	c.Set("textBaseline", "middle")
	text := func(s string, x, y int, font, align string) {
		c.Set("font", font)
		c.Set("textAlign", align)
		c.Call("fillText", s, x, y)
	}
	const sans = "system-ui, sans-serif"
	text(m.AppName, 24, 36, "bold 34px "+sans, "left")
	text(dateText(recs[0].Played(), m), 24, 74, "22px "+sans, "left")
	frameW := (width - 48 - picName - picTotal) / domain.Frames
	y := picTop
	for k, rows := range games {
		ref := recs[k].Series()
		text(m.GameOfSeries(ref.Game, ref.Of), 24, y+picTitle/2, "bold 26px "+sans, "left")
		y += picTitle
		for f := range domain.Frames {
			text(itoa(f+1), 24+picName+f*frameW+frameW/2, y+picHeader/2, "18px "+sans, "center")
		}
		text(m.TotalHeader, 24+picName+domain.Frames*frameW+picTotal/2, y+picHeader/2, "18px "+sans, "center")
		y += picHeader
		for _, r := range rows {
			c.Call("strokeRect", 24, y, width-48, picRow)
			text(r.Name, 36, y+picRow/2, "bold 26px "+sans, "left")
			for f, fv := range r.Frames {
				x := 24 + picName + f*frameW
				c.Call("strokeRect", x, y, frameW, picRow)
				box := frameW / 3
				for b := range fv.NBoxes {
					bx := x + frameW - int(fv.NBoxes-b)*box
					mark := fv.Boxes[b].Mark
					text(mark, bx+box/2, y+18, "22px "+sans, "center")
					if fv.Boxes[b].Split {
						c.Call("beginPath")
						c.Call("arc", bx+box/2, y+18, 13, 0, 6.2832)
						c.Call("stroke")
					}
				}
				text(fv.Cumulative, x+frameW/2, y+picRow-20, "bold 22px "+sans, "center")
			}
			text(itoa(r.Total), width-24-picTotal/2, y+picRow/2, "bold 30px "+sans, "center")
			y += picRow
		}
	}
	return canvas
}
