package domain

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// rawCard writes a card's body as CardVersion's comment lays it out, bit by bit, without
// checking anything: what a hand-made card would be. Seal it with seal.
func rawCard(version int, c MatchCard) *bitWriter {
	w := &bitWriter{}
	w.put(uint64(version), 8)
	w.id(c.Ref.League)
	w.varint(uint64(c.Ref.Week))
	w.varint(uint64(c.Ref.Pair))
	rawText(w, c.LeagueName)
	w.varint(uint64(c.Lane))
	w.varint(uint64(c.Games))
	l := c.Settings
	w.bit(l.Handicap.On)
	for _, v := range []int{l.Handicap.Basis, l.Handicap.Percent, l.Points.Game, l.Points.Series, l.Points.Individual,
		l.AbsentDeduction, l.VacancyScore} {
		w.varint(uint64(v))
	}
	w.bit(l.Baker)
	w.bit(l.Scotch)
	if l.Format.NoTap > 0 {
		w.put(uint64(l.Format.NoTap-6), 2)
	} else {
		w.put(0, 2)
	}
	w.bit(l.Format.ThreeSixNine)
	for t, team := range c.Teams {
		rawText(w, team.Name)
		w.varint(uint64(len(team.Lineup)))
		for k, p := range team.Lineup {
			w.bit(p.Name == "")
			for _, c := range []byte(p.Name) {
				w.put(uint64(c-'A'), 5)
			}
			w.bit(p.Absent)
			w.varint(uint64(p.Average))
			if l.Handicap.On {
				w.varint(uint64(c.Handicaps[t][k]))
			}
		}
	}
	return w
}

func rawText(w *bitWriter, s string) {
	w.varint(uint64(len(s)))
	for i := range len(s) {
		w.put(uint64(s[i]), 8)
	}
}

// withHandicaps returns c with each place's handicap by its settings.
func withHandicaps(c MatchCard) MatchCard {
	for t, team := range c.Teams {
		c.Handicaps[t] = make([]int, len(team.Lineup))
		for k, p := range team.Lineup {
			c.Handicaps[t][k] = c.Settings.handicapFor(p)
		}
	}
	return c
}

// typicalCard is a match of two teams of bowlers bowlers each, as a league's secretary sends
// it: a league ID NewID made, a week of the second half of a season, handicap 220 at 90%,
// and averages of 120 to 219.
func typicalCard(rng *rand.Rand, bowlers int) MatchCard {
	c := MatchCard{Ref: FixtureRef{NewID(), 11 + rng.IntN(20), rng.IntN(6)}, LeagueName: "Thursday Mixed", Lane: 1 + 2*rng.IntN(12),
		Games: 3, Settings: DefaultLeague()}
	c.Settings.Handicap = Handicap{On: true, Basis: 220, Percent: 90}
	c.Teams[0].Name, c.Teams[1].Name = "Strikers", "Pin Pals"
	for i := range 2 * bowlers {
		name := string([]byte{'A' + byte(i), 'A' + byte(rng.IntN(26)), 'A' + byte(rng.IntN(26))})
		c.Teams[i%2].Lineup = append(c.Teams[i%2].Lineup, Place{Name: name, Average: 120 + rng.IntN(100)})
	}
	return withHandicaps(c)
}

// largestCard is the longest card there is: the longest ID, league and team names of 4-byte
// characters, ten bowlers a team, and every number as large as it may be.
func largestCard() MatchCard {
	c := MatchCard{Ref: FixtureRef{strings.Repeat("x", MaxIDLen), maxWeeks - 1, MaxTeams/2 - 1}, LeagueName: strings.Repeat("𠀀", MaxLeagueNameLen),
		Lane: maxCardLane, Games: MaxSeriesGames}
	c.Settings = League{Handicap: Handicap{On: true, Basis: MaxBasis, Percent: MaxPercent}, Points: PointsRule{MaxPoints, MaxPoints, MaxPoints},
		AbsentDeduction: MaxScore, VacancyScore: MaxScore, Format: Format{NoTap: 9, ThreeSixNine: true}}
	for t := range c.Teams {
		c.Teams[t].Name = strings.Repeat("𠀀", MaxTeamNameLen-1) + string(rune('0'+t))
		for k := range MaxLineup {
			c.Teams[t].Lineup = append(c.Teams[t].Lineup, Place{Name: string([]byte{'Q' + byte(t), 'A' + byte(k), 'Z'}), Average: 0})
		}
	}
	return withHandicaps(c)
}

// cardCases are cards of every kind: each week of a league (an absentee, a substitute, a
// bowler who moved team), and hand-made ones with a vacancy, in Baker, Scotch and a format,
// without handicap, with another kind of ID and names of other languages.
func cardCases(t testing.TB) map[string]MatchCard {
	t.Helper()
	cases := map[string]MatchCard{}
	s := thursdayKept(t)
	for w := range s.Weeks() {
		for pair := range 2 {
			c, err := s.Card(w, pair)
			if err != nil {
				t.Fatalf("Card(%d, %d) error = %v", w, pair, err)
			}
			cases[fmt.Sprintf("week %d pair %d", w, pair)] = c
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	cases["2 × 5"] = typicalCard(rng, 5)
	cases["the largest"] = largestCard()
	c := typicalCard(rng, 4)
	c.Teams[0].Lineup = append(c.Teams[0].Lineup, Place{})
	c.Teams[1].Lineup[2].Absent = true
	c.Settings.VacancyScore, c.Settings.AbsentDeduction = 120, 0
	cases["a vacancy and an absentee"] = withHandicaps(c)
	c = typicalCard(rng, 5)
	c.Settings.Baker = true
	cases["Baker"] = c
	c = typicalCard(rng, 2)
	c.Settings.Scotch, c.Settings.Format = true, Format{NoTap: 9}
	cases["Scotch doubles, 9-pin no-tap"] = c
	c = typicalCard(rng, 3)
	c.Settings.Format = Format{NoTap: 7, ThreeSixNine: true}
	c.Settings.Handicap.On = false
	cases["no handicap, 7-pin no-tap 3-6-9"] = withHandicaps(c)
	c = typicalCard(rng, 1)
	c.Ref = FixtureRef{"league-2026_autumn", 0, 0}
	c.LeagueName, c.Teams[0].Name, c.Teams[1].Name = "Ligue du Jeudi", "Les Quilles d'Or", "볼링 클럽 & Co."
	c.Lane, c.Games = maxCardLane, 1
	c.Settings.Handicap = Handicap{}
	cases["another ID, names in French and Korean"] = withHandicaps(c)
	return cases
}

func TestCardRoundTrip(t *testing.T) {
	for name, c := range cardCases(t) {
		t.Run(name, func(t *testing.T) {
			text, err := EncodeCard(c)
			if err != nil {
				t.Fatalf("EncodeCard() error = %v", err)
			}
			if raw := rawCard(CardVersion, c).seal(); text != raw {
				t.Errorf("EncodeCard() = %s, but the layout gives %s", text, raw)
			}
			if len(text) > maxCardLen {
				t.Errorf("EncodeCard() = %d characters, more than DecodeCard reads (%d)", len(text), maxCardLen)
			}
			got, err := DecodeCard(text)
			if err != nil {
				t.Fatalf("DecodeCard(EncodeCard()) error = %v", err)
			}
			if !reflect.DeepEqual(got, c) {
				t.Errorf("DecodeCard(EncodeCard()) =\n%+v\nwant\n%+v", got, c)
			}
			m, err := got.Match()
			if err != nil {
				t.Fatalf("Match() error = %v", err)
			}
			// The match's handicaps are the card's, of the places that bowl.
			var want []int
			for t, team := range c.Teams {
				for k, p := range team.Lineup {
					if p.Bowls() {
						want = append(want, c.Handicaps[t][k])
					}
				}
			}
			if h := m.handicaps(); c.Settings.Handicap.On && !c.Settings.teamLines() && !slices.Equal(h, want) {
				t.Errorf("Match() handicaps %v, want the card's %v", h, want)
			}
			if m.Fixture != c.Ref || m.Games != c.Games || m.League != c.Settings || !reflect.DeepEqual(m.Teams, c.Teams) {
				t.Errorf("Match() = %+v, want the card's", m)
			}
		})
	}
}

func TestCardRefused(t *testing.T) {
	base := typicalCard(rand.New(rand.NewPCG(9, 10)), 5)
	good, err := EncodeCard(base)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	body := raw[:len(raw)-4]
	changed := func(change func(c *MatchCard)) string {
		c := base
		c.Teams = [2]Team{{Name: base.Teams[0].Name, Lineup: slices.Clone(base.Teams[0].Lineup)},
			{Name: base.Teams[1].Name, Lineup: slices.Clone(base.Teams[1].Lineup)}}
		c.Handicaps = [2][]int{slices.Clone(base.Handicaps[0]), slices.Clone(base.Handicaps[1])}
		change(&c)
		return rawCard(CardVersion, c).seal()
	}
	after := rawCard(CardVersion, base)
	after.n = len(after.buf) * 8
	after.put(0, 8)
	// The last character may end in bits that are no byte's, which base64 ignores; the one
	// before it is all the checksum's.
	other := map[bool]string{true: "B", false: "A"}[good[len(good)-2] == 'A']
	tests := []struct {
		name, text string
		want       error
		why        string
	}{
		{"empty", "", ErrBadCard, "cut short"},
		{"not base64", "a+b/c", ErrBadCard, "damaged"},
		{"cut short", good[:len(good)/2], ErrBadCard, "damaged"},
		{"one character changed", good[:20] + map[bool]string{true: "B", false: "A"}[good[20] == 'A'] + good[21:], ErrBadCard, "checksum"},
		{"the checksum changed", good[:len(good)-2] + other + good[len(good)-1:], ErrBadCard, "checksum"},
		{"a newer version", rawCard(CardVersion+1, base).seal(), ErrNewerCard, fmt.Sprintf("version %d;", CardVersion+1)},
		{"version 0", sealed(append([]byte{0}, body[1:]...)), ErrBadCard, "version 0"},
		{"too long", strings.Repeat("A", maxCardLen+1), ErrBadCard, "at most"},
		{"data after the teams", after.seal(), ErrBadCard, "more data"},
		{"a sheet link", func() string {
			s := newTestSeries(t, 1, KeepOrder, "PJS")
			text, _ := EncodeSheet([]Record{recordOf(t, s, 1, at(0, 0), nines)})
			return text
		}(), ErrBadCard, ""},
		// Tampered with, the checksum made again.
		{"a handicap that does not follow", changed(func(c *MatchCard) { c.Handicaps[1][2]++ }), ErrBadCard, "a handicap of"},
		{"an average over 300", changed(func(c *MatchCard) { c.Teams[0].Lineup[0].Average, c.Handicaps[0][0] = 301, 0 }), ErrInvalidAverage, "301"},
		{"a name that is not letters", changed(func(c *MatchCard) { c.Teams[0].Lineup[1].Name = "A[B" }), ErrInvalidName, "["},
		{"a bowler twice", changed(func(c *MatchCard) { c.Teams[1].Lineup[0].Name = c.Teams[0].Lineup[0].Name }), ErrInvalidTeam, "already"},
		{"nobody bowls", changed(func(c *MatchCard) {
			for k := range c.Teams[0].Lineup {
				c.Teams[0].Lineup[k].Absent = true
			}
		}), ErrInvalidTeam, "nobody"},
		{"no places", changed(func(c *MatchCard) { c.Teams[1].Lineup, c.Handicaps[1] = nil, nil }), ErrInvalidTeam, "0 places"},
		{"eleven places", changed(func(c *MatchCard) {
			for range 6 {
				c.Teams[1].Lineup = append(c.Teams[1].Lineup, Place{})
				c.Handicaps[1] = append(c.Handicaps[1], 0)
			}
		}), ErrBadCard, "a count of 11"},
		{"both teams of one name", changed(func(c *MatchCard) { c.Teams[1].Name = "STRIKERS" }), ErrInvalidTeam, "both teams"},
		{"a team name not trimmed", changed(func(c *MatchCard) { c.Teams[0].Name += " " }), ErrBadCard, "not trimmed"},
		{"a team name of other characters", changed(func(c *MatchCard) { c.Teams[0].Name = "Pins!" }), ErrInvalidTeam, "!"},
		{"a team name that is not UTF-8", changed(func(c *MatchCard) { c.Teams[0].Name = "Pins\xff" }), ErrInvalidTeam, "holds"},
		{"no league name", changed(func(c *MatchCard) { c.LeagueName = "" }), ErrBadCard, "league name"},
		{"a league name not trimmed", changed(func(c *MatchCard) { c.LeagueName = " Thursday" }), ErrBadCard, "league name"},
		{"no league", changed(func(c *MatchCard) { c.Ref.League = "" }), ErrBadCard, "no league"},
		{"a week no league has", changed(func(c *MatchCard) { c.Ref.Week = maxWeeks }), ErrBadCard, fmt.Sprintf("week %d", maxWeeks)},
		{"a pair no league has", changed(func(c *MatchCard) { c.Ref.Pair = MaxTeams / 2 }), ErrBadCard, fmt.Sprintf("pair %d", MaxTeams/2)},
		{"lane 0", changed(func(c *MatchCard) { c.Lane = 0 }), ErrBadCard, "lane 0"},
		{"no games", changed(func(c *MatchCard) { c.Games = 0 }), ErrInvalidMatch, "0 games"},
		{"Baker and Scotch", changed(func(c *MatchCard) { c.Settings.Baker, c.Settings.Scotch = true, true }), ErrInvalidLeague, "not both"},
		{"a handicap of 0 percent", changed(func(c *MatchCard) { c.Settings.Handicap.Percent = 0 }), ErrInvalidHandicap, "0 percent"},
		{"a basis over 300, off", changed(func(c *MatchCard) {
			c.Settings.Handicap = Handicap{Basis: 400, Percent: 80}
			*c = withHandicaps(*c)
		}), ErrBadCard, "basis 400"},
		{"points over the most", changed(func(c *MatchCard) { c.Settings.Points.Series = MaxPoints + 1 }), ErrInvalidLeague, "points"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeCard(tt.text)
			if !errors.Is(err, tt.want) || !reflect.DeepEqual(got, MatchCard{}) {
				t.Fatalf("DecodeCard() = %+v, %v; want the zero card, %v", got, err, tt.want)
			}
			if !errors.Is(err, ErrBadCard) && !errors.Is(err, ErrNewerCard) {
				t.Errorf("DecodeCard() error = %v, want ErrBadCard", err)
			}
			if !strings.Contains(err.Error(), tt.why) {
				t.Errorf("DecodeCard() error %q does not say %q", err, tt.why)
			}
		})
	}
	// Every truncation is refused.
	for n := range len(good) {
		if _, err := DecodeCard(good[:n]); !errors.Is(err, ErrBadCard) {
			t.Errorf("DecodeCard(the first %d characters) error = %v, want ErrBadCard", n, err)
		}
	}
	// EncodeCard and Match refuse what DecodeCard refuses.
	bad := base
	bad.Handicaps = [2][]int{slices.Clone(base.Handicaps[0]), base.Handicaps[1]}
	bad.Handicaps[0][0]++
	if text, err := EncodeCard(bad); text != "" || !errors.Is(err, ErrBadCard) {
		t.Errorf("EncodeCard(a tampered handicap) = %q, %v, want ErrBadCard", text, err)
	}
	if _, err := bad.Match(); !errors.Is(err, ErrBadCard) {
		t.Errorf("Match() of a tampered handicap error = %v, want ErrBadCard", err)
	}
	lower := base
	lower.Teams = [2]Team{{Name: base.Teams[0].Name, Lineup: slices.Clone(base.Teams[0].Lineup)}, base.Teams[1]}
	lower.Teams[0].Lineup[0].Name = strings.ToLower(lower.Teams[0].Lineup[0].Name)
	if _, err := EncodeCard(lower); !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), "upper case") {
		t.Errorf("EncodeCard(a name in lower case) error = %v, want ErrBadCard", err)
	}
	if _, err := EncodeCard(MatchCard{}); !errors.Is(err, ErrBadCard) {
		t.Errorf("EncodeCard(the zero card) error = %v, want ErrBadCard", err)
	}
}

// checkOneChange changes each character of an accepted card's text into every other one:
// each such text is refused, or decodes to a card that encodes and decodes again to itself.
func checkOneChange(t *testing.T, text string) {
	t.Helper()
	for i := range len(text) {
		for _, c := range []byte(linkLetters) {
			if c == text[i] {
				continue
			}
			changed := text[:i] + string(c) + text[i+1:]
			got, err := DecodeCard(changed)
			if err != nil {
				if !errors.Is(err, ErrBadCard) && !errors.Is(err, ErrNewerCard) {
					t.Fatalf("DecodeCard(%s) error = %v, want ErrBadCard or ErrNewerCard", changed, err)
				}
				continue
			}
			sameCard(t, got)
		}
	}
}

// sameCard checks that an accepted card encodes and decodes to itself, and sets up a match.
func sameCard(t *testing.T, c MatchCard) {
	t.Helper()
	text, err := EncodeCard(c)
	if err != nil {
		t.Fatalf("EncodeCard(DecodeCard()) error = %v", err)
	}
	again, err := DecodeCard(text)
	if err != nil || !reflect.DeepEqual(again, c) {
		t.Fatalf("DecodeCard(EncodeCard(DecodeCard())) = %+v, %v, want %+v", again, err, c)
	}
	if m, err := c.Match(); err != nil || m.Fixture != c.Ref {
		t.Fatalf("Match() = %+v, %v", m, err)
	}
}

func TestCardOneCharacterChanged(t *testing.T) {
	text, err := EncodeCard(typicalCard(rand.New(rand.NewPCG(11, 12)), 5))
	if err != nil {
		t.Fatal(err)
	}
	checkOneChange(t, text)
}

// cardLen is the median length of the link text of a card of two teams of bowlers bowlers,
// over a few random cards.
func cardLen(t testing.TB, bowlers int) int {
	rng := rand.New(rand.NewPCG(13, uint64(bowlers)))
	var lens []int
	for range 9 {
		text, err := EncodeCard(typicalCard(rng, bowlers))
		if err != nil {
			t.Fatal(err)
		}
		lens = append(lens, len(text))
	}
	slices.Sort(lens)
	return lens[len(lens)/2]
}

func TestCardLength(t *testing.T) {
	// A card of two teams of five goes in a QR code a tablet's camera reads at arm's length:
	// under 300 characters.
	n := cardLen(t, 5)
	if n >= 300 {
		t.Errorf("a 2 × 5 card takes %d characters, want under 300", n)
	}
	t.Logf("a 2 × 5 card: %d characters; 2 × 3: %d; 2 × 10: %d; the largest: %d", n, cardLen(t, 3), cardLen(t, 10), len(rawCard(CardVersion, largestCard()).seal()))
}

func TestSeasonCard(t *testing.T) {
	s := thursdayLeague(t)
	c, err := s.Card(0, 0)
	if err != nil {
		t.Fatalf("Card(0, 0) error = %v", err)
	}
	fixtures, _ := s.Fixtures(0)
	f := fixtures[0]
	want := MatchCard{Ref: FixtureRef{s.ID(), 0, 0}, LeagueName: "Thursday Mixed", Lane: f.Lane, Games: 2, Settings: s.Settings().Match,
		Teams: f.Teams, Handicaps: f.Handicaps}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("Card(0, 0) =\n%+v\nwant\n%+v", c, want)
	}
	// BBB has no average to carry in week 1 before week 0 is kept: the Pin Pals bowl pair 1.
	empty, _ := NewSeason("Empty", DefaultSeasonSettings(), []string{"A", "B"})
	for _, tt := range []struct {
		name       string
		s          *Season
		week, pair int
		want       error
		says       string
	}{
		{"a week the season has not", s, 6, 0, ErrNoSuchWeek, "week 6"},
		{"a week before the first", s, -1, 0, ErrNoSuchWeek, "week -1"},
		{"a pair the week has not", s, 0, 2, ErrNoSuchWeek, "pair 2 of week 0"},
		{"a pair before the first", s, 0, -1, ErrNoSuchWeek, "pair -1"},
		{"a bowler with no average", s, 1, 1, ErrInvalidSeason, "no average for BBB in week 1"},
		{"teams with nobody", empty, 0, 0, ErrBadCard, "0 places"},
	} {
		got, err := tt.s.Card(tt.week, tt.pair)
		if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) || !reflect.DeepEqual(got, MatchCard{}) {
			t.Errorf("%s: Card(%d, %d) = %+v, %v, want %v saying %q", tt.name, tt.week, tt.pair, got, err, tt.want, tt.says)
		}
	}
}

// FuzzDecodeCard reads card texts, as they come and sealed with their checksum: DecodeCard
// never panics, refuses with ErrBadCard or ErrNewerCard, and a card it accepts encodes and
// decodes again to itself and sets up a match; every one-character change of it is refused or
// such a card too.
func FuzzDecodeCard(f *testing.F) {
	for _, c := range cardCases(f) {
		text, err := EncodeCard(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
		f.Add(text[:len(text)-3])
		raw, _ := base64.RawURLEncoding.DecodeString(text)
		f.Add(string(raw[:len(raw)-4])) // the bytes under the checksum, which the target seals
	}
	f.Add("")
	f.Add("AQ")
	f.Fuzz(func(t *testing.T, text string) {
		for _, text := range []string{text, sealed([]byte(text))} {
			c, err := DecodeCard(text)
			if err != nil {
				if !reflect.DeepEqual(c, MatchCard{}) || !errors.Is(err, ErrBadCard) && !errors.Is(err, ErrNewerCard) {
					t.Fatalf("DecodeCard = %+v, %v; want the zero card and ErrBadCard or ErrNewerCard", c, err)
				}
				continue
			}
			sameCard(t, c)
			checkOneChange(t, text)
		}
	})
}
