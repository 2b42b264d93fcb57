package domain_test

import (
	"fmt"
	"time"

	"tenpin/domain"
)

func ExampleHandicap_For() {
	h := domain.Handicap{On: true, Basis: 220, Percent: 80}
	for _, average := range []int{170, 187, 230} {
		pins, _ := h.For(average)
		fmt.Printf("average %d: handicap %d\n", average, pins)
	}
	_, err := domain.Handicap{On: true, Basis: 220, Percent: 120}.For(170)
	fmt.Println(err)
	// Output:
	// average 170: handicap 40
	// average 187: handicap 26
	// average 230: handicap 0
	// invalid handicap settings: 120 percent, but the percentage is 1 to 100
}

func ExampleSheetOf() {
	// Two games, the order rotated, with a handicap: PJS averages 150, KYJ 200.
	s, _ := domain.NewSeries(2, domain.RotateOrder, "PJS", "KYJ")
	s.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 80}
	s.Averages = []int{150, 200}
	var records []domain.Record
	for n := 1; n <= 2; n++ {
		g, _ := s.Start(n)
		for !g.Over() {
			switch name := g.Name(g.Current()); {
			case g.FullRack() && name == "PJS":
				_ = g.Roll(9)
			case name == "PJS":
				_ = g.Roll(g.PinsStanding()) // a spare
			case g.FullRack() && n == 1:
				_ = g.Roll(10) // KYJ's perfect game
			case g.FullRack():
				_ = g.Roll(8)
			default:
				_ = g.Roll(0) // KYJ's 8 and a miss, ten times: 80
			}
		}
		fmt.Println("game", n, "bowled by", g.Names())
		r, _ := s.Record(n, g, time.Date(2026, 11, 20, 19, 20*n, 0, 0, time.UTC))
		records = append(records, r)
	}
	sh, _ := domain.SheetOf(records)
	for _, row := range sh.Rows {
		fmt.Printf("%s %v scratch %d, handicap %d a game, series %d\n", row.Name, row.Scores, row.Scratch, row.Handicap, row.Total)
	}
	fmt.Println("winners:", sh.Winners)
	// Output:
	// game 1 bowled by [PJS KYJ]
	// game 2 bowled by [KYJ PJS]
	// PJS [190 190] scratch 380, handicap 56 a game, series 492
	// KYJ [300 80] scratch 380, handicap 16 a game, series 412
	// winners: [PJS]
}

func ExampleStatistics() {
	// pins.md's second game, X X X 72 8/ F9 X 7/ 9- XX8, its 8 entered as pins leaving 7-10.
	s, _ := domain.NewSeries(1, domain.KeepOrder, "PJS")
	g, _ := s.Start(1)
	for _, d := range []domain.Delivery{
		domain.Count(10), domain.Count(10), domain.Count(10), domain.Count(7), domain.Count(2),
		domain.Knocked(domain.AllPins &^ domain.PinsOf(7, 10)), domain.Count(2),
		domain.Fouled(), domain.Count(9), domain.Count(10), domain.Count(7), domain.Count(3),
		domain.Count(9), domain.Count(0), domain.Count(10), domain.Count(10), domain.Count(8),
	} {
		_ = g.Throw(d)
	}
	r, _ := s.Record(1, g, time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC))

	// A statistics screen: every figure with its value shown as its Kind says.
	st := domain.Statistics([]domain.Record{r}, 3)[0]
	for _, f := range domain.Figures() {
		v := st.Figure(f)
		shown := "none" // no chances, no complete series: no figure, never 0%
		switch n, ok := v.Whole(); {
		case !v.Ok():
		case f.Kind() == domain.AsCount:
			shown = fmt.Sprint(v.Num)
		case f.Kind() == domain.AsWhole && ok:
			shown = fmt.Sprint(n)
		case f.Kind() == domain.AsPercent:
			p, _ := v.Percent()
			shown = fmt.Sprintf("%d%% (%d of %d)", p, v.Num, v.Den)
		case f.Kind() == domain.AsTenths:
			t, _ := v.Tenths()
			shown = fmt.Sprintf("%d.%d", t/10, t%10)
		}
		fmt.Printf("%-17s %s\n", f.Key(), shown)
	}
	// Output:
	// games             1
	// pins              180
	// average           180
	// high-game         180
	// high-series       none
	// strikes           50% (6 of 12)
	// spares            40% (2 of 5)
	// single-pin-spares 0% (0 of 1)
	// split-conversions 100% (1 of 1)
	// first-ball        8.2
	// open-frames       3.0
	// fouls             1
	// splits-left       1
}

func ExampleLeaves() {
	g, _ := domain.NewGame("PJS")
	// Frame 1 leaves the 7-10 split and misses it; frame 2 leaves the 10-pin and spares it;
	// the rest are strikes by count, which leave nothing anyone entered.
	_ = g.RollPins(domain.AllPins &^ domain.PinsOf(7, 10))
	_ = g.Roll(1)
	_ = g.RollPins(domain.AllPins &^ domain.PinsOf(10))
	_ = g.RollPins(domain.PinsOf(10))
	for !g.Over() {
		_ = g.Roll(10)
	}
	leaves, _ := domain.Leaves(g, 0)
	for _, l := range leaves {
		fmt.Printf("%s: left %d, converted %d, split %v\n", l.Leave, l.Count, l.Converted, domain.IsSplit(l.Leave))
	}
	left, racks, _ := domain.PinsLeft(g, 0)
	fmt.Printf("pin 10 left standing %d times in %d racks entered by pins\n", left[9], racks)
	// Output:
	// 10: left 1, converted 1, split false
	// 7-10: left 1, converted 0, split true
	// pin 10 left standing 2 times in 2 racks entered by pins
}
