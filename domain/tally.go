package domain

// gameLine is one bowler's game as statistics need it, worked out once per record. Small
// counters keep 5,000 records cheap to hold: no count in one game exceeds 255 but the score.
type gameLine struct {
	_     noCompare
	name  string
	total uint16
	gameTally
	racks []faced // balls at a full rack entered by pins, fouls excepted (leave.go); pinsEntered of them
}

type gameTally struct {
	strikes, strikeChances     uint8
	spares, spareChances       uint8
	singles, singlesSpared     uint8 // single-pin spare chances, and those spared
	splits                     uint8 // splits left
	splitChances, splitsSpared uint8 // splits with a ball after them, and those spared
	firstPins                  uint8 // pins of the strike chances (at most 120)
	open, fouls                uint8
	pinsEntered                uint8 // strike chances entered as pins
}

// lineOf reads a finished card's figures ball by ball, as the Stats fields define them.
func lineOf(c Card) gameLine {
	l := gameLine{name: c.Name, total: uint16(c.Total), racks: racksOf(c)}
	for _, fr := range c.Frames {
		balls := fr.Deliveries
		if len(balls) > 0 && balls[0].Mark != MarkStrike && !(len(balls) > 1 && balls[1].Mark == MarkSpare) {
			l.open++
		}
		for k, b := range balls {
			if b.Foul {
				l.fouls++
			}
			if !b.FullRack {
				continue
			}
			l.strikeChances++
			l.firstPins += uint8(b.Pins)
			if _, entered := b.Delivery.Down(); entered {
				l.pinsEntered++
			}
			if b.Split {
				l.splits++
			}
			if b.Mark == MarkStrike {
				l.strikes++
				continue
			}
			if k+1 == len(balls) {
				continue // a last fill ball: no ball follows it
			}
			l.spareChances++
			spared := balls[k+1].Mark == MarkSpare
			if spared {
				l.spares++
			}
			if !b.Foul && b.Pins == 9 {
				l.singles++
				if spared {
					l.singlesSpared++
				}
			}
			if b.Split {
				l.splitChances++
				if spared {
					l.splitsSpared++
				}
			}
		}
	}
	return l
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()
