package setup

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// TestOpenPair fills setup with a lane card's series: its bowlers and their averages, its
// tournament, squad and lanes shown, and its series ID while the bowlers are the card's. The
// root's TestOpenPair reads cards from their text.
func TestOpenPair(t *testing.T) {
	card := domain.LaneCard{Ref: domain.PairRef{Tournament: "T-1", Squad: 0, Pair: 1}, Tournament: "Open", Squad: "Sun",
		Blocks: []domain.LaneBlock{{Lane: 3}}}
	s := domain.Series{Names: []string{"EEE", "FFF"}, Averages: []int{190, 170}}
	var f Form
	f.OpenPair(card, s)
	if got := f.Names(); !slices.Equal(got, s.Names) {
		t.Errorf("names %q, want the card's %q", got, s.Names)
	}
	if got, ok := f.Averages(League{Handicap: true}, English); !ok || !slices.Equal(got, s.Averages) {
		t.Errorf("averages %v (ok %v), want the card's %v", got, ok, s.Averages)
	}
	if got := f.SeriesID(); got != card.Ref.SeriesID() {
		t.Errorf("SeriesID() = %q, want the pair's %q", got, card.Ref.SeriesID())
	}
	if html := app.HTMLString(renderPairShown(&f, English)); !strings.Contains(html, English.PairShown.Say("Open", "Sun", "3-4")) {
		t.Errorf("setup says %s, want the card's tournament, squad and lanes 3-4", html)
	}
	f.setName(0, "CCC") // another bowler typed over the card's: no pair
	if got := f.SeriesID(); got != "" || renderPairShown(&f, English) != nil {
		t.Errorf("with a name typed over the card's: SeriesID() = %q, card still shown", got)
	}
}
