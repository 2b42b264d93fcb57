package domain

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrInvalidTeam is returned for a team or a pair of teams that CheckTeams refuses.
var ErrInvalidTeam = errors.New("invalid team")

// The bounds of a team: its name's length in characters, and its lineup's places.
const (
	MaxTeamNameLen = 24
	MaxLineup      = 10
)

// Place is one place of a team's lineup, in bowling order.
type Place struct {
	Name    string `json:"name"`    // a bowler's 3-letter name; "" for a vacancy
	Average int    `json:"average"` // 0..300: for handicap and for an absent bowler's score
	Absent  bool   `json:"absent"`  // the bowler does not bowl; the absentee score counts
}

// Vacancy reports whether the place has no bowler: it scores the league's vacancy score.
func (p Place) Vacancy() bool { return p.Name == "" }

// Bowls reports whether the place's bowler bowls: a bowler who is not absent.
func (p Place) Bowls() bool { return !p.Vacancy() && !p.Absent }

// shown returns the bowler's name as a game shows it, upper case (rules.md takes a name in
// either case).
func (p Place) shown() string { return strings.ToUpper(p.Name) }

// Team is a team of a match: its name and its lineup in bowling order.
type Team struct {
	Name   string  `json:"name"`   // league.md's team-name rule (ParseTeamName)
	Lineup []Place `json:"lineup"` // at least one place that bowls
}

// Bowlers returns the names of the team's bowlers who bowl, in bowling order, as a game
// shows them (upper case).
func (t Team) Bowlers() []string {
	var names []string
	for _, p := range t.Lineup {
		if p.Bowls() {
			names = append(names, p.shown())
		}
	}
	return names
}

// bowling returns how many of the team's places bowl.
//
//go:noinline
func (t Team) bowling() int {
	n := 0
	for _, p := range t.Lineup {
		if p.Bowls() {
			n++
		}
	}
	return n
}

// normal returns the team as a match keeps it: its name trimmed, its bowlers' names upper
// case.
func (t Team) normal() Team {
	n := Team{Name: strings.TrimSpace(t.Name), Lineup: make([]Place, len(t.Lineup))}
	for k, p := range t.Lineup {
		p.Name = p.shown()
		n.Lineup[k] = p
	}
	return n
}

// ParseTeamName checks a team name as entered and returns it as kept: trimmed, 1 to
// MaxTeamNameLen characters, each a letter of any language, a digit, a space or one of -'.&.
// Anything else is refused with ErrInvalidTeam.
func ParseTeamName(entered string) (string, error) {
	return parseTitle(entered, "team", MaxTeamNameLen, ErrInvalidTeam)
}

// parseTitle is the rule of a team's name, and of a league's (ParseLeagueName): trimmed, 1 to
// most characters, letters, digits, spaces and -'.&. Errors wrap refused and call the name
// what's.
func parseTitle(entered, what string, most int, refused error) (string, error) {
	name := strings.TrimSpace(entered)
	if n := utf8.RuneCountInString(name); n < 1 || n > most {
		return "", errorf("%w: %s name %q is not 1 to %d characters", refused, what, name, most)
	}
	for _, c := range name {
		// A mark (an accent, a vowel sign) is part of a letter in many languages.
		if !unicode.IsLetter(c) && !unicode.IsMark(c) && !unicode.IsDigit(c) && c != ' ' && !strings.ContainsRune("-'.&", c) {
			return "", errorf("%w: %s name %q holds %q, but a name is letters, digits, spaces and -'.&", refused, what, name, c)
		}
	}
	return name, nil
}

// check refuses a team by itself: a name ParseTeamName refuses, a lineup of no place or more
// than MaxLineup places, a bowler's name ParseName refuses, an average outside 0..MaxAverage,
// or a lineup in which nobody bowls.
func (t Team) check() error {
	if _, err := ParseTeamName(t.Name); err != nil {
		return err
	}
	if len(t.Lineup) < 1 || len(t.Lineup) > MaxLineup {
		return errorf("%w: %s has %d places, but a lineup has 1 to %d", ErrInvalidTeam, t.Name, len(t.Lineup), MaxLineup)
	}
	bowls := false
	for k, p := range t.Lineup {
		if !p.Vacancy() {
			if _, err := ParseName(p.Name); err != nil {
				return errorf("%s place %d: %w", t.Name, k+1, err)
			}
		}
		if err := CheckAverage(p.Average); err != nil {
			return errorf("%s place %d: %w", t.Name, k+1, err)
		}
		bowls = bowls || p.Bowls()
	}
	if !bowls {
		return errorf("%w: nobody of %s bowls (every place is absent or vacant)", ErrInvalidTeam, t.Name)
	}
	return nil
}

// CheckTeams refuses the two teams of a match, with an error that says which team and place:
// a name ParseTeamName refuses, the two teams' names the same (trimmed, compared
// case-insensitively), a lineup not of 1 to MaxLineup places or with nobody bowling, a
// bowler's name ParseName refuses (ErrInvalidName) or that appears twice in the match (in
// either case), an average outside 0..MaxAverage (ErrInvalidAverage). Otherwise errors wrap
// ErrInvalidTeam.
func CheckTeams(a, b Team) error {
	for _, t := range []Team{a, b} {
		if err := t.check(); err != nil {
			return err
		}
	}
	if strings.EqualFold(strings.TrimSpace(a.Name), strings.TrimSpace(b.Name)) {
		return errorf("%w: both teams are named %q", ErrInvalidTeam, a.Name)
	}
	seen := map[string]string{}
	for _, t := range []Team{a, b} {
		for k, p := range t.Lineup {
			if p.Vacancy() {
				continue
			}
			if other, ok := seen[p.shown()]; ok {
				return errorf("%w: %s place %d: %s is already in %s's lineup, but bowlers are told apart by name",
					ErrInvalidTeam, t.Name, k+1, p.shown(), other)
			}
			seen[p.shown()] = t.Name
		}
	}
	return nil
}
