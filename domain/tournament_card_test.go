package domain

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// laneCards are cards to encode: the weekend's (handicap, lane moves), a scratch card of a
// full pair, one with names of 4-byte characters, and three finals games' cards.
func laneCards(t testing.TB) []LaneCard {
	t.Helper()
	tour := weekend(t)
	var cards []LaneCard
	for _, at := range [][2]int{{0, 0}, {1, 0}} {
		c, err := tour.LaneCard(at[0], at[1])
		if err != nil {
			t.Fatalf("LaneCard(%d, %d) = %v", at[0], at[1], err)
		}
		cards = append(cards, c)
	}
	full := LaneCard{Ref: PairRef{Tournament: NewID(), Squad: 49, Pair: 300}, Tournament: "Scratch Open", Squad: "Sun 10:00 / B",
		Games: 12, Handicap: DefaultHandicap, Blocks: []LaneBlock{{4, 601}, {4, 603}, {4, 999}}}
	for _, n := range []string{"AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "ZZZ"} {
		full.Bowlers = append(full.Bowlers, Seat{Bowler: n, Average: 300})
	}
	wide := cards[1]
	wide.Tournament, wide.Squad = strings.Repeat("𝒜", MaxTournamentNameLen), strings.Repeat("𝒜", MaxSquadNameLen)
	cards = append(cards, full, wide)
	// The finals games' cards (version 2): a match play game, a bye's and a ladder match.
	finals := weekendFinals(t)
	for _, ref := range []FinalRef{{Tournament: finals.ID, Round: 1}, {Tournament: finals.ID, Round: 2, Pair: ByePair}, {Tournament: finals.ID, Ladder: true}} {
		c, err := finals.FinalCard(ref)
		if err != nil {
			t.Fatalf("FinalCard(%+v) = %v", ref, err)
		}
		cards = append(cards, c)
	}
	return cards
}

func TestLaneCardRoundTrip(t *testing.T) {
	for _, c := range laneCards(t) {
		text, err := EncodeLaneCard(c)
		if err != nil {
			t.Fatalf("EncodeLaneCard(%+v) = %v", c, err)
		}
		got, err := DecodeLaneCard(text)
		if err != nil || !reflect.DeepEqual(got, c) {
			t.Errorf("DecodeLaneCard(EncodeLaneCard(%+v)) = %+v, %v, want the card, nil", c, got, err)
		}
		t.Logf("a card of %d bowlers and %d blocks: %d characters", len(c.Bowlers), len(c.Blocks), len(text))
	}
	c := laneCards(t)[0]
	if want := []string{"AAA", "BBB", "CCC"}; !reflect.DeepEqual(func() []string {
		s, _ := c.Series()
		return s.Names
	}(), want) {
		t.Errorf("Series().Names, want %v", want)
	}
}

// other is a base64url character other than c.
func other(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

// TestLaneCardRefused checks damaged, tampered, newer and impossible cards.
func TestLaneCardRefused(t *testing.T) {
	base := laneCards(t)[0]
	text, _ := EncodeLaneCard(base)
	tampered := base
	tampered.Bowlers = append([]Seat(nil), base.Bowlers...)
	tampered.Bowlers[1].Handicap = 50 // an average of 180 gives 36
	short := base
	short.Blocks = short.Blocks[:2]
	tests := []struct {
		name string
		text string
		want error
		says string
	}{
		{"empty", "", ErrBadLaneCard, "cut short"},
		{"not base64", "!!!", ErrBadLaneCard, "damaged"},
		{"a character changed", text[:10] + other(text[10]) + text[11:], ErrBadLaneCard, "checksum"},
		{"cut short", text[:len(text)-2], ErrBadLaneCard, ""},
		{"too long", strings.Repeat("A", maxLaneCardLen+1), ErrBadLaneCard, "characters"},
		{"a handicap changed and sealed again", tampered.write(LaneCardVersion).seal(), ErrBadLaneCard, "an average of 180 gives 36"},
		{"blocks short of the games", short.write(LaneCardVersion).seal(), ErrBadLaneCard, "blocks of 2 games"},
		{"a newer version", base.write(LaneCardVersion + 1).seal(), ErrNewerLaneCard, "version 3"},
		{"version 0", base.write(0).seal(), ErrBadLaneCard, "version 0"},
		{"data after", sealed(append(base.write(LaneCardVersion).bytes(), 0xff)), ErrBadLaneCard, "more data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeLaneCard(tt.text)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) || !reflect.DeepEqual(got, LaneCard{}) {
				t.Errorf("DecodeLaneCard(%q) = %+v, %v, want %v saying %q", tt.text, got, err, tt.want, tt.says)
			}
		})
	}
	if _, err := EncodeLaneCard(tampered); !errors.Is(err, ErrBadLaneCard) {
		t.Errorf("EncodeLaneCard(tampered) = %v, want ErrBadLaneCard", err)
	}
	if _, err := weekend(t).LaneCard(0, 1); !errors.Is(err, ErrNoSuchSquad) {
		t.Errorf("LaneCard(0, 1) = %v, want ErrNoSuchSquad", err)
	}
}

// FuzzDecodeLaneCard decodes whatever text it is given, as it is and sealed with a good
// checksum: it never panics, refuses with ErrBadLaneCard or ErrNewerLaneCard and the zero
// card, and a card it accepts sets up a series and encodes to a text that decodes to it.
func FuzzDecodeLaneCard(f *testing.F) {
	for _, c := range laneCards(f) {
		text, err := EncodeLaneCard(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
		f.Add(text[:len(text)-3])
		raw, _ := base64.RawURLEncoding.DecodeString(text)
		f.Add(string(raw[:len(raw)-4])) // the bytes under the checksum, which the target seals
	}
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		for _, text := range []string{text, sealed([]byte(text))} {
			c, err := DecodeLaneCard(text)
			if err != nil {
				if !reflect.DeepEqual(c, LaneCard{}) || !errors.Is(err, ErrBadLaneCard) && !errors.Is(err, ErrNewerLaneCard) {
					t.Fatalf("DecodeLaneCard(%q) = %+v, %v; want the zero card and ErrBadLaneCard or ErrNewerLaneCard", text, c, err)
				}
				continue
			}
			if _, err := c.Series(); err != nil {
				t.Fatalf("DecodeLaneCard(%q).Series() = %v", text, err)
			}
			// Not the same text: padding bits and base64's last character may differ.
			again, err := EncodeLaneCard(c)
			if err != nil {
				t.Fatalf("EncodeLaneCard(DecodeLaneCard(%q)) = %v", text, err)
			}
			if back, err := DecodeLaneCard(again); err != nil || !reflect.DeepEqual(back, c) {
				t.Fatalf("DecodeLaneCard(EncodeLaneCard(%+v)) = %+v, %v, want the card", c, back, err)
			}
		}
	})
}
