package setup

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// teamsFor fills a form's teams with two teams: names and places as "PJS", "KYJ:170",
// "ABC:160:a" (absent) or "" (a vacancy).
func teamsFor(a, b string, places ...[]string) *Form {
	form := &Form{}
	f := &form.teams
	f.ready()
	f.on = true
	for t, name := range []string{a, b} {
		f.blocks[t].name = name
		f.blocks[t].places = nil
		for _, p := range places[t] {
			parts := strings.Split(p, ":")
			pl := teamPlace{name: parts[0], vacancy: p == ""}
			if len(parts) > 1 {
				pl.average = parts[1]
			}
			pl.absent = len(parts) > 2
			f.blocks[t].places = append(f.blocks[t].places, pl)
		}
	}
	return form
}

func TestTeamFormPlan(t *testing.T) {
	tests := []struct {
		name    string
		form    *Form
		want    bool
		problem func(p teamProblems) string
		wantIn  string
	}{
		{"two teams", teamsFor("Strikers", "Pin Pals", []string{"PJS:170", "KYJ:150:a", ""}, []string{"ABC:160", "DEF:140"}), true, nil, ""},
		{"same names", teamsFor("Strikers", "strikers ", []string{"PJS"}, []string{"ABC"}), false,
			func(p teamProblems) string { return p.name[1] }, English.TeamNamesSame},
		{"bad team name", teamsFor("St*rs", "B", []string{"PJS"}, []string{"ABC"}), false,
			func(p teamProblems) string { return p.name[0] }, "1 to 24"},
		{"bowler twice", teamsFor("A", "B", []string{"PJS"}, []string{"pjs"}), false,
			func(p teamProblems) string { return p.place[1][0] }, English.NameTaken.Say("PJS")},
		{"nobody bowls", teamsFor("A", "B", []string{"PJS:150:a", ""}, []string{"ABC"}), false,
			func(p teamProblems) string { return p.team[0] }, English.TeamNobodyBowls},
		{"absent without average", teamsFor("A", "B", []string{"PJS", "KYJ:x:a"}, []string{"ABC"}), false,
			func(p teamProblems) string { return p.average[0][1] }, English.AverageProblem.Say(domain.MaxAverage)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ok := tt.form.PlanMatch(3, domain.Handicap{}, nil, English)
			if ok != tt.want {
				t.Fatalf("PlanMatch() ok = %v, want %v", ok, tt.want)
			}
			if tt.problem != nil {
				if got := tt.problem(tt.form.teams.problems(English, nil, false)); !strings.Contains(got, tt.wantIn) {
					t.Errorf("problem = %q, want it to hold %q", got, tt.wantIn)
				}
			}
		})
	}
}

func TestTeamFormPoints(t *testing.T) {
	f := teamsFor("A", "B", []string{"PJS"}, []string{"ABC"})
	f.teams.settings[0] = "101"
	if _, ok := f.PlanMatch(3, domain.Handicap{}, nil, English); ok {
		t.Fatal("PlanMatch() with 101 game points ok, want refused")
	}
	if got := f.teams.problems(English, nil, false).settings[0]; got != English.PointsProblem.Say(domain.MaxPoints) {
		t.Errorf("settings[0] problem = %q", got)
	}
	f.teams.settings = [5]string{"2", "2", "1", "5", "120"}
	m, ok := f.PlanMatch(3, domain.Handicap{}, nil, English)
	want := domain.League{Points: domain.PointsRule{Game: 2, Series: 2, Individual: 1}, AbsentDeduction: 5, VacancyScore: 120}
	if !ok || m.League != want {
		t.Errorf("PlanMatch() = %+v, %v, want league %+v", m.League, ok, want)
	}
}

// TestBakerOrScotch: Baker and Scotch doubles both chosen are refused with a message beside
// the Scotch switch (the root's TestScotchOnTheLanes bowls the match once Baker is off).
func TestBakerOrScotch(t *testing.T) {
	form := teamsFor("Strikers", "Pin Pals", []string{"PJS:170", "KYJ:150"}, []string{"ABC:160", "DEF:140"})
	f := &form.teams
	f.baker, f.scotch = true, true
	if p := f.problems(English, nil, false); p.lines != English.Formats.BakerOrScotch || !p.any {
		t.Errorf("Baker and Scotch: problem %q", p.lines)
	}
	if _, ok := form.PlanMatch(2, domain.Handicap{}, nil, English); ok {
		t.Fatal("a match in Baker and Scotch planned")
	}
	html := app.HTMLString(f.render(English, f.problems(English, nil, false), nil))
	if !strings.Contains(html, `data-testid="scotch"`) || !strings.Contains(html, `id="scotch-on-problem"`) {
		t.Errorf("the Scotch switch or its problem is missing: %s", html)
	}
	f.baker = false
	if _, ok := form.PlanMatch(2, domain.Handicap{}, nil, English); !ok {
		t.Fatal("the Scotch match was refused")
	}
}
