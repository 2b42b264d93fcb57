package season

// Tonight returns the bowlers of the league's week to come, the one the League screen shows
// first (its first week with a match not kept yet), in its fixtures' order with absent
// bowlers left out and substitutes in, and the league's games a week: the night the
// brackets of a league night are drawn from, before any game of it is on this device. It
// returns nothing until the screen has read the league (Show) or when every week is kept.
func Tonight(s *Screen) (names []string, games int) {
	if s.league == nil {
		return nil, 0
	}
	fixtures, err := s.league.Fixtures(nextWeek(s.league))
	if err != nil {
		return nil, 0
	}
	for _, f := range fixtures {
		for _, t := range f.Teams {
			for _, p := range t.Lineup {
				if p.Bowls() {
					names = append(names, p.Name)
				}
			}
		}
	}
	return names, s.league.Settings().Games
}
