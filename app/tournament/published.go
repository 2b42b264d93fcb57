package tournament

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/season"
	"tenpin/domain"
)

// A tournament published on the club's site, as a league is (season.md): the director copies
// tournament.json beside the static build, and ?embed=1&tournament=tournament.json shows it
// read-only: its qualifying standings, the final order and the prizes. The file is a relative
// path on the app's own site (season.PublishedPath), fetched without the HTTP cache through
// the service worker, which keeps the last copy for offline.

// published is the tournament file the address asks for, and the tournament once read.
type published struct {
	raw     string
	t       *domain.Tournament
	problem say
}

// Published reports whether the address asks for a published tournament
// (?tournament=tournament.json).
func Published(u *url.URL) bool { return u != nil && u.Query().Has("tournament") }

// Publish fetches and reads the tournament file the address names, once per name.
func (s *Screen) Publish(ctx app.Context, u *url.URL) {
	raw := u.Query().Get("tournament")
	if s.pub != nil && s.pub.raw == raw {
		return
	}
	pub := &published{raw: raw}
	s.pub = pub
	unreachable := func(m *i18n.TournamentMessages) string { return m.Unpublished.Say(raw) }
	file, ok := season.PublishedPath(u, raw)
	if !ok {
		pub.problem = unreachable
		return
	}
	if !app.IsClient {
		return
	}
	failed := func() { browser.Dispatch(ctx, func(app.Context) { pub.problem = unreachable }) }
	p, err := browser.Call(app.Window(), "fetch", file, map[string]any{"cache": "no-cache"})
	if err != nil {
		pub.problem = unreachable
		return
	}
	browser.Settle(p, func(res app.Value) {
		body, err := browser.Call(res, "arrayBuffer")
		if !res.Get("ok").Truthy() || err != nil {
			failed()
			return
		}
		browser.Settle(body, func(buf app.Value) {
			data := make([]byte, buf.Get("byteLength").Int())
			app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
			browser.Dispatch(ctx, func(app.Context) {
				t, err := domain.ReadTournament(data)
				if err != nil {
					pub.problem = unreachable
					return
				}
				pub.t = t
			})
		}, func(app.Value) { failed() })
	}, func(app.Value) { failed() })
}

// renderPublished draws the published tournament read-only, or why it cannot be shown.
func (s *Screen) renderPublished(w *i18n.TournamentMessages) app.UI {
	p := s.pub
	switch {
	case p.problem != nil:
		return elText("p", p.problem.in(w), "class", "alert", "role", "alert", "data-testid", "published-problem")
	case p.t == nil:
		return elText("p", w.Loading, "class", "loading")
	}
	t := p.t
	h := &markup.HTML{}
	h.F(`<div class="published" data-testid="published"><h3>{}</h3></div>`, t.Name)
	parts := []app.UI{h.UI(), s.renderStandings(w, t, false), renderFinal(w, t)}
	if awards, err := t.Awards(); err == nil && len(awards) > 0 {
		parts = append(parts, elText("h3", w.Prizes), renderAwards(w, t, awards))
	}
	return markup.El("div", "class", "tournament-published").Body(parts...)
}
