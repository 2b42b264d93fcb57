package app

import (
	"strings"

	"tenpin/domain"
)

// Team lines: in a Baker or a Scotch doubles match each team bowls one line, named by its team,
// whose frames (Baker) or balls (Scotch) its bowlers take in turn.

// teamLines reports whether a match of team lines (Baker or Scotch) is on the lanes: each
// line of its game is a team's.
//
//go:noinline
func (p *teamPanel) teamLines() bool {
	return p.match != nil && (p.match.League.Baker || p.match.League.Scotch)
}

// scotch reports whether a match of Scotch doubles is on the lanes.
func (p *teamPanel) scotch() bool { return p.match != nil && p.match.League.Scotch }

// lineBowlers returns who bowled each frame of each team's line in game g, game number
// (0-based) of a match of team lines under league l: in Baker the frame's bowler
// (domain.BakerPlace), in Scotch the bowlers of the frame's balls thrown so far, in turn
// (domain.ScotchBowler; a strike 3-6-9 gives is no ball, so nobody's). Both nil otherwise.
func lineBowlers(l domain.League, teams [2]domain.Team, number int, g *domain.Game) (lines [2]*[domain.Frames]string) {
	if !l.Baker && !l.Scotch {
		return lines
	}
	b := domain.BakerGame{Game: g, Teams: teams[:], Number: number}
	s := domain.ScotchGame{Game: g, Teams: teams[:], Number: number}
	for t := range lines {
		line := new([domain.Frames]string)
		lines[t] = line
		if l.Baker {
			for f := range line {
				line[f], _ = b.Bowler(t, f+1)
			}
			continue
		}
		card, _ := g.Card(t)
		ball := 0
		for f, fr := range card.Frames {
			names := make([]string, 0, len(fr.Deliveries))
			for _, d := range fr.Deliveries {
				if !d.Given {
					name, _ := s.Bowler(t, ball)
					names, ball = append(names, name), ball+1
				}
			}
			line[f] = strings.Join(names, " ")
		}
	}
	return lines
}

// cards returns g's cards, each line named as the sheet names it: in a game of team lines,
// its team.
func (p *teamPanel) cards(g *domain.Game) []domain.Card {
	cards := g.Cards()
	if p.teamLines() {
		for t := range cards {
			cards[t].Name = p.match.Teams[t].Name
		}
	}
	return cards
}
