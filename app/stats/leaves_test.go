package stats

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// leavesRecords is one series of two bowlers: ABC's balls on the deck, leaving each of
// twelve single pins and pairs once (so that "more" shows), DEF's as counts.
func leavesRecords(t *testing.T) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(2, domain.KeepOrder, "ABC", "DEF")
	if err != nil {
		t.Fatal(err)
	}
	leaves := []domain.Pins{domain.PinsOf(7, 10), domain.PinsOf(10), domain.PinsOf(7), domain.PinsOf(4), domain.PinsOf(6),
		domain.PinsOf(2, 4, 5), domain.PinsOf(3, 6), domain.PinsOf(1, 2), domain.PinsOf(8), domain.PinsOf(9),
		domain.PinsOf(5), domain.PinsOf(2), domain.PinsOf(3), domain.PinsOf(4, 7)}
	var out []domain.Record
	k := 0
	for n := 1; n <= 2; n++ {
		g, _ := s.Start(n)
		for !g.Over() {
			var err error
			switch standing, _ := g.Standing(); {
			case g.Current() == 1:
				err = g.Roll(g.PinsStanding())
			case g.FullRack():
				err = g.RollPins(standing &^ leaves[k%len(leaves)])
				k++
			default:
				err = g.RollPins(standing) // the spare
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Record(n, g, time.Date(2026, 11, 1, 19, 20*n, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestRenderLeaves(t *testing.T) {
	records := leavesRecords(t)
	for _, m := range []*i18n.Messages{English, &i18n.Spanish, &i18n.Korean} {
		v := &Screen{name: "ABC", leaves: domain.LeavesIn(records, "ABC", domain.Format{})}
		html := app.HTMLString(renderLeaves(v, m))
		rows, all := strings.Count(html, `data-testid="leave"`), len(v.leaves.Leaves)
		if rows != leavesShown || all <= leavesShown {
			t.Fatalf("%s: %d leave rows of %d, want the first %d", m.Lang, rows, all, leavesShown)
		}
		if !strings.Contains(html, m.Leaves.More.Say(all)) || !strings.Contains(html, `aria-expanded="false"`) {
			t.Errorf("%s: no closed more button saying %q", m.Lang, m.Leaves.More.Say(all))
		}
		if got := strings.Count(html, `data-testid="pin-left"`); got != 10 {
			t.Errorf("%s: %d pins on the map, want 10", m.Lang, got)
		}
		if !strings.Contains(html, `data-leave="7-10" data-count="2" data-converted="2"`) || !strings.Contains(html, `class="leave-split"`) {
			t.Errorf("%s: the 7-10 split is not listed as left twice and converted twice, with its mark", m.Lang)
		}
		if !strings.Contains(html, escapeText(m.Leaves.PinMapDef.Say(v.leaves.Racks))) || !strings.Contains(html, escapeText(m.Leaves.LeavesDef)) {
			t.Errorf("%s: a figure's definition is missing", m.Lang)
		}
		v.leavesAll = true
		if html := app.HTMLString(renderLeaves(v, m)); strings.Count(html, `data-testid="leave"`) != all || !strings.Contains(html, m.Leaves.Fewer) {
			t.Errorf("%s: more open does not show every leave", m.Lang)
		}
		// DEF entered counts only: told why, and how to enter pins.
		none := &Screen{name: "DEF", leaves: domain.LeavesIn(records, "DEF", domain.Format{})}
		html = app.HTMLString(renderLeaves(none, m))
		if !strings.Contains(html, escapeText(m.Leaves.NoneYet.Say("DEF", 2))) || !strings.Contains(html, escapeText(m.Leaves.HowToEnter)) ||
			strings.Contains(html, `data-testid="pin-map"`) {
			t.Errorf("%s: DEF's leaves are %s, want the message that none were entered", m.Lang, html)
		}
	}
}

func TestLeavesPicture(t *testing.T) {
	records := leavesRecords(t)
	v := &Screen{name: "ABC", games: 2, leaves: domain.LeavesIn(records, "ABC", domain.Format{})}
	lines := strings.Split(leavesPictureOf(v, English), "\n")
	leaves := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "L\t") {
			leaves++
		}
	}
	if leaves != leavesShown || !strings.HasPrefix(lines[2], "P\t") || len(strings.Split(lines[2], "\t")) != 21 {
		t.Errorf("the picture's data has %d leaves (want %d) and pins line %q", leaves, leavesShown, lines[2])
	}
	v.leavesAll = true
	if got := strings.Count(leavesPictureOf(v, English), "\nL\t"); got != len(v.leaves.Leaves) {
		t.Errorf("with more open the picture has %d leaves, want %d", got, len(v.leaves.Leaves))
	}
}

func TestOpacity(t *testing.T) {
	for _, tt := range []struct {
		r    domain.Ratio
		want string
	}{{domain.Ratio{}, "0"}, {domain.Ratio{Num: 0, Den: 9}, "0"}, {domain.Ratio{Num: 1, Den: 20}, "0.05"},
		{domain.Ratio{Num: 1, Den: 3}, "0.33"}, {domain.Ratio{Num: 9, Den: 9}, "1"}} {
		if got := opacity(tt.r); got != tt.want {
			t.Errorf("opacity(%v) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

// escapeText is s as the markup writer escapes text.
func escapeText(s string) string { return markup.Escape(s) }
