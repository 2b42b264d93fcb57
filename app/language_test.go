package app

import (
	"strings"
	"tenpin/app/board"
	"tenpin/app/i18n"
	"tenpin/domain"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestSetLanguage checks that a switch rewords what the game screen holds as text, keeps the
// game and the notices' meaning (one made with arguments too), and is remembered on the
// device.
func TestSetLanguage(t *testing.T) {
	es, ok := translated("es")
	if !ok {
		t.Skip("built without Spanish")
	}
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 7)
	c.play.AlertWith(func(m *Messages) string { return m.GameIsOver })
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	c.play.Fix.Correct(domain.Count(11)) // refused: the dialog's alert names the ball
	refused := gameOf(c).Correct(0, 1, 1, domain.Count(11))
	c.setLanguage("es-MX")
	if c.Messages() != es {
		t.Fatalf("after setLanguage(es-MX) the catalogue is %s", c.Messages().Lang)
	}
	if got := s[languageKey]; got != "es" {
		t.Errorf("stored language = %q, want es", got)
	}
	if c.play.Alert().In(c.Messages()) != es.GameIsOver {
		t.Errorf("alert = %q, want %q", c.play.Alert().In(c.Messages()), es.GameIsOver)
	}
	if got, want := c.play.Fix.View().Alert, i18n.FixRefusal(es, refused); got != want || refused == nil || got == i18n.FixRefusal(English, refused) {
		t.Errorf("correction's alert = %q, want %q", got, want)
	}
	if got, want := c.play.Entry.Pad()[3].Label, es.PinsButton(3, "/"); got != want { // 7, then 3 is a spare
		t.Errorf("pad button 3 = %q, want %q", got, want)
	}
	if gameOf(c).Balls() != 1 || !playingOf(c) {
		t.Errorf("the game changed: %d balls, playing %v", gameOf(c).Balls(), playingOf(c))
	}
	html := app.HTMLString(c)
	for _, want := range []string{`lang="es"`, es.Undo, es.NewGame, es.LanguageName, English.LanguageName} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(html, ">"+English.Undo+"<") {
		t.Errorf("the page still has %q", English.Undo)
	}
	c.setLanguage("fr") // not offered: nothing changes
	if c.Messages() != es || s[languageKey] != "es" {
		t.Errorf("setLanguage(fr) changed the language to %s (stored %q)", c.Messages().Lang, s[languageKey])
	}
}
