package app

import (
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// enabled lists the pad counts that are not disabled.
func enabled(c *Scoreboard) []int {
	var out []int
	for _, b := range c.play.Entry.Pad() {
		if !b.Disabled {
			out = append(out, b.Pins)
		}
	}
	return out
}

func TestPadDisablesImpossibleCounts(t *testing.T) {
	tests := []struct {
		name  string
		balls []int
		want  []int
	}{
		{"fresh rack", nil, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"after a 7", []int{7}, []int{0, 1, 2, 3}},
		{"after a strike, a fresh frame", []int{10}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"tenth after X then 7", append(repeat(18, 0), 10, 7), []int{0, 1, 2, 3}},
		{"tenth after X X", append(repeat(18, 0), 10, 10), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"tenth after 7 /", append(repeat(18, 0), 7, 3), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"game over", repeat(12, 10), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := newBoard(t, []string{"PJS"}, tt.balls...)
			if got := enabled(c); !slices.Equal(got, tt.want) {
				t.Errorf("enabled pad buttons = %v, want %v", got, tt.want)
			}
			if got, want := len(enabled(c)), gameOf(c).PinsStanding()+1; !gameOf(c).Over() && got != want {
				t.Errorf("%d buttons enabled, but PinsStanding() = %d", got, want-1)
			}
		})
	}
}

func TestPadButtonRender(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS"}, 7)
	b := c.play.Entry.Pad()[7]
	want := app.Elem("button").
		Attr("type", "button").
		Attr("class", "pad-button").
		Attr("data-pins", "7").
		Attr("aria-label", "7 pins").
		Attr("disabled", "true").
		On("click", func(app.Context, app.Event) {})
	if err := app.Match(want, b.Render()); err != nil {
		t.Errorf("pad button 7 after a 7: %v", err)
	}
	spare := c.play.Entry.Pad()[3]
	want = app.Elem("button").
		Attr("type", "button").
		Attr("class", "pad-button spare").
		Attr("data-pins", "3").
		Attr("aria-label", "3 pins, spare").
		On("click", func(app.Context, app.Event) {})
	if err := app.Match(want, spare.Render()); err != nil {
		t.Errorf("pad button 3 after a 7: %v", err)
	}
	if err := app.Match(app.Elem("span").Attr("class", "pad-mark").Attr("aria-hidden", "true").Attr("data-mark", "/"), spare.Render(), 1); err != nil {
		t.Errorf("pad button 3 after a 7 shows its mark: %v", err)
	}
	if err := app.Match(app.Text("3"), spare.Render(), 0, 0); err != nil {
		t.Errorf("pad button 3 shows its count: %v", err)
	}
}
