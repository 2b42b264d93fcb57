package domain

import (
	"errors"
	"fmt"
)

// ErrInvalidPrizes is returned for a prize list that cannot be paid: an amount below 0,
// amounts that do not add up to the fund, more places paid than bowlers placed, a house share
// or ratio out of bounds.
var ErrInvalidPrizes = errors.New("invalid prize list")

// PrizeList is how a tournament's fund is shared: the house's share, in cents or as a
// percentage of the entry fees (one of them, or neither), and the amount of each place paid,
// in cents, from 1st place.
type PrizeList struct {
	HouseCents   int   `json:"houseCents,omitempty"`
	HousePercent int   `json:"housePercent,omitempty"`
	Amounts      []int `json:"amounts,omitempty"`
}

// PrizeSumError is the refusal of a prize list whose places pay other than the fund: what
// they pay and the fund, in cents. It is an ErrInvalidPrizes.
type PrizeSumError struct{ Paid, Fund int }

func (e *PrizeSumError) Error() string {
	return fmt.Sprintf("%v: the places pay %d cents, but the fund is %d", ErrInvalidPrizes, e.Paid, e.Fund)
}

// Unwrap makes the error an ErrInvalidPrizes for errors.Is.
func (e *PrizeSumError) Unwrap() error { return ErrInvalidPrizes }

// Prize is what one entry wins: the entry (as in the Placing it comes from), its place and
// its cents.
type Prize struct{ Entry, Place, Cents int }

// PrizeFund returns the fund: entries × fee less the house's share, in cents or as a whole
// percentage (rounded down, so the odd cent stays in the fund). It refuses, with
// ErrInvalidPrizes, negative figures, a fee over MaxBracketFee, both kinds of share, a
// percentage over 100 and a share over the fees.
func PrizeFund(entries, fee, houseCents, housePercent int) (int, error) {
	fees := entries * fee
	switch {
	case entries < 0 || entries > MaxEntries || fee < 0 || fee > MaxBracketFee:
		return 0, errorf("%w: %d entries at %d cents, but up to %d entries at 0 to %d cents", ErrInvalidPrizes, entries, fee, MaxEntries, MaxBracketFee)
	case houseCents != 0 && housePercent != 0:
		return 0, errorf("%w: the house takes %d cents and %d percent, but it takes one or the other", ErrInvalidPrizes, houseCents, housePercent)
	case houseCents < 0 || houseCents > fees || housePercent < 0 || housePercent > 100:
		return 0, errorf("%w: the house takes %d cents or %d percent of %d cents", ErrInvalidPrizes, houseCents, housePercent, fees)
	}
	return fees - houseCents - fees*housePercent/100, nil
}

// ProposePrizes proposes amounts for "1 in ratio entries cashes": ceil(entries / ratio)
// places paid (at least one), place k of n weighted n-k+1 so that each pays at least the
// next, each its share of fund rounded down and the odd cents to 1st place. The director may
// edit them; Prizes checks them. It refuses a ratio below 1, no entries or a fund below 0.
func ProposePrizes(fund, entries, ratio int) ([]int, error) {
	if ratio < 1 || entries < 1 || entries > MaxEntries || fund < 0 || fund > MaxEntries*MaxBracketFee {
		return nil, errorf("%w: 1 in %d of %d entries cashing a fund of %d cents", ErrInvalidPrizes, ratio, entries, fund)
	}
	n := (entries + ratio - 1) / ratio
	weights := n * (n + 1) / 2
	amounts := make([]int, n)
	paid := 0
	for k := range amounts {
		amounts[k] = fund * (n - k) / weights
		paid += amounts[k]
	}
	amounts[0] += fund - paid
	return amounts, nil
}

// Prizes shares the fund among ranked (a standings' placed entries, best first, as
// RankQualifying returns them): place k takes amounts[k-1]; entries that share a place share
// the amounts of the places they cover equally, the odd cents to the entries listed first
// (the earlier entries). It lists every entry whose place covers a paid place, in ranked
// order. It refuses, with ErrInvalidPrizes, an amount below 0, amounts that do not add up to
// fund, and more places paid than entries ranked.
func Prizes(ranked []Placing, amounts []int, fund int) ([]Prize, error) {
	sum := 0
	for k, a := range amounts {
		if a < 0 || a > MaxEntries*MaxBracketFee {
			return nil, errorf("%w: place %d pays %d cents", ErrInvalidPrizes, k+1, a)
		}
		sum += a
	}
	if sum != fund {
		return nil, &PrizeSumError{Paid: sum, Fund: fund}
	}
	if len(amounts) > len(ranked) {
		return nil, errorf("%w: %d places paid, but only %d bowlers placed", ErrInvalidPrizes, len(amounts), len(ranked))
	}
	var prizes []Prize
	for start := 0; start < len(amounts); {
		end := start + 1
		for end < len(ranked) && ranked[end].Place == ranked[start].Place {
			end++
		}
		pot := 0
		for k := start; k < min(end, len(amounts)); k++ {
			pot += amounts[k]
		}
		n := end - start
		for i, p := range ranked[start:end] {
			cents := pot / n
			if i < pot%n {
				cents++
			}
			prizes = append(prizes, Prize{Entry: p.Entry, Place: p.Place, Cents: cents})
		}
		start = end
	}
	return prizes, nil
}

// Fund returns the tournament's prize fund: its entries at its fee less its house share
// (PrizeFund).
func (t *Tournament) Fund() (int, error) {
	return PrizeFund(len(t.Entries), t.Settings.Fee, t.Prizes.HouseCents, t.Prizes.HousePercent)
}

// SetPrizes sets the tournament's prize list when it can be paid: its house share as
// PrizeFund takes it for the tournament's entries and fee, and amounts from 0 up that add up
// to that fund. It refuses, changing nothing, with ErrInvalidPrizes (a *PrizeSumError when
// only the sum is wrong, saying what the places pay and the fund).
func (t *Tournament) SetPrizes(list PrizeList) error {
	fund, err := PrizeFund(len(t.Entries), t.Settings.Fee, list.HouseCents, list.HousePercent)
	if err != nil {
		return err
	}
	paid := 0
	for k, a := range list.Amounts {
		if a < 0 || a > MaxEntries*MaxBracketFee {
			return errorf("%w: place %d pays %d cents", ErrInvalidPrizes, k+1, a)
		}
		paid += a
	}
	if paid != fund {
		return &PrizeSumError{Paid: paid, Fund: fund}
	}
	t.Prizes = list
	return nil
}
