package app

import (
	"errors"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/app/qr"
	"tenpin/domain"
)

// A finished game or series travels in a link (share.md): the app's own address with the
// sheet in the fragment (#sheet=…, domain.EncodeSheet), which never leaves the browser, so no
// server sees a game. The share panel under every finished sheet shows the link as a QR code
// for the other bowlers' phones, as text with Copy, and hands it to Web Share where the
// browser has it; "Share as picture" is picture.go's. Opening a link shows the sheet
// read-only; nothing is stored until "Keep in my history", which imports it as a file would be
// (never doubled).

// screenShared is the sheet of an opened link; its fragment is "sheet=" and the sheet.
const screenShared screen = "sheet"

// sheetFragment starts the fragment of a share link.
const sheetFragment = string(screenShared) + "="

// qrLevel is the least error correction the codes get: Low, because a screen is clean and
// flat (no dirt or tear to survive) and fewer modules make each one bigger on the screen;
// qr.Encode raises it wherever the same size has room.
const qrLevel = qr.Low

// maxCodeVersion is the largest code the panel shows for a sheet of several games: 117
// modules, which a phone still reads at arm's length off a tablet's 22rem. A longer link
// (a long series of many bowlers) gets one code per game instead: each game's link keeps
// its IDs and its place in the series, so keeping every game gives the whole series, once.
const maxCodeVersion = 25

// shareCode is one code of the panel: the whole sheet's, or one game's (game > 0).
type shareCode struct {
	code     *qr.Code
	game, of int
}

// shareCodes works out the link of recs and its codes: one for the whole sheet where it
// fits a comfortable code, else one per game; none when even a game is too long for any code
// (the link is still there to copy or send).
func shareCodes(base string, recs []domain.Record) (link string, codes []shareCode, err error) {
	text, err := domain.EncodeSheet(recs)
	if err != nil {
		return "", nil, err
	}
	link = base + "#" + sheetFragment + text
	if c, err := qr.Encode(link, qrLevel); err == nil && (c.Version() <= maxCodeVersion || len(recs) == 1) {
		return link, []shareCode{{code: c}}, nil
	}
	for _, r := range recs {
		one, err := domain.EncodeSheet([]domain.Record{r})
		if err != nil {
			return link, nil, err
		}
		c, err := qr.Encode(base+"#"+sheetFragment+one, qrLevel)
		if err != nil {
			return link, nil, nil
		}
		codes = append(codes, shareCode{code: c, game: r.Series().Game, of: r.Series().Of})
	}
	return link, codes, nil
}

// shareLinks is the night's links: the address links are made from, the panel's link (worked
// out again only when the sheet shared changes), and the link opened.
type shareLinks struct {
	base     string // the app's address, without query or fragment
	canShare bool   // the browser has Web Share
	key      string // the IDs and content of the sheet the panel shows
	link     string
	codes    []shareCode
	opened   openedSheet
	// file files an opened match sheet under the league week it names, on a device that
	// keeps that league (the League screen's KeepSheet).
	file func(ctx app.Context, records []domain.Record)
	// final hands a finals game's series bowled on this device, once stored, to the office's
	// screens (finalgame.go); nil in the lane.
	final func(ctx app.Context, records []domain.Record)
	// waiting are an opened sheet's games whose Keep was tapped while history was still being
	// read: kept as soon as it is (readAll), not refused.
	waiting []domain.Record
}

// openedSheet is a link opened: its games, or why it cannot be read.
type openedSheet struct {
	text    string
	records []domain.Record
	problem say
}

// readLink takes the page's address: the base for new links, and the sheet of an opened link.
func (l *shareLinks) readLink(u *url.URL) {
	base := *u
	base.RawQuery, base.Fragment, base.RawFragment = "", "", ""
	l.base = base.String()
	text, ok := strings.CutPrefix(u.Fragment, sheetFragment)
	if !ok || text == l.opened.text {
		return
	}
	l.opened = openedSheet{text: text}
	recs, err := domain.DecodeSheet(text)
	switch {
	case err == nil:
		l.opened.records = recs
	case errors.Is(err, domain.ErrNewerLink):
		l.opened.problem = func(m *Messages) string { return m.LinkNewer }
	default:
		l.opened.problem = func(m *Messages) string { return m.LinkDamaged }
	}
}

// panel works out the link and the codes of recs, unless they are the ones shown already.
func (l *shareLinks) panel(recs []domain.Record) bool {
	var key strings.Builder
	for _, r := range recs {
		data, _ := r.MarshalJSON()
		key.Write(data)
	}
	if key.String() != l.key {
		link, codes, err := shareCodes(l.base, recs)
		if err != nil {
			return false
		}
		l.key, l.link, l.codes = key.String(), link, codes
	}
	return true
}

// writeQR draws a code as one path of dark squares, with its quiet zone, to scale with CSS.
func writeQR(w *markup, c *qr.Code, label string) {
	n := c.Size() + 8
	w.F(`<svg class="share-qr" data-testid="share-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
		`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, label, itoa(n), itoa(n), c.Path())
}

// renderSharePanel draws the share panel of the sheet shown: the code, the link, Copy, Send
// and the picture. It acts through onShareAct.
func (n *night) renderSharePanel(m *Messages) app.UI {
	l := &n.links
	recs := n.sharedRecords()
	if len(recs) == 0 || !l.panel(recs) {
		return nil
	}
	w := &markup{}
	w.F(`<section class="share-panel" aria-labelledby="share-heading"><h3 id="share-heading">{}</h3><div class="share-body">`, m.ShareHeading)
	switch {
	case len(l.codes) == 1:
		writeQR(w, l.codes[0].code, m.QRLabel)
	case len(l.codes) > 1:
		w.F(`<div class="share-codes"><p class="hint">{}</p>`, m.CodePerGame)
		for _, c := range l.codes {
			title := m.GameOfSeries.Say(c.game, c.of)
			w.F(`<figure class="share-code">`)
			writeQR(w, c.code, m.QRLabel+": "+title)
			w.F(`<figcaption>{}</figcaption></figure>`, title)
		}
		w.F(`</div>`)
	default:
		w.F(`<p class="hint" data-testid="code-too-long">{}</p>`, m.CodeTooLong)
	}
	w.F(`<div class="share-link-box"><p class="hint">{}</p><label for="share-link" class="field-label">{}</label>`+
		`<input id="share-link" class="share-link" data-testid="share-link" type="url" readonly value="{}">`+
		`<div class="sheet-actions"><button type="button" class="button" data-act="copy-link" data-testid="copy-link">{}</button>`,
		m.ShareHint, m.ShareLinkLabel, l.link, m.CopyLink)
	if l.canShare && !n.host.embedded() {
		w.F(`<button type="button" class="button" data-act="send-link" data-testid="send-link">{}</button>`, m.SendLink)
	}
	w.F(`<button type="button" class="button" data-act="share-picture" data-testid="share-picture">{}</button></div></div></div></section>`, m.SharePicture)
	return el("div", "class", "share-wrap").On("click", n.onShareAct).Body(w.UI())
}

// onShareAct runs a button of the share panel.
func (n *night) onShareAct(ctx app.Context, e app.Event) {
	said := func(status, problem say) { n.status, n.problem = status, problem }
	switch action, _ := html.Act(e); action {
	case "copy-link":
		n.links.copy(ctx, said)
	case "send-link":
		n.links.send(ctx, n.host.messages(), said)
	case "share-picture":
		n.sharePicture(n.sharedRecords())
	}
}

// copy puts the panel's link on the clipboard (Clipboard API); where the browser refuses, the
// link is selected in its field so that the keyboard's or the menu's copy takes it. said
// learns what happened, on the UI goroutine.
func (l *shareLinks) copy(ctx app.Context, said func(status, problem say)) {
	fallback := func() {
		if f := app.Window().Get("document").Call("getElementById", "share-link"); f.Truthy() {
			f.Call("focus")
			f.Call("select")
		}
		said(nil, func(m *Messages) string { return m.CopyRefused })
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		fallback()
		return
	}
	p, err := browser.Call(clip, "writeText", l.link)
	if err != nil {
		fallback()
		return
	}
	browser.Settle(p, func(app.Value) {
		dispatch(ctx, func(app.Context) { said(func(m *Messages) string { return m.LinkCopied }, nil) })
	}, func(app.Value) { dispatch(ctx, func(app.Context) { fallback() }) })
}

// send hands the panel's link to Web Share; a bowler who cancels is told nothing.
func (l *shareLinks) send(ctx app.Context, m *Messages, said func(status, problem say)) {
	p, err := browser.Call(app.Window().Get("navigator"), "share", map[string]any{"title": m.AppName, "url": l.link})
	if err != nil {
		l.copy(ctx, said)
		return
	}
	browser.Settle(p, func(app.Value) {
		dispatch(ctx, func(app.Context) { said(func(m *Messages) string { return m.Shared }, nil) })
	}, func(app.Value) {})
}

// renderOpened draws an opened link's sheet read-only, as history shows it, with Keep, and
// the league screen's offer to keep its match in a league (filing: nil for none).
func (n *night) renderOpened(m *Messages, filing app.UI) app.UI {
	o := &n.links.opened
	body := []app.UI{heading(screenShared, m.SharedSheetHeading), n.renderNightStatus(m)}
	if o.problem != nil {
		body = append(body, elText("p", o.problem.in(m), "class", "alert", "role", "alert", "data-testid", "link-problem"))
		return el("section", "class", "shared-sheet sheet").Body(body...)
	}
	body = append(body, elText("p", m.SharedSheetHint, "class", "hint"), filing)
	if len(o.records) > 1 {
		if sh, err := domain.SheetOf(o.records); err == nil {
			body = append(body, sheetTable(sh, nil, o.records[0].Scotch(), m))
		}
	}
	body = append(body, matchSheet(o.records, m)) // a league match's, as history shows it
	for _, r := range o.records {
		g, err := r.Game()
		if err != nil {
			continue
		}
		title := sheetTitle(r, m)
		body = append(body, elText("h3", title), renderGridAs(recordRows(r, g, m), m, title))
	}
	body = append(body, el("div", "class", "sheet-actions").Body(
		button("button primary", "keep-shared", m.KeepShared, n.onKeepShared)))
	return el("section", "class", "shared-sheet sheet").Body(body...)
}

// onKeepShared imports the opened link's games into history, as a file's would be; once
// history is read, if it is still being read.
func (n *night) onKeepShared(ctx app.Context, e app.Event) {
	if s := n.archive.state; s == archiveIdle || s == archiveLoading {
		n.links.waiting = n.links.opened.records
		n.loadHistory(false)
		return
	}
	keepOpened(ctx, n, n.links.opened.records)
}

// keepOpened keeps an opened sheet's games in history and, where the sheet names a league
// week this device keeps, in that league.
func keepOpened(ctx app.Context, n *night, records []domain.Record) {
	n.importRecords(records, nil, 0)
	if n.links.file != nil {
		n.links.file(ctx, records)
	}
}
