// Package share is a finished game or series handed on (share.md): as a link, printed, as a
// file with a text, and as a picture.
//
// A link is the app's own address with the sheet in the fragment (#sheet=…,
// domain.EncodeSheet), which never leaves the browser, so no server sees a game. The share
// panel, under every finished sheet, shows the link as a QR code for the other bowlers'
// phones, as text with Copy, and hands it to Web Share where the browser has it. Opening a
// link reads its sheet (ReadLink); the app shows it read-only and keeps it in history only on
// "Keep in my history" (the root's opened.go).
//
// The Print and Share buttons of a finished sheet (Buttons, print.go) open the browser's print
// dialog, and hand the games as a history file with a text that tells them; the panel's
// picture (picture.go) is the sheet drawn by web/picture.js as a PNG, which the statistics'
// leaves share too (SendPicture).
//
// It reaches the app around it only through Host, the small interface it is handed: the
// records the screen shown shares, whether the page is the embed and what the last action
// did. The app hands the panel the records the screen shows (Render), and tells Links
// whether the browser has Web Share (CanShare).
package share

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/qr"
	"tenpin/domain"
)

// Host is what the share panel, the Print and Share buttons and the pictures need of the app
// around it.
type Host interface {
	// Shared returns the records the screen shown shares (the Share button's).
	Shared() []domain.Record
	// Embedded reports whether the page is the embed, whose host page may not allow sharing.
	Embedded() bool
	// Tell shows what the last action (the panel's, Print, Share or a picture) did (status)
	// or why it failed (problem), each said in the catalogue it is given; nil says nothing.
	Tell(status, problem func(m *i18n.Messages) string)
}

// Screen is the screen of an opened link; Fragment starts a share link's fragment, the sheet
// follows it.
const (
	Screen   = "sheet"
	Fragment = Screen + "="
)

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
	link = base + "#" + Fragment + text
	if c, err := qr.Encode(link, qrLevel); err == nil && (c.Version() <= maxCodeVersion || len(recs) == 1) {
		return link, []shareCode{{code: c}}, nil
	}
	for _, r := range recs {
		one, err := domain.EncodeSheet([]domain.Record{r})
		if err != nil {
			return link, nil, err
		}
		c, err := qr.Encode(base+"#"+Fragment+one, qrLevel)
		if err != nil {
			return link, nil, nil
		}
		codes = append(codes, shareCode{code: c, game: r.Series().Game, of: r.Series().Of})
	}
	return link, codes, nil
}

// Links is the app's links: the address links are made from, the panel's link (worked out
// again only when the sheet shared changes), and the link opened; its Buttons print and share
// the sheet shown, and it draws the pictures (SendPicture). Its zero value, with Host set, is
// ready.
type Links struct {
	Host     Host
	CanShare bool   // the browser has Web Share
	Opened   Opened // the link opened, if any

	m     *i18n.Messages // the words of the panel or the buttons drawn
	base  string         // the app's address, without query or fragment
	key   string         // the IDs and content of the sheet the panel shows
	recs  []domain.Record
	link  string
	codes []shareCode
}

// Opened is a link opened: its games, or why it cannot be read.
type Opened struct {
	text    string
	Records []domain.Record
	Problem func(m *i18n.Messages) string // nil when it reads
}

// ReadLink takes the page's address: the base for new links, and the sheet of an opened link.
func (l *Links) ReadLink(u *url.URL) {
	base := *u
	base.RawQuery, base.Fragment, base.RawFragment = "", "", ""
	l.base = base.String()
	text, ok := strings.CutPrefix(u.Fragment, Fragment)
	if !ok || text == l.Opened.text {
		return
	}
	l.Opened = Opened{text: text}
	recs, err := domain.DecodeSheet(text)
	switch {
	case err == nil:
		l.Opened.Records = recs
	case errors.Is(err, domain.ErrNewerLink):
		l.Opened.Problem = func(m *i18n.Messages) string { return m.LinkNewer }
	default:
		l.Opened.Problem = func(m *i18n.Messages) string { return m.LinkDamaged }
	}
}

// panel works out the link and the codes of recs, unless they are the ones shown already.
func (l *Links) panel(recs []domain.Record) bool {
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
	l.recs = recs
	return true
}

// writeQR draws a code as one path of dark squares, with its quiet zone, to scale with CSS.
func writeQR(w *markup.HTML, c *qr.Code, label string) {
	n := c.Size() + 8
	w.F(`<svg class="share-qr" data-testid="share-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
		`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, label, itoa(n), itoa(n), c.Path())
}

// Render draws the share panel of recs, the sheet shown, in m's words: the code, the link,
// Copy, Send (not in the embed, whose host page may not allow sharing) and the picture. It
// acts through onAct.
func (l *Links) Render(m *i18n.Messages, recs []domain.Record) app.UI {
	if len(recs) == 0 || !l.panel(recs) {
		return nil
	}
	l.m = m
	w := &markup.HTML{}
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
	if l.CanShare && !l.Host.Embedded() {
		w.F(`<button type="button" class="button" data-act="send-link" data-testid="send-link">{}</button>`, m.SendLink)
	}
	w.F(`<button type="button" class="button" data-act="share-picture" data-testid="share-picture">{}</button></div></div></div></section>`, m.SharePicture)
	return markup.El("div", "class", "share-wrap").On("click", l.onAct).Body(w.UI())
}

// onAct runs a button of the share panel.
func (l *Links) onAct(ctx app.Context, e app.Event) {
	switch action, _ := markup.Act(e); action {
	case "copy-link":
		l.copy(ctx)
	case "send-link":
		l.send(ctx)
	case "share-picture":
		l.sharePicture(ctx, l.recs)
	}
}

// copy puts the panel's link on the clipboard (Clipboard API); where the browser refuses, the
// link is selected in its field so that the keyboard's or the menu's copy takes it. The host
// is told what happened, on the UI goroutine.
func (l *Links) copy(ctx app.Context) {
	fallback := func() {
		if f := app.Window().Get("document").Call("getElementById", "share-link"); f.Truthy() {
			f.Call("focus")
			f.Call("select")
		}
		l.Host.Tell(nil, func(m *i18n.Messages) string { return m.CopyRefused })
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
		browser.Dispatch(ctx, func(app.Context) { l.Host.Tell(func(m *i18n.Messages) string { return m.LinkCopied }, nil) })
	}, func(app.Value) { browser.Dispatch(ctx, func(app.Context) { fallback() }) })
}

// send hands the panel's link to Web Share; a bowler who cancels is told nothing.
func (l *Links) send(ctx app.Context) {
	p, err := browser.Call(app.Window().Get("navigator"), "share", map[string]any{"title": l.m.AppName, "url": l.link})
	if err != nil {
		l.copy(ctx)
		return
	}
	browser.Settle(p, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { l.Host.Tell(func(m *i18n.Messages) string { return m.Shared }, nil) })
	}, func(app.Value) {})
}

// itoa is strconv.Itoa, not inlined.
//
//go:noinline
func itoa(n int) string { return strconv.Itoa(n) }
