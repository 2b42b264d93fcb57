package season

// A week's match cards (season.md, "The match card"): each match of the week as a link
// (…/#match=…, domain.EncodeCard of Season.Card) and its QR code, which a lane tablet opens
// to set the match up. A card sits folded in its match (a disclosure), so that the week
// stays one screen of lineups, and opens to the code, the link and Copy. The games of a match
// set up from a card carry its identity back (fixtureOf), and its sheet is filed by it
// (KeepSheet).

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/qr"
	"tenpin/domain"
)

// actCopyCard copies a match card's link (data-id: its pair).
const actCopyCard = "copy-card"

// pageBase is the page's address without its fragment: the base of the links made here.
func pageBase() string {
	if !app.IsClient {
		return ""
	}
	return strings.SplitN(app.Window().Get("location").Get("href").String(), "#", 2)[0]
}

// laneBase is the address of the lane app, which opens match cards on the lane's tablet: the
// page's own there, the site's root in the office, whose page is the site's folder office/
// (web.md, "Two apps on one site").
func laneBase() string { return strings.TrimSuffix(pageBase(), "office/") }

// cardLink is the link of the match card of week's pair in l, or "" when the league cannot
// make it yet (a bowler with no average for the week).
func cardLink(l *domain.Season, week, pair int) string {
	c, err := l.Card(week, pair)
	if err != nil {
		return ""
	}
	text, err := domain.EncodeCard(c)
	if err != nil {
		return ""
	}
	return laneBase() + "#match=" + text
}

// writeCard writes the match card of fixture f, folded: its code, its link and Copy; or why
// there is none yet.
func writeCard(h *markup.HTML, l *domain.Season, f domain.Fixture, m *i18n.Messages) {
	w := m.Season
	pair := itoa(f.Ref.Pair)
	h.F(`<details class="match-card" data-testid="match-card"><summary>{}</summary><div class="share-body">`, w.Card)
	link := cardLink(l, f.Ref.Week, f.Ref.Pair)
	code, err := qr.Encode(link, qr.Low)
	if link == "" || err != nil {
		h.F(`<p class="hint">{}</p></div></details>`, w.NoCard)
		return
	}
	n := itoa(code.Size() + 8)
	h.F(`<svg class="share-qr" data-testid="share-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
		`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, w.CardQR, n, n, code.Path())
	h.F(`<div class="share-link-box"><p class="hint">{}</p><label for="card-link-{}" class="field-label">{}</label>`+
		`<input id="card-link-{}" class="share-link" data-testid="share-link" type="url" readonly="" value="{}">`+
		`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-id="{}" data-testid="copy-card">{}</button></div></div></div></details>`,
		w.CardHint, pair, w.CardLinkLabel, pair, link, actCopyCard, pair, m.CopyLink)
}

// fixtureOf is the league week a match's records name (the match card's); zero for none.
func fixtureOf(records []domain.Record) domain.FixtureRef {
	if len(records) == 0 {
		return domain.FixtureRef{}
	}
	m, _ := records[0].Match()
	return m.Fixture
}

// KeepSheet files a match sheet opened from a link under the league week it names (its match
// card's, domain.Season.KeepSheet), when the league shown is that league, or once it is
// shown when it is still being read: the sheet's Keep keeps it in history and here, and
// Filing says where, or why not.
func (s *Screen) KeepSheet(ctx app.Context, records []domain.Record) {
	ref := fixtureOf(records)
	if ref.League == "" || s.filing.records == nil || s.filing.key != records[0].Series().ID {
		return
	}
	if s.league == nil || s.league.ID() != ref.League {
		s.filing.waiting = s.chosen == ref.League // still being read: filed once shown (read)
		return
	}
	s.keep(ctx, domain.FixtureRef{})
}
