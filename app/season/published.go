package season

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A league published on the club's site (season.md): the secretary copies league.json beside
// the static build, and ?embed=1&league=league.json shows that league read-only: its
// standings, its latest recap and its schedule. The file is a relative path on the app's own
// site (anything else is refused with a message): fetched without the browser's HTTP cache
// (cache: "no-cache"), through the service worker, which asks the site first and keeps the
// copy it gets, so that a newer file shows when the site has one, and the last one seen shows
// offline (app/server/worker.js). It is read as an import reads one, in slices with a
// progress bar, every game replayed.

// published is a league file asked for by the address: the path, and the league once read,
// or why not.
type published struct {
	asked   bool
	raw     string // the league parameter as given
	league  *domain.Season
	job     *importJob
	problem notice
}

// publishedPath is the league parameter's file, beside the page, when it is a relative path
// on the same site to a .json file: names of letters, digits, "-", "_" and "." between "/",
// none of them "." or "..", so no scheme, host, query or fragment.
func publishedPath(page *url.URL, raw string) (string, bool) {
	if raw == "" || !strings.HasSuffix(raw, ".json") || strings.HasPrefix(raw, "/") {
		return "", false
	}
	for _, r := range raw {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || strings.ContainsRune("-_./", r)) {
			return "", false
		}
	}
	for _, seg := range strings.Split(raw, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return "", false
		}
	}
	// What is left is a relative path of names: beside the page, on its site.
	u := url.URL{Scheme: page.Scheme, Host: page.Host, Path: page.Path[:strings.LastIndex(page.Path, "/")+1] + raw}
	return u.String(), true
}

// publish fetches and reads the league file the address names, once per name.
func (s *Screen) publish(ctx app.Context, u *url.URL) {
	raw := u.Query().Get("league")
	if s.pub.asked && s.pub.raw == raw {
		return
	}
	s.pub = published{asked: true, raw: raw}
	file, ok := publishedPath(u, raw)
	if !ok {
		s.pub.problem = notice{kind: noteNotPublishable, a: raw}
		return
	}
	if !app.IsClient {
		return
	}
	job := &importJob{}
	s.pub.job = job
	failed := func(why notice) {
		browser.Dispatch(ctx, func(app.Context) {
			if s.pub.job == job {
				s.pub.job, s.pub.problem = nil, why
			}
		})
	}
	unreachable := notice{kind: noteUnpublished, a: raw}
	p, err := browser.Call(app.Window(), "fetch", file, map[string]any{"cache": "no-cache"})
	if err != nil {
		failed(unreachable)
		return
	}
	browser.Settle(p, func(res app.Value) {
		if !res.Get("ok").Truthy() {
			failed(unreachable)
			return
		}
		body, err := browser.Call(res, "arrayBuffer")
		if err != nil {
			failed(unreachable)
			return
		}
		browser.Settle(body, func(buf app.Value) {
			data := make([]byte, buf.Get("byteLength").Int())
			app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
			browser.Dispatch(ctx, func(ctx app.Context) {
				job.total = len(data)
				readLeague(ctx, data, job, func(league *domain.Season, err error) {
					if s.pub.job != job {
						return
					}
					s.pub.job, s.pub.league = nil, league
					if err != nil {
						s.pub.problem = notice{kind: notePublishedBad, a: raw}
					}
				})
			})
		}, func(app.Value) { failed(unreachable) })
	}, func(app.Value) { failed(unreachable) })
}

// latestWeek is the last week of league l with a match kept (0 with none), from 0.
func latestWeek(l *domain.Season) int {
	kept := l.Kept(-1)
	if len(kept) == 0 {
		return 0
	}
	return kept[len(kept)-1].Week
}

// renderPublished draws a published league read-only: its name, the latest recap (with the
// standings after it), the schedule and the honour roll; or how far it is read, or why it
// cannot be.
func (s *Screen) renderPublished(m *i18n.Messages) []app.UI {
	w := m.Season
	p := &s.pub
	switch {
	case p.problem.kind != noteNone:
		return []app.UI{raw(`<p class="alert" role="alert" data-testid="published-problem">{}</p>`, p.problem.in(m))}
	case p.league == nil:
		bar := ""
		if j := p.job; j != nil && j.total > 0 {
			bar = `<progress data-testid="published-progress" max="` + itoa(j.total) + `" value="` + itoa(j.done) + `" aria-label="` + markup.Escape(w.Loading) + `"></progress>`
		}
		return []app.UI{raw(`<div class="loading"><p>{}</p>{!}</div>`, w.Loading, bar)}
	}
	l := p.league
	v, err := recapOf(l, latestWeek(l))
	if err != nil {
		return nil
	}
	return []app.UI{
		raw(`<p class="hint published" data-testid="published">{}</p>`, w.PublishedHint),
		renderRecap(v, m),
		raw(`<h3 class="schedule-heading">{}</h3>`, w.Schedule),
		renderSchedule(l, m, latestWeek(l), false),
		renderHonour(l, m),
	}
}

// Published reports whether the address asks for a league published on the site
// (?league=league.json): the screen then shows that league, read-only.
func Published(u *url.URL) bool { return u != nil && u.Query().Has("league") }

// PublishedPath is the address of a file published beside the page (publishedPath), for the
// office's other published screens (a tournament's).
func PublishedPath(page *url.URL, raw string) (string, bool) { return publishedPath(page, raw) }
