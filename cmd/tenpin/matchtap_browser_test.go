//go:build browser

package main

import (
	"fmt"
	"testing"

	"tenpin/domain"
)

// BenchmarkLeagueTap measures tap to paint on the count pad in a match of two teams of five
// with handicap (the team panel derived from the domain's Match.Live after every ball) next
// to a plain game of the same ten bowlers, tapped in the same browser: the match's panel
// should cost a tap little (ratio ≤ 1.2x). The method is tap_browser_test.go's.
func BenchmarkLeagueTap(b *testing.B) {
	teams := [2]domain.Team{fiveATeam("Strikers", 'A'), fiveATeam("Pin Pals", 'K')}
	var plain, match []tapTime
	for range b.N {
		p, _ := openApp(b, 768, 1024)
		p.setupMatch(3, teams)
		p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
		p.click(`[data-testid="start-game"]`)
		p.wait(`document.querySelector('[data-testid="team-points"]')`)
		match = append(match, padTaps(p, 40)...)
		p.close()

		q, _ := openApp(b, 768, 1024)
		names := append(teams[0].Bowlers(), teams[1].Bowlers()...)
		q.startGame(names...)
		plain = append(plain, padTaps(q, 40)...)
		q.close()
	}
	plainMs, matchMs := medianPaint(plain), medianPaint(match)
	b.ReportMetric(plainMs, "plain-ms/tap")
	b.ReportMetric(matchMs, "match-ms/tap")
	b.ReportMetric(0, "ns/op")
	b.Logf("10 bowlers, tap to paint (medians): plain game %.1f ms (%d taps), league match 2×5 %.1f ms (%d); match/plain %.2fx  <= 1.2x: %s",
		plainMs, len(plain), matchMs, len(match), matchMs/plainMs, verdict(matchMs/plainMs <= 1.2))
}

// padTaps taps 3 then 4 for each bowler in turn, n taps, and returns the second of each
// pair (the one that determines a total) after the first round.
func padTaps(p *tab, n int) []tapTime {
	p.t.Helper()
	evaluate[bool](p, tapRecorder)
	var out []tapTime
	for i := range n / 2 {
		p.tap(3) // waits until the pad is ready for it
		t := measureTap(p, `button[data-pins="4"]`, `[data-testid="announcement"]`)
		if i >= 10 {
			out = append(out, t)
		}
		p.wait(fmt.Sprintf(`!document.querySelector('button[data-pins="%d"]').disabled`, 10))
	}
	return out
}
