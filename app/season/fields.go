package season

// The league form as drawn: its name and settings by group, and a new league's teams with
// their rosters, each field with its problem beside it.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// problemSlot is the place under a field for its problem: always there, so that the fields
// after it do not move as it fills in; the problem is an alert.
//
//go:noinline
func problemSlot(id, problem string) app.UI {
	if problem == "" {
		return raw(`<div class="field-problem-slot"></div>`)
	}
	return raw(`<div class="field-problem-slot"><p id="{}-problem" class="field-problem" role="alert">{}</p></div>`, id, problem)
}

// numberField is a labelled whole-number field doing act, with its problem beside it.
//
//go:noinline
func numberField(id, testid, text, seed, act, dataID string, lo, hi int, problem string) app.UI {
	return box("number-field", label(id, text, true), numberInput(id, testid, act, dataID, seed, lo, hi, problem != ""), problemSlot(id, problem))
}

// textField is a labelled text field doing act, of most characters, with its problem beside
// it.
//
//go:noinline
func textField(id, testid, text, seed, act, dataID string, most int, problem string) app.UI {
	return box("text-field", label(id, text, true), textInput(id, testid, act, dataID, seed, most, problem != ""), problemSlot(id, problem))
}

// choice is a labelled checkbox doing act.
//
//go:noinline
func choice(id, testid, text, act string, on bool) app.UI {
	e := app.ElemSelfClosing("input").Attr("type", "checkbox").Attr("id", id).Attr("data-testid", testid).Attr("data-act", act).Attr("checked", markup.Checked(on))
	return markup.El("label", "for", id, "class", "choice").Body(e, raw(`<span>{}</span>`, text))
}

// renderSettings draws the name and settings fields with p's problems: the season's first,
// then the matches' (handicap, points, absent bowlers and vacancies, Baker), then the honour
// roll's. A group is its legend, its number settings in order and a choice; settingGroups
// says which.
func (f *leagueForm) renderSettings(m *i18n.Messages, p formProblems) app.UI {
	w := m.Season
	labels := settingLabels(m)
	legends := [3]string{w.SeasonLegend, w.MatchLegend, w.HonourLegend}
	kids := []app.UI{textField("league-name", "league-name", w.NameLabel, f.nameSeed, actLeagueName, "", domain.MaxLeagueNameLen, p.name)}
	for g, group := range settingGroups {
		fields := []app.UI{raw(`<legend>{}</legend>`, legends[g])}
		for _, i := range group {
			switch {
			case i == choicePosition:
				fields = append(fields, choice("league-position", "position-round", w.PositionRoundLabel, actPosition, f.position))
			case i == choiceHandicap:
				fields = append(fields, choice("league-handicap", "handicap", m.HandicapLabel, actHandicap, f.handicap))
			case i == choiceBaker:
				fields = append(fields, choice("league-baker", "baker", m.BakerLabel, actBaker, f.baker))
			case f.handicap || i != setBasis && i != setPercent:
				s := numberSettings[i]
				fields = append(fields, numberField("league-"+s.id, s.id, labels[i], f.seeds[i], actSetting, itoa(i), s.lo, s.hi, p.settings[i]))
			}
		}
		kids = append(kids, markup.El("fieldset", "class", "settings-group").Body(fields...))
	}
	return box("league-settings", kids...)
}

// The choices among the settings' groups, after the number settings.
const (
	choicePosition = nSettings + iota
	choiceHandicap
	choiceBaker
)

// settingGroups are the settings' fields by group, in order: the season's, the matches' and
// the honour roll's.
var settingGroups = [3][]int{
	{setGames, setRounds, setFirstLane, setEstablish, choicePosition},
	{choiceHandicap, setBasis, setPercent, setPointsGame, setPointsSeries, setPointsIndividual, setDeduction, setVacancy, choiceBaker},
	{setHonourGame, setHonourSeries},
}

// renderTeams draws a new league's teams, each a block with its name and roster, with p's
// problems; then Add team.
func (f *leagueForm) renderTeams(m *i18n.Messages, p formProblems) app.UI {
	w := m.Season
	blocks := make([]app.UI, 0, len(f.teams)+4)
	blocks = append(blocks, raw(`<h3 id="form-teams-heading">{}</h3>`, w.TeamsHeading), raw(`<p class="hint">{}</p>`, w.TeamsHint))
	for t, d := range f.teams {
		team := itoa(t)
		rows := make([]app.UI, len(d.bowlers))
		for k, b := range d.bowlers {
			id, place := "draft-"+team+"-"+itoa(k), team+"."+itoa(k)
			problem := p.bowler[t][k]
			rows[k] = markup.El("li", "class", "roster-row").Body(
				box("roster-fields",
					label(id, w.BowlerLabel.Say(k+1), false),
					textInput(id, "player-name", actPlayerName, place, b.nameSeed, domain.NameLen, problem != ""),
					label(id+"-avg", w.EnteringLabel.Say(k+1), false),
					numberInput(id+"-avg", "entering-average", actEntering, place, b.enteringSeed, 0, domain.MaxAverage, false),
					raw(`<button type="button" class="button remove-button" data-act="{}" data-id="{}" aria-label="{}">{}</button>`,
						actRemovePlayer, place, w.RemoveBowler.Say(k+1), m.RemoveText),
				),
				problemSlot(id, problem),
			)
		}
		blocks = append(blocks, markup.El("fieldset", "class", "team league-team", "data-testid", "league-team", "data-team", team).Body(
			raw(`<legend class="team-legend">{}</legend>`, m.TeamLegend.Say(t+1)),
			textField("draft-team-"+team, "team-name", m.TeamNameLabel, d.seed, actTeamName, team, domain.MaxTeamNameLen, p.team[t]),
			raw(`<p class="field-note">{}</p>`, w.RosterHint),
			raw(`<div class="roster-head" aria-hidden="true"><span>{}</span><span>{}</span></div>`, m.BowlerHeader, w.EnteringHeader),
			markup.El("ol", "class", "roster").Body(rows...),
			raw(`<div class="team-actions"><button type="button" class="button" data-act="{}" data-id="{}" data-testid="add-player"{!}>{}</button>`+
				`<button type="button" class="button danger" data-act="{}" data-id="{}"{!}>{}</button></div>`,
				actAddPlayer, team, markup.When(len(d.bowlers) >= domain.MaxLineup, ` disabled=""`), m.AddPlayer,
				actRemoveTeam, team, markup.When(len(f.teams) <= domain.MinTeams, ` disabled=""`), w.RemoveTeam),
		))
	}
	return markup.El("div", "class", "form-teams", "role", "group", "aria-labelledby", "form-teams-heading").Body(append(blocks,
		raw(`<button type="button" class="button" data-act="{}" data-testid="add-team"{!}>{}</button>`, actAddTeam,
			markup.When(len(f.teams) >= domain.MaxTeams, ` disabled=""`), w.AddTeam),
		problemSlot("form-teams", p.teams),
	)...)
}
