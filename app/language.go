package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
)

// The language in use (languages.md): the bowler's own choice from the switch in the header,
// remembered on the device under languageKey; else the first of the browser's languages that
// has a catalogue (package i18n); else English. <html lang> follows, for screen readers and
// hyphenation. The server prerenders in the language of the request's Accept-Language
// (app/server); in the browser, OnInit chooses again before the first render.

// chooseLanguage picks the language at the start: the one remembered in s, else the
// browser's; <html lang> says it.
func chooseLanguage(s browser.Store) *Messages {
	tag := ""
	if saved, ok, _ := s.Load(languageKey); ok {
		tag, _ = i18n.Supported(saved)
	}
	if tag == "" {
		tag = i18n.PickLanguage(browserLanguages())
	}
	m := i18n.Catalogue(tag)
	setDocumentLang(m.Lang)
	return m
}

// browserLanguages returns navigator.languages, or navigator.language where the browser has
// only that.
func browserLanguages() []string {
	nav := app.Window().Get("navigator")
	var tags []string
	if list := nav.Get("languages"); list.Truthy() {
		for i := 0; i < list.Length(); i++ {
			tags = append(tags, list.Index(i).String())
		}
	}
	if l := nav.Get("language"); len(tags) == 0 && l.Truthy() {
		tags = append(tags, l.String())
	}
	return tags
}

// setDocumentLang makes <html lang> say the language in use. The prerendered page says it
// already, as a rule, as the app starts: the same value is not written again, since a write
// counts as a change of lang to the browser, which may then work out the page's style anew.
func setDocumentLang(tag string) {
	if !app.IsClient {
		return
	}
	if root := app.Window().Get("document").Get("documentElement"); root.Get("lang").String() != tag {
		root.Set("lang", tag)
	}
}

// onLanguage switches to the language chosen in the switch.
func (c *Scoreboard) onLanguage(ctx app.Context, e app.Event) {
	c.setLanguage(ctx.JSSrc().Get("value").String())
}

// setLanguage switches every word to the language tag, remembers the choice on the device,
// and derives again every view that holds words. Nothing else changes: the game, the marks
// on the deck, an open dialog or correction, the screen and the history shown stay as they are.
func (c *Scoreboard) setLanguage(tag string) {
	tag, ok := i18n.Supported(tag)
	if !ok {
		return
	}
	from, to := c.Messages(), i18n.Catalogue(tag)
	if s := c.autosave.store; s != nil {
		_ = s.Save(languageKey, tag) // a refused save only forgets the choice
	}
	if from == to {
		return
	}
	c.msg = to
	setDocumentLang(tag)
	c.relabel(to)
}

// relabel derives again, in catalogue to, every view that holds words. The notices are kept
// as what to say (say), so the next render says them in to.
func (c *Scoreboard) relabel(to *Messages) {
	c.play.Relabel() // a live region speaks changes: the switch is not one to read out
	n := &c.night
	n.history.list.Reword()
	c.night.refreshHistory(c.Messages())
	n.history.game.Reword(to)
	n.stats.Relabel(c.Messages())
}

// renderLanguage is the language switch, in m's words: each language offered in its own
// name; onChange switches.
func renderLanguage(m *Messages, onChange app.EventHandler) app.UI {
	tags := i18n.Languages()
	options := make([]app.UI, len(tags))
	for i, tag := range tags {
		options[i] = html.ElText("option", i18n.Catalogue(tag).LanguageName, "value", tag, "lang", tag, "selected", html.When(tag == m.Lang, "true"))
	}
	return html.Tag("select", "class", "language", "data-testid", "language", "aria-label", m.LanguageLabel).
		On("change", onChange).
		Body(options...)
}
