package domain

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

func TestPrizeFund(t *testing.T) {
	tests := []struct {
		name                         string
		entries, fee, cents, percent int
		want                         int
	}{
		{"no house", 40, 2500, 0, 0, 100000},
		{"house in cents", 40, 2500, 10000, 0, 90000},
		// 33 × 1,001 = 33,033; 15% is 4,954.95: the house takes 4,954, the odd cent stays.
		{"house in percent", 33, 1001, 0, 15, 28079},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := PrizeFund(tt.entries, tt.fee, tt.cents, tt.percent); err != nil || got != tt.want {
				t.Errorf("PrizeFund(%d, %d, %d, %d) = %d, %v, want %d, nil", tt.entries, tt.fee, tt.cents, tt.percent, got, err, tt.want)
			}
		})
	}
	for _, bad := range [][4]int{{-1, 100, 0, 0}, {10, -1, 0, 0}, {10, 100, 1, 1}, {10, 100, 1001, 0}, {10, 100, 0, 101}, {10, 100, -1, 0}} {
		if got, err := PrizeFund(bad[0], bad[1], bad[2], bad[3]); !errors.Is(err, ErrInvalidPrizes) {
			t.Errorf("PrizeFund(%v) = %d, %v, want ErrInvalidPrizes", bad, got, err)
		}
	}
}

func TestProposePrizes(t *testing.T) {
	// 1 in 4 of 10 entries: 3 places weighted 3:2:1 of 10,001 cents: 5,000, 3,333, 1,666, and
	// the 2 odd cents to 1st.
	got, err := ProposePrizes(10001, 10, 4)
	if want := []int{5002, 3333, 1666}; err != nil || !slices.Equal(got, want) {
		t.Errorf("ProposePrizes(10001, 10, 4) = %v, %v, want %v, nil", got, err, want)
	}
	if got, err := ProposePrizes(100, 10, 0); !errors.Is(err, ErrInvalidPrizes) {
		t.Errorf("ProposePrizes(100, 10, 0) = %v, %v, want ErrInvalidPrizes", got, err)
	}
}

// TestPrizesByHand checks prizes split by hand: a place shared across paid places with an
// odd cent, and one shared at the last paid place.
func TestPrizesByHand(t *testing.T) {
	tests := []struct {
		name    string
		ranked  []Placing
		amounts []int
		want    []Prize
	}{
		{"no ties", []Placing{{3, 0, 1}, {1, 0, 2}, {0, 0, 3}}, []int{600, 300},
			[]Prize{{3, 1, 600}, {1, 2, 300}}},
		// Entries 2 and 4 share 2nd: 2nd and 3rd pay 301 + 200 = 501, the odd cent to the earlier
		// entry: 251 to entry 2, 250 to entry 4.
		{"a shared place with the odd cent", []Placing{{0, 0, 1}, {2, 0, 2}, {4, 0, 2}, {1, 0, 4}}, []int{500, 301, 200, 99},
			[]Prize{{0, 1, 500}, {2, 2, 251}, {4, 2, 250}, {1, 4, 99}}},
		// Three share 2nd with only 2nd paid beyond 1st: 100 among three, 34, 33, 33.
		{"a tie across the last paid place", []Placing{{0, 0, 1}, {1, 0, 2}, {2, 0, 2}, {3, 0, 2}}, []int{200, 100},
			[]Prize{{0, 1, 200}, {1, 2, 34}, {2, 2, 33}, {3, 2, 33}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fund := 0
			for _, a := range tt.amounts {
				fund += a
			}
			got, err := Prizes(tt.ranked, tt.amounts, fund)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Prizes(%v, %v, %d) = %v, %v, want %v, nil", tt.ranked, tt.amounts, fund, got, err, tt.want)
			}
		})
	}
	ranked := []Placing{{0, 0, 1}, {1, 0, 2}}
	for _, bad := range []struct {
		amounts []int
		fund    int
	}{{[]int{100, 50}, 160}, {[]int{200, -50}, 150}, {[]int{50, 50, 50}, 150}} {
		if got, err := Prizes(ranked, bad.amounts, bad.fund); !errors.Is(err, ErrInvalidPrizes) {
			t.Errorf("Prizes(%v, %v, %d) = %v, %v, want ErrInvalidPrizes", ranked, bad.amounts, bad.fund, got, err)
		}
	}
}

// TestPrizesSum checks that random ties and amounts pay out exactly the fund, each share of a
// place within a cent of the others.
func TestPrizesSum(t *testing.T) {
	for seed := range 200 {
		qs := benchQualifiers(5+seed%20, 1)
		for i := range qs {
			qs[i].Scores[0] = 100 + (qs[i].Scores[0] % 3) // many ties
		}
		ranked, err := RankQualifying(qs, false)
		if err != nil {
			t.Fatal(err)
		}
		amounts, err := ProposePrizes(12345+seed, len(ranked), 3)
		if err != nil {
			t.Fatal(err)
		}
		prizes, err := Prizes(ranked, amounts, 12345+seed)
		if err != nil {
			t.Fatalf("Prizes(%v, %v) = %v", ranked, amounts, err)
		}
		paid := 0
		for i, p := range prizes {
			paid += p.Cents
			if i > 0 && p.Place == prizes[i-1].Place && (p.Cents > prizes[i-1].Cents || prizes[i-1].Cents-p.Cents > 1) {
				t.Errorf("Prizes(%v, %v) shares a place unevenly: %v", ranked, amounts, prizes)
			}
		}
		if paid != 12345+seed {
			t.Errorf("Prizes(%v, %v) pays %d, want %d", ranked, amounts, paid, 12345+seed)
		}
	}
}

// TestSetPrizes checks the prize list the director sets against the weekend's fund (5 entries
// at 25.00): kept when it pays the fund, else refused, saying what the places pay, and
// nothing changed.
func TestSetPrizes(t *testing.T) {
	tests := []struct {
		name string
		list PrizeList
		sum  *PrizeSumError // the sum refused, nil when another refusal or none
		ok   bool
	}{
		{"the fund", PrizeList{Amounts: []int{7500, 5000}}, nil, true},
		{"less the house's 20%", PrizeList{HousePercent: 20, Amounts: []int{6000, 4000}}, nil, true},
		{"less the house's 25.00", PrizeList{HouseCents: 2500, Amounts: []int{10000}}, nil, true},
		{"nothing paid", PrizeList{}, &PrizeSumError{0, 12500}, false},
		{"short of the fund", PrizeList{Amounts: []int{7500, 4999}}, &PrizeSumError{12499, 12500}, false},
		{"over the fund", PrizeList{HousePercent: 20, Amounts: []int{7500, 5000}}, &PrizeSumError{12500, 10000}, false},
		{"a negative amount", PrizeList{Amounts: []int{12600, -100}}, nil, false},
		{"both house shares", PrizeList{HouseCents: 100, HousePercent: 1, Amounts: []int{12400}}, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := weekend(t)
			before := tour.Prizes
			err := tour.SetPrizes(tt.list)
			var sum *PrizeSumError
			switch {
			case tt.ok && (err != nil || !reflect.DeepEqual(tour.Prizes, tt.list)):
				t.Errorf("SetPrizes(%+v) = %v, prizes %+v, want kept", tt.list, err, tour.Prizes)
			case !tt.ok && (!errors.Is(err, ErrInvalidPrizes) || !reflect.DeepEqual(tour.Prizes, before)):
				t.Errorf("SetPrizes(%+v) = %v, prizes %+v, want ErrInvalidPrizes and no change", tt.list, err, tour.Prizes)
			case tt.sum != nil && (!errors.As(err, &sum) || *sum != *tt.sum):
				t.Errorf("SetPrizes(%+v) = %v, want %+v", tt.list, err, tt.sum)
			case tt.sum == nil && errors.As(err, &sum):
				t.Errorf("SetPrizes(%+v) = %v, want another refusal than the sum's", tt.list, err)
			}
		})
	}
}
