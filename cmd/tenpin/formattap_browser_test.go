//go:build browser

// A tap in a format costs what a tap in the standard game does (issue 37): the count pad's
// tap to its first change in the DOM, for 6 players, in the standard game, 9-pin no-tap and
// 3-6-9, each in a tab of its own, tapped in turn in the same run. The method (tapRecorder,
// measureFirstChange) is tap_browser_test.go's, as BenchmarkStartAndTap measures a tap.
//
//	go test -tags browser -count=1 -run '^$' -bench FormatTap -benchtime 1x ./cmd/tenpin/
package main

import (
	"fmt"
	"strings"
	"testing"

	"tenpin/domain"
)

// formatTaps are the formats the benchmark taps, the standard game first.
var formatTaps = []struct {
	name string
	f    domain.Format
}{
	{"standard", domain.Format{}},
	{"9-pin no-tap", domain.Format{NoTap: 9}},
	{"3-6-9", domain.Format{ThreeSixNine: true}},
}

// formatTapApp is one tab of the benchmark: tenpin with a game of 6 players in format f.
type formatTapApp struct {
	p *tab
	f domain.Format
	g *domain.Game
}

// reseed stores a game of 6 players in the app's format who have each bowled a strike, a
// spare and an open frame (in 3-6-9, frame 3 between them is given), and reloads.
func (a *formatTapApp) reseed(b *testing.B) {
	g, err := domain.NewGameIn(a.f, "PJS", "KYJ", "ANA", "BOB", "CAT", "DAN")
	if err != nil {
		b.Fatal(err)
	}
	for _, frame := range [][]int{{10}, {7, 3}, {4, 5}} {
		for range g.Players() {
			for _, pins := range frame {
				if err := g.Roll(pins); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	a.g = g
	a.p.seed(g)
	evaluate[bool](a.p, tapRecorder)
}

// tap measures one real click on the pad, 3 on a frame's first ball and 4 on its second,
// watching the current player's frame cell and total, as tapApp.tap does.
func (a *formatTapApp) tap(b *testing.B) tapTime {
	if a.g.Over() {
		a.reseed(b)
	}
	pins := 4
	if a.g.FullRack() {
		pins = 3
	}
	player := a.g.Current()
	watch := fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"], [data-testid="total"][data-player="%d"]`, player, a.g.Frame(), player)
	t := measureFirstChange(a.p, fmt.Sprintf(`button[data-pins="%d"]`, pins), watch)
	if err := a.g.Roll(pins); err != nil {
		b.Fatal(err)
	}
	return t
}

func BenchmarkFormatTap(b *testing.B) {
	base, _ := startServer(b)
	apps := make([]*formatTapApp, len(formatTaps))
	for i, ft := range formatTaps {
		apps[i] = &formatTapApp{p: openForTaps(b, base, `window.__tenpinReady > 0 && document.querySelector('.tenpin[data-ready]')`), f: ft.f}
		apps[i].reseed(b)
	}
	dom := make([][]float64, len(apps))
	for range b.N {
		for round := range tapWarmups + warmTaps {
			for k := range apps {
				i := (round + k) % len(apps) // each format goes first in turn
				t := apps[i].tap(b)
				if round >= tapWarmups {
					dom[i] = append(dom[i], t.DOM)
				}
			}
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "\ntap -> DOM, 6 players, median of %d taps each (min / median / max ms), against the standard game:\n", len(dom[0]))
	standard := median(dom[0])
	for i, ft := range formatTaps {
		ratio := median(dom[i]) / standard
		fmt.Fprintf(&out, "  %-14s %s  %.2fx\n", ft.name, spread(dom[i]), ratio)
		b.ReportMetric(median(dom[i]), strings.ReplaceAll(ft.name, " ", "-")+"-ms/tap")
	}
	b.ReportMetric(0, "ns/op")
	b.Log(out.String())
}
