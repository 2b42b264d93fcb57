package brackets

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/qr"
	"tenpin/domain"
)

// How a set leaves the device: as a link (#brackets=…, domain.EncodeBrackets, with its QR
// code; an opened link is shown read-only), on paper (the print stylesheet) and as a picture
// (web/picture.js draws it, loaded at the first picture).

// opened is a brackets link opened: its set and scores, or why it cannot be read.
type opened struct {
	text    string
	set     domain.BracketRecord
	scores  map[string][]domain.GameScore
	problem say
}

// open reads a brackets link from the URL's fragment; anything else closes the one open.
func (s *Screen) open(fragment string) {
	text, ok := strings.CutPrefix(fragment, Fragment)
	switch {
	case !ok:
		s.opened = opened{}
		return
	case text == s.opened.text:
		return
	}
	s.opened = opened{text: text}
	r, scores, err := domain.DecodeBrackets(text)
	switch {
	case err == nil:
		s.opened.set, s.opened.scores = r, scores
	case errors.Is(err, domain.ErrNewerLink):
		s.opened.problem = func(m *i18n.BracketMessages) string { return m.LinkNewer }
	default:
		s.opened.problem = func(m *i18n.BracketMessages) string { return m.LinkDamaged }
	}
}

// renderOpened draws an opened link's set read-only, or why it cannot be shown.
func (s *Screen) renderOpened(m *i18n.BracketMessages) []app.UI {
	o := &s.opened
	back := elText("button", m.Close, "type", "button", "class", "button", "data-act", actClose, "data-testid", "close-link")
	if o.problem != nil {
		return []app.UI{elText("p", o.problem.in(m), "class", "alert", "role", "alert", "data-testid", "link-problem"), back}
	}
	body := []app.UI{elText("p", m.OpenedHint.Say(o.set.Day()), "class", "hint")}
	if o.set.Draw == nil {
		body = append(body, elText("p", summary(m, &o.set), "class", "bracket-summary"))
	} else {
		body = append(body, s.renderDrawn(m, &o.set, o.scores, false))
	}
	return append(body, back)
}

// shareLink works out the link of the set shown, with the scores that settle it now.
func (s *Screen) shareLink() {
	r := s.set()
	if r == nil {
		return
	}
	text, err := domain.EncodeBrackets(*r, s.Night.Scores(r.Day()))
	if err != nil {
		s.problem = func(m *i18n.BracketMessages) string { return m.LinkFailed }
		return
	}
	base := "#"
	if app.IsClient {
		base = app.Window().Get("location").Get("href").String()
		base, _, _ = strings.Cut(base, "#")
		base += "#"
	}
	s.link = base + Fragment + text
}

// writeLink writes the link panel once a link was asked for: its QR code, the link, Copy.
func (s *Screen) writeLink(w *markup.HTML, m *i18n.BracketMessages) {
	if s.link == "" {
		return
	}
	w.F(`<section class="share-panel" aria-labelledby="brackets-share-heading"><h3 id="brackets-share-heading">{}</h3><div class="share-body">`, m.Link)
	if c, err := qr.Encode(s.link, qr.Low); err == nil {
		n := c.Size() + 8
		var d strings.Builder
		for y := range c.Size() {
			for x := range c.Size() {
				if c.Dark(x, y) {
					d.WriteString("M" + strconv.Itoa(x+4) + " " + strconv.Itoa(y+4) + "h1v1h-1z")
				}
			}
		}
		w.F(`<svg class="share-qr" data-testid="brackets-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
			`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, m.QRLabel, strconv.Itoa(n), strconv.Itoa(n), d.String())
	}
	w.F(`<div class="share-link-box"><p class="hint">{}</p><label for="brackets-link" class="field-label">{}</label>`+
		`<input id="brackets-link" class="share-link" data-testid="brackets-link-text" type="url" readonly value="{}">`+
		`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="copy-brackets-link">{}</button></div></div></div></section>`,
		m.LinkHint, m.LinkLabel, s.link, actCopy, m.Copy)
}

// copyLink puts the link on the clipboard; where the browser refuses, the link is selected
// in its field for the keyboard's or the menu's copy.
func (s *Screen) copyLink(ctx app.Context) {
	fallback := func() {
		if f := app.Window().Get("document").Call("getElementById", "brackets-link"); f.Truthy() {
			f.Call("focus")
			f.Call("select")
		}
		s.status = func(m *i18n.BracketMessages) string { return m.CopyRefused }
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	p, err := browser.Call(clip, "writeText", s.link)
	if !clip.Truthy() || err != nil {
		fallback()
		return
	}
	browser.Settle(p, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { s.status = func(m *i18n.BracketMessages) string { return m.Copied } })
	}, func(app.Value) { browser.Dispatch(ctx, func(app.Context) { fallback() }) })
}

// printPage opens the browser's print dialog (the print stylesheet lays out eight brackets a
// page); where there is none, problem says so.
func printPage(problem *say) {
	w := app.Window()
	if w.Get("print").Type() == app.TypeFunction {
		if _, err := browser.Call(w, "print"); err == nil {
			return
		}
	}
	*problem = func(m *i18n.BracketMessages) string { return m.PrintRefused }
}

// pictureOf writes the set shown for web/picture.js (tenpinBrackets), one line a thing,
// fields separated by tabs: the title, the date and the summary; "P" and the payout table's
// headings, then "p" and each bowler's row; then for each bracket "B", its title and result,
// and for each of its columns "C", its heading and each place as a name and a score, a
// field each, the name marked with a leading "*" when the place moved on.
func pictureOf(m *i18n.BracketMessages, r *domain.BracketRecord, scores map[string][]domain.GameScore) string {
	v := settle(r, scores)
	var b strings.Builder
	b.WriteString(m.Heading + "\t" + r.Day() + "\t" + summary(m, r))
	b.WriteString("\nP\t" + m.Bowler + "\t" + m.Paid + "\t" + m.Returned + "\t" + m.Won)
	for _, p := range v.payouts {
		b.WriteString("\np\t" + p.Name + "\t" + Money(p.Paid) + "\t" + Money(p.Returned) + "\t" + Money(p.Won))
	}
	for i, br := range r.Draw.Brackets {
		res := v.results[i]
		result := ""
		if res.Winner != "" {
			result = m.WinnerIs + " " + res.Winner
		}
		b.WriteString("\nB\t" + m.Bracket.Say(i+1) + "\t" + result)
		for k := 0; k <= len(r.Set.Games); k++ {
			label := m.Champion
			if k < len(r.Set.Games) {
				label = m.GameColumn.Say(r.Set.Games[k])
			}
			b.WriteString("\nC\t" + label)
			for j := range len(br) >> k {
				name := ""
				if k < len(res.Rounds) {
					name = res.Rounds[k][j]
					if name == "" {
						name = m.Bye
					} else if k+1 < len(res.Rounds) && res.Rounds[k+1][j/2] == name {
						name = "*" + name
					}
				}
				score := ""
				if k < len(r.Set.Games) && k < len(res.Rounds) {
					score = scoreText(m, r.Set, scores[res.Rounds[k][j]], r.Set.Games[k], res.Rounds[k][j])
				}
				b.WriteString("\t" + name + "\t" + score)
			}
		}
	}
	return b.String()
}

// picture draws the set shown as a PNG, which web/picture.js hands to Web Share as a file
// where the browser takes files, or downloads.
func (s *Screen) picture(ctx app.Context) {
	r := s.set()
	if r == nil || r.Draw == nil || s.words == nil {
		return
	}
	name := "tenpin-brackets-" + r.Day() + ".png"
	said := func(v app.Value) {
		browser.Dispatch(ctx, func(app.Context) {
			switch {
			case v.Type() != app.TypeString:
				s.problem = func(m *i18n.BracketMessages) string { return m.PictureFailed }
			case v.String() == "saved":
				s.status = func(m *i18n.BracketMessages) string { return m.Saved.Say(name) }
			}
		})
	}
	data := pictureOf(s.words, r, s.Night.Scores(r.Day()))
	browser.WithScript(ctx.ResolveStaticResource("/web/picture.js"), func(ok bool) { // loaded at the first picture
		p, err := browser.Call(app.Window(), "tenpinBrackets", data, name)
		if !ok || err != nil {
			said(app.Null())
			return
		}
		browser.Settle(p, said, func(app.Value) { said(app.Null()) })
	})
}
