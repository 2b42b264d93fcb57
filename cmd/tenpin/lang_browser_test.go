//go:build browser

// The three languages (languages.md): a game played in Spanish and in Korean
// through the hooks, the switch rewording every visible word without losing anything, the
// choice kept over a reload, and every screen in every language at three sizes: nothing cut
// off or overflowing, axe-core clean.
package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// chooseLanguage picks tag in the header's language switch, as a person does (a change
// event), and waits until the page speaks it.
func (p *tab) chooseLanguage(tag string) {
	p.t.Helper()
	evaluate[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector('select[data-testid="language"]');
	  s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, tag))
	p.waitLanguage(tag)
}

// waitLanguage waits until the page is in language tag: <html lang>, the root's lang and
// the switch agree.
func (p *tab) waitLanguage(tag string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`document.documentElement.lang === %[1]q && document.querySelector('.tenpin[lang=%[1]q]') &&
	  document.querySelector('select[data-testid="language"]').value === %[1]q`, tag))
}

// text returns the text content of the first element selector matches, trimmed.
func (p *tab) text(selector string) string {
	p.t.Helper()
	return strings.TrimSpace(evaluate[string](p, fmt.Sprintf(`(document.querySelector(%q) || {textContent: ""}).textContent`, selector)))
}

// foreignWords lists the strings of catalogue from that the page shows (as text, or as an
// accessible name, as whole words) although catalogue to words them otherwise.
func (p *tab) foreignWords(from, to *i18n.Messages) []string {
	p.t.Helper()
	var words []string
	f, g := reflect.ValueOf(from).Elem(), reflect.ValueOf(to).Elem()
	for i := 0; i < f.NumField(); i++ {
		if name := f.Type().Field(i).Name; name == "LanguageName" || strings.HasPrefix(name, "CSV") {
			continue // the switch offers each language in its own name; CSV headers go to files
		}
		if f.Field(i).Kind() == reflect.String && len(f.Field(i).String()) >= 3 && f.Field(i).String() != g.Field(i).String() {
			words = append(words, f.Field(i).String())
		}
	}
	return evaluate[[]string](p, fmt.Sprintf(`(() => {
	  const words = %s;
	  const shown = [document.body.innerText];
	  for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
	    shown.push(el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || "", el.getAttribute("title") || "");
	  }
	  const all = shown.join("\n");
	  // A whole word or phrase only: Spanish "Cancelar" does not show English "Cancel".
	  const escape = (w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	  return words.filter((w) => new RegExp("(?<!\\p{L})" + escape(w) + "(?!\\p{L})", "u").test(all));
	})()`, mustJSONOf(p.t, words)))
}

// TestGameInEachLanguage plays a game in Spanish and one in Korean, choosing the language in
// the switch: the page's words are the catalogue's, the board is the domain's, and a reload
// keeps the choice.
func TestGameInEachLanguage(t *testing.T) {
	for _, tag := range []string{"es", "ko"} {
		t.Run(tag, func(t *testing.T) {
			m := i18n.Catalogue(tag)
			if m.Lang != tag {
				t.Skipf("this build has no %s catalogue", tag)
			}
			p, _ := openApp(t, 1024, 768)
			p.chooseLanguage(tag)
			if got := p.text("#setup-heading"); got != m.SetupHeading {
				t.Errorf("setup heading = %q, want %q", got, m.SetupHeading)
			}
			if got := p.text(`[data-testid="start-game"]`); got != m.StartGame {
				t.Errorf("Start = %q, want %q", got, m.StartGame)
			}
			g := p.startGame("pjs", "kyj")
			balls := []int{10, 9, 1, 7, 2, 3, 5, 10, 0, 10, 8, 1}
			p.play(g, balls)
			if got := p.text(`[data-testid="undo"]`); got != m.Undo {
				t.Errorf("Undo = %q, want %q", got, m.Undo)
			}
			p.reload()
			p.waitLanguage(tag)
			p.waitBoard(g, "after a reload")
			for !g.Over() {
				p.play(g, []int{4})
			}
			p.wait(`document.querySelector('[data-testid="game-over"]')`)
			winner := g.Winners()
			score, _ := g.Score(winner[0])
			want := m.Winner.Say(g.Name(winner[0]), score)
			if len(winner) > 1 {
				names := []string{}
				for _, w := range winner {
					names = append(names, g.Name(w))
				}
				want = m.Tie(names, score)
			}
			if got := p.text(`[data-testid="game-over"] .result`); got != want {
				t.Errorf("game over says %q, want %q in it", got, want)
			}
			if words := p.foreignWords(&i18n.English, m); len(words) > 0 {
				t.Errorf("English words on the %s page: %q", tag, words)
			}
			p.screenshot("lang-" + tag + "-game-over-1024x768")
		})
	}
}

// TestSwitchKeepsEverything switches language in the middle of a game on the deck, with pins
// marked and the correction dialog open: every word changes, nothing else does.
func TestSwitchKeepsEverything(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := pinsGame(t)
	openDeck(t, p, g)
	marked := domain.PinsOf(1, 2, 3, 5, 8, 9)
	prev := &i18n.English
	for _, tag := range i18n.Languages()[1:] {
		m := i18n.Catalogue(tag)
		p.chooseLanguage(tag)
		p.waitDeckGame(g, marked, "after switching to "+tag)
		if got := p.text(`[data-testid="roll-pins"]`); got != m.RollPins {
			t.Errorf("%s: the deck's Enter = %q, want %q", tag, got, m.RollPins)
		}
		for _, from := range []*i18n.Messages{&i18n.English, prev} {
			if from == m {
				continue
			}
			if words := p.foreignWords(from, m); len(words) > 0 {
				t.Errorf("after switching to %s, words of %s remain: %q", tag, from.Lang, words)
			}
		}
		prev = m
	}
	// The dialog stays open through a switch, and says its words in the new language.
	p.openCorrection(g, 3, 1, 1)
	p.chooseLanguage("en")
	p.wait(`document.querySelector('` + dialogSelector + `[open]')`)
	if got := p.text(dialogSelector + ` [data-testid="correction-cancel"]`); got != i18n.English.FixCancel {
		t.Errorf("the dialog's Cancel = %q, want %q", got, i18n.English.FixCancel)
	}
	p.reload()
	p.waitLanguage("en")
	p.waitDeckGame(g, marked, "after the reload")
}

// mustJSONOf is v as JSON, for a script.
func mustJSONOf(t testing.TB, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
