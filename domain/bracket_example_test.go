package domain_test

import (
	"fmt"

	"tenpin/domain"
)

// Ten bowlers enter 8-place brackets over games 1-3 at $5 ($25 to the winner, $10 to the
// runner-up, $5 to the house). ANN enters five times, but there can be only 3 brackets, so
// 2 of hers come back; the third bracket has 4 bowlers and 4 byes, one in each first-game
// meeting. The same seed always gives this draw.
func ExampleDrawBrackets() {
	s := domain.BracketSet{Games: []int{1, 2, 3}, Byes: true, Fee: 500, House: 500, Winner: 2500, Runner: 1000}
	entries := []domain.Entry{
		{Name: "ANN", Count: 5}, {Name: "BOB", Count: 3}, {Name: "CAL", Count: 3}, {Name: "DEE", Count: 2},
		{Name: "EVE", Count: 2}, {Name: "FAY", Count: 2}, {Name: "GUS", Count: 1}, {Name: "HAL", Count: 1},
		{Name: "IDA", Count: 1}, {Name: "JOE", Count: 1}, {Name: "KIM", Count: 1},
	}
	d, err := domain.DrawBrackets(s, entries, 2026)
	if err != nil {
		fmt.Println(err)
		return
	}
	for k, places := range d.Brackets {
		fmt.Printf("bracket %d: %q\n", k+1, places)
	}
	fmt.Println("returned:", d.Returned)
	// Output:
	// bracket 1: ["FAY" "HAL" "CAL" "EVE" "DEE" "ANN" "GUS" "BOB"]
	// bracket 2: ["ANN" "CAL" "EVE" "JOE" "DEE" "IDA" "FAY" "BOB"]
	// bracket 3: ["CAL" "" "BOB" "" "KIM" "" "ANN" ""]
	// returned: [{ANN 2}]
}

// A 4-place handicap bracket over games 1 and 2. In game 1 ANN (180+20) and BOB (190+10)
// tie at 200 and BOB's higher scratch sends him on; CAL did not bowl and loses to DEE.
// Game 2 is over for BOB but not yet for DEE, so the final is not decided; then DEE's
// 170+45 beats BOB's 201+10.
func ExampleResolveBracket() {
	s := domain.BracketSet{Games: []int{1, 2}, Handicap: true, Fee: 1000, House: 500, Winner: 2500, Runner: 1000}
	places := []string{"ANN", "BOB", "CAL", "DEE"}
	bowled := func(scratch, handicap int) domain.GameScore {
		return domain.GameScore{Known: true, Bowled: true, Scratch: scratch, Handicap: handicap}
	}
	scores := map[string][]domain.GameScore{
		"ANN": {bowled(180, 20)},
		"BOB": {bowled(190, 10), bowled(201, 10)},
		"CAL": {{Known: true}},
		"DEE": {bowled(150, 45)},
	}
	r, _ := domain.ResolveBracket(s, places, scores)
	fmt.Printf("%q winner %q\n", r.Rounds, r.Winner)
	scores["DEE"] = append(scores["DEE"], bowled(170, 45))
	r, _ = domain.ResolveBracket(s, places, scores)
	fmt.Printf("%q winner %q runner-up %q\n", r.Rounds, r.Winner, r.Runner)
	// Output:
	// [["ANN" "BOB" "CAL" "DEE"] ["BOB" "DEE"]] winner ""
	// [["ANN" "BOB" "CAL" "DEE"] ["BOB" "DEE"] ["DEE"]] winner "DEE" runner-up "BOB"
}

// Two brackets of 2 over game 1 at $1: $1.50 to the winner, 49 cents to the runner-up, a cent
// to the house; a second entry of ANN's came back. ANN and BOB tie at 200 in bracket 1 and
// split $1.99, the odd cent to ANN in place 1; BOB beats CAL in bracket 2.
func ExamplePayouts() {
	s := domain.BracketSet{Games: []int{1}, Fee: 100, House: 1, Winner: 150, Runner: 49}
	d := domain.Draw{Brackets: [][]string{{"ANN", "BOB"}, {"BOB", "CAL"}}, Returned: []domain.Entry{{Name: "ANN", Count: 1}}}
	scores := map[string][]domain.GameScore{
		"ANN": {{Known: true, Bowled: true, Scratch: 200}},
		"BOB": {{Known: true, Bowled: true, Scratch: 200}},
		"CAL": {{Known: true, Bowled: true, Scratch: 190}},
	}
	var results []domain.BracketResult
	for _, places := range d.Brackets {
		r, _ := domain.ResolveBracket(s, places, scores)
		results = append(results, r)
	}
	for _, p := range domain.Payouts(s, d, results) {
		fmt.Printf("%s paid %d, returned %d, won %d\n", p.Name, p.Paid, p.Returned, p.Won)
	}
	// Output:
	// ANN paid 200, returned 100, won 100
	// BOB paid 200, returned 0, won 249
	// CAL paid 100, returned 0, won 49
}
