package domain

// Seat is one entry's place on a pair of lanes: the entry (an index into Entries), its
// bowler, average and the handicap that average gives for the whole tournament.
type Seat struct {
	Entry    int
	Bowler   string
	Average  int
	Handicap int
}

// LaneBlock is a run of games a pair's group bowls on one pair of lanes: Games games on
// lanes Lane and Lane+1.
type LaneBlock struct{ Games, Lane int }

// PairSeating is one pair of lanes of a squad (both from 0) with the bowlers it seats, in
// order, and the lanes of each block of games (one block without lane moves).
type PairSeating struct {
	Squad, Pair int
	Seats       []Seat
	Blocks      []LaneBlock
}

// Seating returns the pairs of squad (from 0) that seat bowlers: its entries in entry order,
// 2·LaneSeats to a pair, the first pair filled first. A pair's bowlers share its two lanes
// (seat k on the pair's first lane when k is even); its group takes its tablet along when it
// moves. It refuses a squad the tournament has not, and a tournament Check refuses.
func (t *Tournament) Seating(squad int) ([]PairSeating, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	if squad < 0 || squad >= len(t.Squads) {
		return nil, errorf("%w: squad %d, but the squads are 0 to %d", ErrNoSuchSquad, squad, len(t.Squads)-1)
	}
	return t.seating()[squad], nil
}

// seating seats every squad of a tournament Check passes.
func (t *Tournament) seating() [][]PairSeating {
	all := make([][]PairSeating, len(t.Squads))
	for i, e := range t.Entries {
		pairs := all[e.Squad]
		if len(pairs) == 0 || len(pairs[len(pairs)-1].Seats) == 2*LaneSeats {
			p := len(pairs)
			pairs = append(pairs, PairSeating{Squad: e.Squad, Pair: p, Blocks: t.blocks(e.Squad, p)})
		}
		// Check has passed: the handicap settings and the average are good.
		h, _ := t.Settings.Handicap.For(e.Average)
		last := &pairs[len(pairs)-1]
		last.Seats = append(last.Seats, Seat{Entry: i, Bowler: e.Bowler, Average: e.Average, Handicap: h})
		all[e.Squad] = pairs
	}
	return all
}

// blocks returns the lanes of pair's blocks of games in squad: after every MoveEvery games
// the group moves on one pair, from the last pair to the first.
func (t *Tournament) blocks(squad, pair int) []LaneBlock {
	q, games := t.Squads[squad], t.Settings.Games
	every := q.MoveEvery
	if every == 0 {
		every = games
	}
	var blocks []LaneBlock
	for b := 0; b*every < games; b++ {
		p := (pair + b) % q.Pairs()
		blocks = append(blocks, LaneBlock{Games: min(every, games-b*every), Lane: q.FirstLane + 2*p})
	}
	return blocks
}

// QualifyingLine is one entry's line in the qualifying standings: its entry, bowler, squad and
// pair, the scratch scores of its games kept so far in order, its handicap a game, its pins
// so far (handicap included) and its place, from 1, or 0 while it has games still to bowl
// (or, ranked best entry only, for a bowler's entries other than their best).
type QualifyingLine struct {
	Entry       int
	Bowler      string
	Squad, Pair int
	Scores      []int
	Handicap    int
	Total       int
	Place       int
}

// Standings returns the qualifying standings from the sheets kept: the entries that have
// bowled all their games ranked as RankQualifying ranks them (best entry only when
// re-entries are ranked so), then the others in entry order with their games so far. It
// refuses a tournament Check refuses.
func (t *Tournament) Standings() ([]QualifyingLine, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	lines := make([]QualifyingLine, len(t.Entries))
	for _, pairs := range t.seating() {
		for _, p := range pairs {
			games := t.kept[pairKey{p.Squad, p.Pair}]
			for _, s := range p.Seats {
				l := QualifyingLine{Entry: s.Entry, Bowler: s.Bowler, Squad: p.Squad, Pair: p.Pair, Handicap: s.Handicap}
				for g, r := range games {
					if r.series.Game != g+1 {
						break // a game not yet kept: the games after it wait for it
					}
					at := lineNamed(r.bowlers, s.Bowler)
					if at < 0 {
						break
					}
					l.Scores = append(l.Scores, int(r.bowlers[at].total))
					l.Total += int(r.bowlers[at].total) + s.Handicap
				}
				lines[s.Entry] = l
			}
		}
	}
	var done []Qualifier
	var doneAt []int // the entry of each of done
	for i, l := range lines {
		if len(l.Scores) == t.Settings.Games {
			done = append(done, Qualifier{Bowler: l.Bowler, Scores: l.Scores, Handicap: l.Handicap})
			doneAt = append(doneAt, i)
		}
	}
	out := make([]QualifyingLine, 0, len(lines))
	placed := make([]bool, len(lines))
	if len(done) > 0 {
		ranked, err := RankQualifying(done, t.Settings.Reentry == BestEntry)
		if err != nil {
			return nil, err
		}
		for _, p := range ranked {
			l := lines[doneAt[p.Entry]]
			l.Place = p.Place
			out = append(out, l)
			placed[l.Entry] = true
		}
	}
	for i, l := range lines {
		if !placed[i] {
			out = append(out, l)
		}
	}
	return out, nil
}

// Qualifying returns the placed lines of Standings as Placings whose Entry is an index into
// Entries, ready for Cut and for Prizes.
func (t *Tournament) Qualifying() ([]Placing, error) {
	lines, err := t.Standings()
	if err != nil {
		return nil, err
	}
	var out []Placing
	for _, l := range lines {
		if l.Place > 0 {
			out = append(out, Placing{Entry: l.Entry, Total: l.Total, Place: l.Place})
		}
	}
	return out, nil
}

// lineNamed is the index of the line bowled by name, or -1.
func lineNamed(lines []gameLine, name string) int {
	for i, l := range lines {
		if l.name == name {
			return i
		}
	}
	return -1
}
