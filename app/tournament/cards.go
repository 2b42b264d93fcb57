package tournament

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/qr"
	"tenpin/domain"
)

// The lane cards (tournament.md, "Lane cards"): each pair of each squad as a link
// (…/#pair=…, domain.EncodeLaneCard) and its QR code, which a lane tablet opens to set its
// series up. Printed, they come eight to a page (web/office.css).

// PairFragment starts the fragment of a lane card's link.
const PairFragment = "pair="

// code is a lane card's QR code as an SVG path, and its size in modules with the quiet zone.
type code struct {
	path string
	size int
}

// cardLink is the link of a lane card.
func (s *Screen) cardLink(c domain.LaneCard) string {
	text, err := domain.EncodeLaneCard(c)
	if err != nil {
		return ""
	}
	return s.base + "#" + PairFragment + text
}

// codeOf is the QR code of link, made once.
func (s *Screen) codeOf(link string) (code, bool) {
	if c, ok := s.codes[link]; ok {
		return c, true
	}
	q, err := qr.Encode(link, qr.Low)
	if err != nil {
		return code{}, false
	}
	if s.codes == nil {
		s.codes = map[string]code{}
	}
	c := code{q.Path(), q.Size() + 8}
	s.codes[link] = c
	return c, true
}

// renderCards draws every squad's lane cards, Print above them.
func (s *Screen) renderCards(w *i18n.TournamentMessages, t *domain.Tournament) app.UI {
	h := &markup.HTML{}
	h.F(`<section class="lane-cards" aria-labelledby="cards-heading"><h3 id="cards-heading">{}</h3><p class="hint no-print">{}</p>`, w.ViewCards, w.CardsHint)
	h.F(`<p class="print-only">{}</p>`, w.PrintTitle.Say(t.Name))
	h.F(`<div class="sheet-actions no-print"><button type="button" class="button" data-act="print" data-testid="print-cards">{}</button></div><div class="card-grid">`, w.Print)
	any := false
	for q := range t.Squads {
		pairs, err := t.Seating(q)
		if err != nil {
			continue
		}
		for _, p := range pairs {
			c, err := t.LaneCard(q, p.Pair)
			link := s.cardLink(c)
			if err != nil || link == "" {
				continue
			}
			any = true
			lane := p.Blocks[0].Lane
			lanes := itoa(lane) + "-" + itoa(lane+1)
			bowlers := make([]string, len(p.Seats))
			for i, seat := range p.Seats {
				bowlers[i] = seat.Bowler
			}
			h.F(`<figure class="lane-card" data-testid="lane-card" data-squad="{}" data-lanes="{}"><figcaption>{}</figcaption>`,
				itoa(q), lanes, w.CardTitle.Say(t.Squads[q].Name, lanes, strings.Join(bowlers, " ")))
			if len(p.Blocks) > 1 { // lane moves: where each block of games is bowled
				h.F(`<p class="card-blocks" data-testid="card-blocks">{}</p>`, blocksText(w, p.Blocks))
			}
			if qc, ok := s.codeOf(link); ok {
				n := itoa(qc.size)
				h.F(`<svg class="share-qr" data-testid="share-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
					`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, w.QRLabel, n, n, qc.path)
			}
			id := "card-" + itoa(q) + "-" + itoa(p.Pair)
			h.F(`<label for="{}" class="field-label no-print">{}</label><input id="{}" class="share-link no-print" data-testid="share-link" type="url" readonly="" value="{}"></figure>`,
				id, w.CardLink, id, link)
		}
	}
	if !any {
		h.F(`<p class="hint">{}</p>`, w.NoCards)
	}
	return h.F(`</div></section>`).UI()
}

// blocksText writes a pair's blocks of games, as "games 1-2: lanes 1-2 · games 3-4: lanes 3-4".
func blocksText(w *i18n.TournamentMessages, blocks []domain.LaneBlock) string {
	parts := make([]string, len(blocks))
	game := 1
	for i, b := range blocks {
		games := itoa(game)
		if b.Games > 1 {
			games += "-" + itoa(game+b.Games-1)
		}
		parts[i] = w.CardBlock.Say(games, itoa(b.Lane)+"-"+itoa(b.Lane+1))
		game += b.Games
	}
	return strings.Join(parts, " · ")
}
