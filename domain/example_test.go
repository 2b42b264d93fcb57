package domain_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"tenpin/domain"
)

func Example() {
	g, _ := domain.NewGame("pjs", "kyj")
	for _, pins := range []int{10, 8, 2} { // PJS strikes; KYJ spares
		_ = g.Roll(pins)
	}
	fmt.Println(g.Name(g.Current()), "bowls frame", g.Frame())
	for _, c := range g.Cards() {
		fmt.Printf("%s %q determined=%v\n", c.Name, c.Frames[0].Marks, c.Frames[0].Determined)
	}
	// Output:
	// PJS bowls frame 2
	// PJS "X" determined=false
	// KYJ "8|/" determined=false
}

func ExampleGame_Roll() {
	g, _ := domain.NewGame("ABC")
	_ = g.Roll(7)
	fmt.Println(g.PinsStanding(), "pins standing")
	err := g.Roll(4)
	fmt.Println(errors.Is(err, domain.ErrInvalidPins), err)
	// Output:
	// 3 pins standing
	// true invalid number of pins: 4, but only 3 pins are standing
}

func ExampleGame_Card() {
	g, _ := domain.NewGame("ABC")
	for _, pins := range []int{10, 5, 5, 9, 0} {
		_ = g.Roll(pins)
	}
	c, _ := g.Card(0)
	for _, f := range c.Frames[:3] {
		fmt.Printf("frame %d: %-4s running total %d\n", f.Number, f.Marks, f.Total)
	}
	fmt.Println("total so far:", c.Total)
	// Output:
	// frame 1: X    running total 20
	// frame 2: 5|/  running total 39
	// frame 3: 9|-  running total 48
	// total so far: 48
}

func ExampleGame_Score() {
	g, _ := domain.NewGame("ABC")
	for i := 0; i < 12; i++ {
		_ = g.Roll(10)
	}
	score, _ := g.Score(0)
	c, _ := g.Card(0)
	fmt.Println(c.Frames[9].Marks, score, g.Over())
	// Output: X|X|X 300 true
}

func ExampleGame_Undo() {
	g, _ := domain.NewGame("ABC")
	_ = g.Roll(7)
	_ = g.Undo()
	fmt.Println(g.Balls(), g.PinsStanding(), g.Undo())
	// Output: 0 10 there is nothing to undo
}

func ExampleRestore() {
	g, _ := domain.NewGame("PJS")
	_ = g.Roll(9)
	data, _ := json.Marshal(g)
	fmt.Println(string(data))

	r, _ := domain.Restore(data)
	fmt.Println(r.PinsStanding())

	_, err := domain.Restore([]byte(`{"v":9,"names":["PJS"],"rolls":[[]]}`))
	fmt.Println(err)
	// Output:
	// {"v":1,"names":["PJS"],"rolls":[[9]]}
	// 1
	// the saved game cannot be restored: it was saved by a newer version (format 9; this one reads 4)
}

func ExampleParseName() {
	name, _ := domain.ParseName("pjs")
	_, err := domain.ParseName("A1C")
	fmt.Println(name)
	fmt.Println(err)
	// Output:
	// PJS
	// a name must be exactly 3 letters A-Z: '1' is not a letter A-Z
}

func ExampleGame_Foul() {
	g, _ := domain.NewGame("PJS")
	_ = g.Foul()   // a foul on the first ball: 0, and the pins stand as before
	_ = g.Roll(10) // so ten down now is a spare, not a strike
	_ = g.Roll(7)  // the spare's bonus
	_ = g.Roll(0)  // frame 2
	c, _ := g.Card(0)
	for _, f := range c.Frames[:2] {
		fmt.Printf("frame %d: %-4s %d\n", f.Number, f.Marks, f.Total)
	}
	// Output:
	// frame 1: F|/  17
	// frame 2: 7|-  24
}

func ExampleIsSplit() {
	for _, leave := range []domain.Pins{domain.PinsOf(7, 10), domain.PinsOf(2, 4, 5, 8), domain.PinsOf(1, 7, 10)} {
		fmt.Printf("%-6s split: %v\n", leave, domain.IsSplit(leave))
	}
	// Output:
	// 7-10   split: true
	// 2-4-5-8 split: false
	// 1-7-10 split: false
}

func ExampleGame_RollPins() {
	g, _ := domain.NewGame("PJS")
	_ = g.RollPins(domain.AllPins &^ domain.PinsOf(7, 10)) // eight down, the 7-10 standing
	standing, _ := g.Standing()
	c, _ := g.Card(0)
	first := c.Frames[0].Deliveries[0]
	fmt.Println(standing, first.Mark, first.Split)

	err := g.RollPins(domain.PinsOf(6))
	var why *domain.PinError
	fmt.Println(errors.As(err, &why), why.Reason == domain.PinNotStanding, err)
	// Output:
	// 7-10 8 true
	// true true invalid number of pins: pin 6 is not standing
}

func ExampleGame_Correct() {
	g, _ := domain.NewGame("PJS", "KYJ")
	for _, pins := range []int{7, 2, 10, 5} { // PJS 7 2, KYJ X, PJS 5
		_ = g.Roll(pins)
	}
	// PJS's first ball was an 8, not a 7: correct it without undoing KYJ's strike.
	_ = g.Correct(0, 1, 1, domain.Count(8))
	c, _ := g.Card(0)
	fmt.Println(c.Frames[0].Marks, c.Frames[0].Total)

	// KYJ's strike cannot become a 7: PJS has bowled frame 2 since.
	fmt.Println(g.Correct(1, 1, 1, domain.Count(7)))

	_ = g.Undo() // takes back the correction, the most recent action
	c, _ = g.Card(0)
	fmt.Println(c.Frames[0].Marks)
	// Output:
	// 8|/ 15
	// the ball cannot be corrected: PJS's ball 1 in frame 2: out of turn: KYJ has not finished frame 1
	// 7|2
}

func ExampleNewGameIn() {
	// 9-pin no-tap 3-6-9: nine pins with the first ball at a full rack are a strike, and
	// frames 3, 6 and 9 are strikes nobody throws.
	f, _ := domain.ParseFormat("9pin,369")
	g, _ := domain.NewGameIn(f, "PJS")
	for _, pins := range []int{9, 7, 2} {
		_ = g.Roll(pins)
	}
	c, _ := g.Card(0)
	for _, fr := range c.Frames[:3] {
		fmt.Printf("frame %d: %-4s given=%-5v determined=%v\n", fr.Number, fr.Marks, fr.Deliveries[0].Given, fr.Determined)
	}
	fmt.Println("PJS bowls frame", g.Frame(), "with", c.Total, "so far")
	for !g.Over() {
		_ = g.Roll(9)
	}
	score, _ := g.Score(0)
	fmt.Println(g.Format(), score)
	// Output:
	// frame 1: X    given=false determined=true
	// frame 2: 7|2  given=false determined=true
	// frame 3: X    given=true  determined=false
	// PJS bowls frame 4 with 28 so far
	// 9pin,369 268
}

func ExampleScotchBowler() {
	// A pair's line in game 2 (number 1): the second bowler throws its first ball, fill balls
	// take their turn like any ball, and game 3 starts with the first bowler again.
	for ball := range 5 {
		fmt.Print(domain.ScotchBowler(2, 1, ball), " ")
	}
	fmt.Println(domain.ScotchBowler(2, 2, 0))
	// Output: 1 0 1 0 1 0
}
