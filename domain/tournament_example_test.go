package domain_test

import (
	"fmt"

	"tenpin/domain"
)

// Six entries bowl three games of a handicap tournament, re-entries ranked best entry only:
// ANN's second entry is her best, so her first takes no place. BOB and CAL tie on 600 and on
// the last game; BOB's high game wins. DEE and EVE tie on everything and share 4th, which the
// cut at four crosses: they roll off for the last spot. The top three then bowl a step-ladder,
// and the $120.00 fund pays three places.
func ExampleRankQualifying() {
	entries := []domain.Qualifier{
		{Bowler: "ANN", Scores: []int{180, 190, 200}, Handicap: 20},
		{Bowler: "BOB", Scores: []int{230, 170, 200}},
		{Bowler: "CAL", Scores: []int{200, 200, 200}},
		{Bowler: "DEE", Scores: []int{170, 180, 190}, Handicap: 10},
		{Bowler: "EVE", Scores: []int{170, 180, 190}, Handicap: 10},
		{Bowler: "ANN", Scores: []int{200, 210, 220}, Handicap: 20},
	}
	ranked, err := domain.RankQualifying(entries, true)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range ranked {
		fmt.Printf("%d. %s %d\n", p.Place, entries[p.Entry].Bowler, p.Total)
	}
	in, rollOff, _ := domain.Cut(ranked, 4)
	fmt.Println("advance:", in, "roll off:", rollOff)

	// The step-ladder of the top three: CAL (seed 3) beats BOB, then loses to ANN.
	seeds := []int{5, 1, 2}
	_, order, _ := domain.StepLadder(seeds, [][2]int{{190, 210}, {240, 225}}, nil)
	fmt.Println("final order:", order)

	final := make([]domain.Placing, len(order))
	for i, e := range order {
		final[i] = domain.Placing{Entry: e, Place: i + 1}
	}
	prizes, _ := domain.Prizes(final, []int{6000, 4000, 2000}, 12000)
	for _, p := range prizes {
		fmt.Printf("%s $%d.%02d\n", entries[p.Entry].Bowler, p.Cents/100, p.Cents%100)
	}
	// Output:
	// 1. ANN 690
	// 2. BOB 600
	// 3. CAL 600
	// 4. DEE 570
	// 4. EVE 570
	// advance: [5 1 2] roll off: [3 4]
	// final order: [5 2 1]
	// ANN $60.00
	// CAL $40.00
	// BOB $20.00
}
