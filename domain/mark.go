package domain

// The marks a scoresheet writes for a ball; any other count is written as its digit.
const (
	MarkStrike = "X" // ten (N in no-tap) down with the first ball at a full rack; a given strike
	MarkSpare  = "/" // the ball that clears the pins a ball before it left
	MarkGutter = "-" // a ball that knocked nothing down
	MarkFoul   = "F" // a foul, which scores 0 (never a strike, a spare or a split)
)

// mark writes ball d thrown at rack r.
//
//go:noinline
func mark(d Delivery, r rack) string {
	pins := d.count
	switch {
	case d.kind == fouled:
		return MarkFoul
	case r.strikes(d):
		return MarkStrike
	case r.strike == 0 && pins == int(r.standing):
		return MarkSpare
	case pins == 0:
		return MarkGutter
	}
	return digits[pins : pins+1]
}

const digits = "0123456789"

// join writes a frame's marks as rules.md does, separated by "|".
//
//go:noinline
func join(marks []string) string {
	switch len(marks) {
	case 0:
		return ""
	case 1:
		return marks[0]
	case 2:
		return marks[0] + "|" + marks[1]
	}
	return marks[0] + "|" + marks[1] + "|" + marks[2]
}

// MarkFor returns how the scoresheet would write the next ball if it knocked down pins (X, /,
// - or a digit), so that a pin pad can label its buttons. It refuses what Roll would refuse.
func (g *Game) MarkFor(pins int) (string, error) {
	_, r, err := g.nextBall()
	if err != nil {
		return "", err
	}
	if err := r.check(Count(pins)); err != nil {
		return "", err
	}
	return mark(Count(pins), r), nil
}

// PinsFor turns a mark typed for the next ball into a pin count: a digit, "-" for zero, "X"
// (or "x") for a strike, 10 (a strike in no-tap too), which needs the first ball at a full
// rack, and "/" for a spare, which needs a ball already thrown at these pins. It does not
// throw the ball.
func (g *Game) PinsFor(m string) (int, error) {
	_, r, err := g.nextBall()
	if err != nil {
		return 0, err
	}
	switch {
	case m == MarkStrike || m == "x":
		if r.strike == 0 {
			return 0, &PinError{Reason: StrikeNeedsFullRack}
		}
		return 10, nil
	case m == MarkSpare:
		if r.strike > 0 {
			return 0, &PinError{Reason: SpareNeedsFirstBall}
		}
		return int(r.standing), nil
	case m == MarkGutter:
		return 0, nil
	case len(m) == 1 && '0' <= m[0] && m[0] <= '9':
		return int(m[0] - '0'), nil
	}
	return 0, &PinError{Reason: NotAMark, Mark: m}
}
