package match

import (
	"strings"

	"tenpin/domain"
)

// Team lines: in a Baker or a Scotch doubles match each team bowls one line, named by its team,
// whose frames (Baker) or balls (Scotch) its bowlers take in turn.

// TeamLines reports whether a match of team lines (Baker or Scotch) is on the lanes: each
// line of its game is a team's.
//
//go:noinline
func (p *Panel) TeamLines() bool {
	return p.match != nil && (p.match.League.Baker || p.match.League.Scotch)
}

// Scotch reports whether a match of Scotch doubles is on the lanes.
func (p *Panel) Scotch() bool { return p.match != nil && p.match.League.Scotch }

// Turn is, in a game of team lines, whose ball is next: the team and its bowler.
func (p *Panel) Turn() domain.BakerTurn { return p.turn }

// Bowlers is, in a game of team lines, who bowled each frame of each team's line (LineBowlers).
func (p *Panel) Bowlers() [2]*[domain.Frames]string { return p.bowlers }

// LineBowlers returns who bowled each frame of each team's line in game g, game number
// (0-based) of a match of team lines under league l: in Baker the frame's bowler
// (domain.BakerPlace), in Scotch the bowlers of the frame's balls thrown so far, in turn
// (domain.ScotchBowler; a strike 3-6-9 gives is no ball, so nobody's). Both nil otherwise.
func LineBowlers(l domain.League, teams [2]domain.Team, number int, g *domain.Game) (lines [2]*[domain.Frames]string) {
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

// Cards returns g's cards, each line named as the sheet names it: in a game of team lines,
// its team.
func (p *Panel) Cards(g *domain.Game) []domain.Card {
	cards := g.Cards()
	if p.TeamLines() {
		for t := range cards {
			cards[t].Name = p.match.Teams[t].Name
		}
	}
	return cards
}
