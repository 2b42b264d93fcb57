package season

// A recap as it leaves the device: as a link (#recap=, its figures in no language, read in the
// reader's) and as a picture (web/recap.js draws it).

import (
	"encoding/base64"
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// shareLink works out the link of the recap shown and offers it to Web Share where the
// browser has it (a person who cancels is told nothing); it shows in its field either way.
func (s *Screen) shareLink() {
	v, err := recapOf(s.league, s.week)
	if err != nil {
		return
	}
	s.link = recapLink(v)
	nav := app.Window().Get("navigator")
	if s.embedded || !nav.Get("share").Truthy() {
		return
	}
	_, _ = browser.Call(nav, "share", map[string]any{"title": v.League, "url": s.link})
}

// recapLink is the link of v: the app's address with the recap in its fragment.
func recapLink(v recapView) string {
	data, _ := json.Marshal(v) // strings and numbers always marshal
	return pageBase() + "#" + RecapFragment + base64.RawURLEncoding.EncodeToString(data)
}

// copyLink puts link (the recap's, or a match card's) on the clipboard; where the browser
// refuses, the link is selected in its field (id) so that the keyboard's or the menu's copy
// takes it.
func (s *Screen) copyLink(ctx app.Context, link, id string) {
	fallback := func() {
		if f := app.Window().Get("document").Call("getElementById", id); f.Truthy() {
			f.Call("focus")
			f.Call("select")
		}
		s.problem = notice{kind: noteCopyRefused}
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	p, err := browser.Call(clip, "writeText", link)
	if !clip.Truthy() || err != nil {
		fallback()
		return
	}
	browser.Settle(p, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { s.status = notice{kind: noteLinkCopied} })
	}, func(app.Value) { browser.Dispatch(ctx, func(app.Context) { fallback() }) })
}

// opened is a recap link opened: its figures, or why they cannot be read.
type opened struct {
	text    string
	view    recapView
	problem notice
}

// openRecap reads a recap link's text.
func (s *Screen) openRecap(text string) {
	if text == s.opened.text {
		return
	}
	s.opened = opened{text: text}
	var v recapView
	data, err := base64.RawURLEncoding.DecodeString(text)
	if err == nil {
		err = json.Unmarshal(data, &v)
	}
	switch {
	case err == nil && v.V > recapVersion:
		s.opened.problem = notice{kind: noteLinkNewer}
	case err != nil || v.V != recapVersion || v.Week < 1 || v.Games < 1 || v.Games > domain.MaxSeriesGames || !v.fits():
		s.opened.problem = notice{kind: noteLinkDamaged}
	default:
		s.opened.view = v
	}
}

// fits reports whether every row of the recap's tables has the cells its table has.
func (v recapView) fits() bool {
	cells := [nTables]int{9, v.Games + 4, 4, 7, 3}
	for k, rows := range v.Tables {
		for _, r := range rows {
			if len(r) != cells[k] {
				return false
			}
		}
	}
	return true
}

// renderOpened draws an opened recap link, read-only, with Back.
func (s *Screen) renderOpened(m *i18n.Messages) []app.UI {
	o := &s.opened
	back := button("button", actClose, "", "close-recap", m.Season.Back)
	if o.problem.kind != noteNone {
		return []app.UI{raw(`<p class="alert" role="alert" data-testid="link-problem">{}</p>`, o.problem.in(m)), back}
	}
	return []app.UI{raw(`<p class="hint">{}</p>`, m.Season.OpenedHint), renderRecap(o.view, m), back}
}

// picture draws the recap shown as a PNG (web/recap.js) and shares or downloads it.
func (s *Screen) picture(ctx app.Context) {
	m := s.words
	failed := func() { s.problem = notice{kind: notePictureFailed} }
	if s.league == nil || m == nil {
		failed()
		return
	}
	v, err := recapOf(s.league, s.week)
	if err != nil {
		failed()
		return
	}
	data, name := pictureText(v, m), "recap-week-"+itoa(v.Week)+".png"
	// web/recap.js is not in the page: it is loaded at the first picture.
	browser.WithScript(ctx.ResolveStaticResource("/web/recap.js"), func(ok bool) {
		p, err := browser.Call(app.Window(), "tenpinRecap", data)
		if !ok || err != nil {
			browser.Dispatch(ctx, func(app.Context) { failed() })
			return
		}
		browser.Settle(p, func(blob app.Value) {
			browser.Send(blob, name, map[string]any{"title": v.League}, s.embedded, func(shared bool) {
				browser.Dispatch(ctx, func(app.Context) {
					s.status = notice{kind: noteDownloaded, a: name}
					if shared {
						s.status = notice{kind: noteShared}
					}
				})
			})
		}, func(app.Value) { browser.Dispatch(ctx, func(app.Context) { failed() }) })
	})
}

// pictureText writes the recap for web/recap.js, one line a thing, its fields separated by
// tabs: "T", the title and the app's name; then for each table "H" and its caption, "C" and
// its columns' headings, and "R" and the cells of each row.
func pictureText(v recapView, m *i18n.Messages) string {
	var b strings.Builder
	b.WriteString("T\t" + m.Season.RecapTitle.Say(v.League, v.Week) + "\t" + m.AppName)
	for _, t := range v.tables(m) {
		b.WriteString("\nH\t" + t.caption + "\nC\t" + strings.Join(t.head, "\t"))
		for _, r := range t.rows {
			b.WriteString("\nR\t" + strings.Join(r, "\t"))
		}
	}
	return b.String()
}
