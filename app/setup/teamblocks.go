package setup

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The teams on setup as drawn (teamsetup.go holds what they are and checks them): the switch
// "Bowl as two teams", then, with it on, Baker and Scotch doubles, the two team blocks and the
// match's settings. The blocks' fields and buttons carry data-act, data-team and data-place, and the
// blocks' wrapper hands their events to the form (a click's focus to the setup form, which has
// the page).

// placeFieldID is the id of the name field of place k of team t (0-based).
func placeFieldID(t, k int) string { return "place-" + markup.Itoa(t) + "-" + markup.Itoa(k) }

// renderSwitch draws the "Bowl as two teams" switch.
func (f *teamForm) renderSwitch(m *i18n.Messages) app.UI {
	f.ready()
	return markup.Tag("label", "for", "teams-on", "class", "choice teams-switch").Body(
		markup.Input("type", "checkbox", "id", "teams-on", "data-testid", "teams", "checked", markup.Checked(f.on)).On("change", f.onTeams),
		markup.ElText("span", m.TeamsLabel),
	)
}

// render draws the team blocks and the match's settings, with p's problems beside their
// fields; onClick takes the clicks on the blocks (Form.onTeamClick).
func (f *teamForm) render(m *i18n.Messages, p teamProblems, onClick app.EventHandler) app.UI {
	settings := make([]app.UI, 0, len(teamSettings))
	labels := [5]string{m.PointsGameLabel, m.PointsSeriesLabel, m.PointsIndividualLabel, m.DeductionLabel, m.VacancyScoreLabel}
	for i, id := range teamSettings {
		hi := domain.MaxPoints
		if i >= 3 {
			hi = domain.MaxScore
		}
		settings = append(settings, markup.NumberField(id, labels[i], f.seeds[i], 0, hi, p.settings[i], f.onSetting))
	}
	return markup.Tag("div", "class", "teams").Body(
		markup.Tag("label", "for", "baker-on", "class", "choice").Body(
			markup.Input("type", "checkbox", "id", "baker-on", "data-testid", "baker", "checked", markup.Checked(f.baker)).On("change", f.onBaker),
			markup.ElText("span", m.BakerLabel),
		),
		markup.Tag("label", "for", "scotch-on", "class", "choice").Body(
			markup.Input("type", "checkbox", "id", "scotch-on", "data-testid", "scotch", "checked", markup.Checked(f.scotch),
				"aria-invalid", markup.When(p.lines != "", "true"), "aria-describedby", markup.When(p.lines != "", "scotch-on-problem")).On("change", f.onScotch),
			markup.ElText("span", m.Formats.Scotch),
		),
		markup.ProblemSlot("scotch-on", p.lines),
		markup.Tag("div", "class", "team-blocks").On("input", f.onInput).On("change", f.onChange).On("click", onClick).Body(
			f.renderBlock(m, p, 0), f.renderBlock(m, p, 1),
		),
		markup.Tag("div", "class", "match-settings").Body(settings...),
	)
}

// renderBlock draws team t's block: its name, its lineup and the buttons that add to it.
func (f *teamForm) renderBlock(m *i18n.Messages, p teamProblems, t int) app.UI {
	b, team := &f.blocks[t], markup.Itoa(t)
	nameID := "team-name-" + team
	places := make([]app.UI, len(b.places))
	for k := range b.places {
		places[k] = f.renderPlace(m, p, t, k)
	}
	full := len(b.places) >= domain.MaxLineup
	return markup.Tag("fieldset", "class", "team", "data-testid", "team", "data-team", team).Body(
		markup.ElText("legend", m.TeamLegend.Say(t+1), "class", "team-legend"),
		markup.Tag("div", "class", "team-name-field").Body(
			markup.ElText("label", m.TeamNameLabel, "for", nameID, "class", "field-label"),
			markup.Input("type", "text", "id", nameID, "class", "team-name-input", "data-testid", "team-name", "data-act", "team-name",
				"data-team", team, "value", b.seed, "autocomplete", "off", "maxlength", "40",
				"aria-invalid", markup.When(p.name[t] != "", "true"), "aria-describedby", markup.When(p.name[t] != "", nameID+"-problem")),
			markup.ProblemSlot(nameID, p.name[t]),
		),
		markup.Tag("ol", "class", "lineup").Body(places...),
		markup.Tag("div", "class", "team-actions").Body(
			markup.ElText("button", m.AddPlayer, "type", "button", "class", "button", "data-testid", "add-player", "data-act", "add-place",
				"data-team", team, "disabled", markup.When(full, "true")),
			markup.ElText("button", m.AddVacancy, "type", "button", "class", "button", "data-testid", "add-vacancy", "data-act", "add-vacancy",
				"data-team", team, "disabled", markup.When(full, "true")),
		),
		markup.ProblemSlot("team-"+team, p.team[t]),
	)
}

// renderPlace draws place k of team t: a bowler's name, average and Absent switch, or a
// vacancy; then the buttons that move and remove it.
func (f *teamForm) renderPlace(m *i18n.Messages, p teamProblems, t, k int) app.UI {
	pl, team, place := f.blocks[t].places[k], markup.Itoa(t), markup.Itoa(k)
	id := placeFieldID(t, k)
	var fields []app.UI
	if pl.vacancy {
		fields = []app.UI{markup.ElText("span", m.VacancyText.Say(k+1), "class", "vacancy-text", "id", id, "tabindex", "-1")}
	} else {
		problem := p.place[t][k]
		if problem == "" {
			problem = p.average[t][k]
		}
		fields = []app.UI{
			markup.ElText("label", m.PlaceLabel.Say(k+1), "for", id, "class", "visually-hidden"),
			markup.Input("type", "text", "id", id, "class", "name-input", "data-testid", "player-name", "data-act", "place-name",
				"data-team", team, "data-place", place, "value", pl.seed, "placeholder", m.NamePlaceholder,
				"autocomplete", "off", "autocapitalize", "characters", "autocorrect", "off", "spellcheck", "false",
				"aria-invalid", markup.When(p.place[t][k] != "", "true"), "aria-describedby", markup.When(problem != "", id+"-problem")),
			markup.ElText("label", m.PlaceAverageLabel.Say(k+1), "for", id+"-average", "class", "visually-hidden"),
			markup.Input("type", "number", "id", id+"-average", "class", "number-input", "data-testid", "average", "data-act", "place-average",
				"data-team", team, "data-place", place, "inputmode", "numeric", "min", "0", "max", markup.Itoa(domain.MaxAverage),
				"value", pl.averageSeed, "placeholder", m.AverageHeader, "aria-invalid", markup.When(p.average[t][k] != "", "true")),
			markup.Tag("label", "for", id+"-absent", "class", "choice absent-choice").Body(
				markup.Input("type", "checkbox", "id", id+"-absent", "data-testid", "absent", "data-act", "place-absent",
					"data-team", team, "data-place", place, "checked", markup.Checked(pl.absent)),
				markup.ElText("span", m.AbsentLabel),
			),
		}
		fields = append(fields, markup.ProblemSlot(id, problem))
	}
	last := len(f.blocks[t].places) - 1
	return markup.Tag("li", "class", markup.Classes("place", markup.Is("absent", pl.absent && !pl.vacancy), markup.Is("vacancy", pl.vacancy))).Body(
		markup.Tag("div", "class", "place-fields").Body(fields...),
		markup.Tag("div", "class", "place-actions").Body(
			placeButton("move-up", "↑", m.MoveUp.Say(k+1), team, place, k == 0),
			placeButton("move-down", "↓", m.MoveDown.Say(k+1), team, place, k == last),
			placeButton("remove-place", m.RemoveText, m.RemovePlace.Say(k+1), team, place, last == 0),
		),
	)
}

// placeButton is one of a place's buttons: move it up or down, or remove it.
//
//go:noinline
func placeButton(action, text, label, team, place string, off bool) app.UI {
	return markup.ElText("button", text, "type", "button", "class", "button icon", "data-act", action, "data-team", team,
		"data-place", place, "aria-label", label, "disabled", markup.When(off, "true"))
}

// Handlers of the team blocks: one for each kind of event on the blocks, which reads the
// field from its data-act, data-team and data-place (no closure per field).

// teamTarget reads what an event's field is: its action, team and place.
func teamTarget(e app.Event) (el app.Value, action string, team, place int, ok bool) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return t, "", 0, 0, false
	}
	el = t.Call("closest", "[data-act]")
	if !el.Truthy() {
		return el, "", 0, 0, false
	}
	team, err1 := strconv.Atoi(el.Call("getAttribute", "data-team").String())
	place, _ = strconv.Atoi(el.Call("getAttribute", "data-place").String())
	return el, el.Call("getAttribute", "data-act").String(), team, place, err1 == nil && team >= 0 && team < 2
}

// place returns place k of team t, or nil.
//
//go:noinline
func (f *teamForm) place(t, k int) *teamPlace {
	if k < 0 || k >= len(f.blocks[t].places) {
		return nil
	}
	return &f.blocks[t].places[k]
}

func (f *teamForm) onInput(ctx app.Context, e app.Event) {
	el, action, t, k, ok := teamTarget(e)
	if !ok {
		return
	}
	text := el.Get("value").String()
	switch pl := f.place(t, k); {
	case action == "team-name":
		f.blocks[t].name = text
	case action == "place-name" && pl != nil:
		if shown, err := domain.ParseName(text); err == nil && shown != text {
			el.Set("value", shown) // as a name field does: pjs shows PJS at once
			text = shown
		}
		pl.name = text
	case action == "place-average" && pl != nil:
		pl.average = text
	}
}

func (f *teamForm) onChange(ctx app.Context, e app.Event) {
	el, action, t, k, ok := teamTarget(e)
	if pl := f.place(t, k); ok && action == "place-absent" && pl != nil {
		pl.absent = el.Get("checked").Bool()
	}
}

// click changes the lineup a click on the blocks asks for (add, remove, move a place), and
// returns where the focus goes once the page shows it ("" for nowhere), and whether the place
// clicked is gone.
func (f *teamForm) click(e app.Event) (focusOn string, removed bool) {
	_, action, t, k, ok := teamTarget(e)
	if !ok {
		return "", false
	}
	b := &f.blocks[t]
	f.keep()
	switch action {
	case "add-place", "add-vacancy":
		if len(b.places) >= domain.MaxLineup {
			return "", false
		}
		f.nextID++
		b.places = append(b.places, teamPlace{id: f.nextID, vacancy: action == "add-vacancy"})
		focusOn = "#" + placeFieldID(t, len(b.places)-1)
	case "remove-place":
		if len(b.places) <= 1 || f.place(t, k) == nil {
			return "", false
		}
		b.places = append(b.places[:k], b.places[k+1:]...)
		focusOn = "#" + placeFieldID(t, min(k, len(b.places)-1))
	case "move-up", "move-down":
		to := k - 1
		if action == "move-down" {
			to = k + 1
		}
		if f.place(t, k) == nil || f.place(t, to) == nil {
			return "", false
		}
		b.places[k], b.places[to] = b.places[to], b.places[k]
		focusOn = `[data-team="` + markup.Itoa(t) + `"] [data-act="` + action + `"][data-place="` + markup.Itoa(to) + `"]`
	default:
		return "", false
	}
	f.keep()
	return focusOn, action == "remove-place"
}

// onTeamClick takes a click on the team blocks (teamForm.click), then moves the focus where
// the change leaves it.
func (f *Form) onTeamClick(ctx app.Context, e app.Event) {
	focusOn, removed := f.teams.click(e)
	if focusOn == "" {
		return
	}
	f.Host.Later(ctx, func(app.Context) {
		if removed {
			browser.KeepFocus(focusOn) // the remove button went with its place
		} else {
			browser.Focus(focusOn)
		}
	})
}

// onSetting reads a setting's field (its id is one of teamSettings).
func (f *teamForm) onSetting(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("id").String()
	for i, s := range teamSettings {
		if s == id {
			f.settings[i] = ctx.JSSrc().Get("value").String()
		}
	}
}

func (f *teamForm) onTeams(ctx app.Context, e app.Event) {
	f.ready()
	f.on = ctx.JSSrc().Get("checked").Bool()
}

func (f *teamForm) onBaker(ctx app.Context, e app.Event) {
	f.baker = ctx.JSSrc().Get("checked").Bool()
}

func (f *teamForm) onScotch(ctx app.Context, e app.Event) {
	f.scotch = ctx.JSSrc().Get("checked").Bool()
}
