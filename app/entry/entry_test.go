package entry

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// English is the catalogue the tests read.
var English = &i18n.English

// memoryStore is a store in a map, for tests.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m memoryStore) Save(key, value string) error          { m[key] = value; return nil }
func (m memoryStore) Remove(key string)                     { delete(m, key) }

// lanes is a game on the lanes that hosts the entry area: its screen is up, and it takes no
// ball (the Scoreboard's tests enter them).
type lanes struct{ g *domain.Game }

func (l *lanes) Later(app.Context, func(app.Context)) {}
func (l *lanes) Messages() *i18n.Messages             { return English }
func (l *lanes) Current() (*domain.Game, bool)        { return l.g, true }
func (l *lanes) Throw(domain.Delivery)                {}
func (l *lanes) Enter(string)                         {}
func (l *lanes) AlertWith(i18n.Say)                   {}
func (l *lanes) SavePending()                         {}
func (l *lanes) Settle(app.Context)                   {}

func TestEntrySwitch(t *testing.T) {
	g, err := domain.NewGame("PJS")
	if err != nil {
		t.Fatal(err)
	}
	s := memoryStore{}
	a := &Area{Host: &lanes{g}, Store: s}
	a.Refresh(g, g.Turn(), English)
	want := func(on bool) app.UI {
		return app.Elem("button").Attr("type", "button").Attr("role", "switch").Attr("class", html.Classes("entry-switch", html.Is("on", on))).
			Attr("data-testid", "entry-mode").Attr("aria-checked", strconv.FormatBool(on)).On("click", func(app.Context, app.Event) {})
	}
	if err := app.Match(want(false), a.switchButton(English)); err != nil {
		t.Errorf("switch off: %v", err)
	}
	if strings.Contains(app.HTMLString(a.Render(English)), `data-testid="pin"`) {
		t.Error("the deck is shown in the pad mode")
	}
	a.SwitchMode() // as onEntryMode does
	if err := app.Match(want(true), a.switchButton(English)); err != nil {
		t.Errorf("switch on: %v", err)
	}
	html := app.HTMLString(a.Render(English))
	if strings.Count(html, `data-testid="pin"`) != 10 || strings.Contains(html, `data-pins=`) {
		t.Error("the deck mode does not show the deck instead of the pad")
	}
	if s[ModeKey] != "deck" {
		t.Errorf("entry mode saved as %q, want deck", s[ModeKey])
	}
	if a.KeyboardHint(English) != English.KeyboardHintDeck {
		t.Error("the keyboard hint does not follow the deck")
	}
}
