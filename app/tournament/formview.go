package tournament

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The setup's fields are go-app elements, updated in place, so that the field being typed in
// keeps the focus; their values are the form's text, which is what was typed.

// renderForm draws the setup of k: its settings, squads and entries.
func (s *Screen) renderForm(w *i18n.TournamentMessages, k *kept) app.UI {
	f, seed := &k.Form, &k.seed
	reentry := f.Reentry
	if reentry == string(domain.NoReentry) {
		reentry = "no"
	}
	settings := markup.El("fieldset", "class", "bracket-settings").Body(
		elText("legend", w.Settings),
		field("t-name", "tournament-name", w.NameLabel, seed.Name, "name", "", "text"),
		field("t-games", "games-per-entry", w.GamesLabel, seed.Games, "games", "", "number"),
		field("t-fee", "entry-fee", w.FeeLabel, seed.Fee, "fee", "", "text"),
		choice("t-reentry", "re-entries", w.ReentryLabel, "reentry", "", reentry,
			[]string{"no", w.ReentryNo, "best", w.ReentryBest, "every", w.ReentryEvery}),
		field("t-finalists", "finalists", w.FinalistsLab, seed.Finalists, "finalists", "", "number"),
		choice("t-finals", "finals", w.FinalsLabel, "finals", "", f.Finals,
			[]string{"none", w.FinalsNone, "match-play", w.FinalsMatch, "step-ladder", w.FinalsLadder, "both", w.FinalsBoth}),
		field("t-ladder", "ladder-size", w.LadderLabel, seed.Ladder, "ladder", "", "number"),
		field("t-bonus", "bonus", w.BonusLabel, seed.Bonus, "bonus", "", "number"),
		field("t-bye", "bye-target", w.ByeLabel, seed.Bye, "bye", "", "number"),
		check("t-carry", "carry", w.CarryLabel, "carry", f.Carry),
		check("t-position", "position-round", w.PositionLabel, "position-round", f.Position),
		field("t-finals-lane", "finals-lane", w.FinalsLane, seed.FinalsAt, "finals-lane", "", "number"),
		check("t-handicap", "handicap", w.HandicapLabel, "handicap", f.Handicap),
		field("t-basis", "handicap-basis", w.BasisLabel, seed.Basis, "basis", "", "number"),
		field("t-percent", "handicap-percent", w.PercentLabel, seed.Percent, "percent", "", "number"),
	)
	seated := make([]int, len(k.T.Squads))
	for _, e := range k.T.Entries {
		if e.Squad >= 0 && e.Squad < len(seated) {
			seated[e.Squad]++
		}
	}
	squads := []app.UI{elText("h3", w.Squads)}
	squadNames := make([]string, 0, 2*len(f.Squads))
	for i, r := range f.Squads {
		id := itoa(i)
		sr := squadRow{}
		if i < len(seed.Squads) {
			sr = seed.Squads[i]
		}
		seats := ""
		if i < len(k.T.Squads) {
			seats = w.SquadSeats.Say(seated[i], k.T.Squads[i].Seats())
		}
		squads = append(squads, markup.El("fieldset", "class", "squad", "data-testid", "squad", "data-squad", id).Body(
			elText("legend", w.SquadLabel.Say(i+1)),
			field("sq-name-"+id, "squad-name", w.SquadName, sr.Name, "squad-name", id, "text"),
			field("sq-first-"+id, "first-lane", w.FirstLane, sr.First, "squad-first", id, "number"),
			field("sq-last-"+id, "last-lane", w.LastLane, sr.Last, "squad-last", id, "number"),
			field("sq-every-"+id, "move-every", w.MoveEvery, sr.Every, "squad-every", id, "number"),
			elText("p", seats, "class", "hint"),
		))
		squadNames = append(squadNames, id, r.Name)
	}
	squads = append(squads, elText("button", w.AddSquad, "type", "button", "class", "button", "data-act", "add-squad", "data-testid", "add-squad"))
	entries := []app.UI{elText("h3", w.Entries), elText("p", w.EntriesHint+" "+w.EntryCount.Say(len(k.T.Entries)), "class", "hint")}
	for i, r := range f.Entries {
		id := itoa(i)
		er := entryRow{}
		if i < len(seed.Entries) {
			er = seed.Entries[i]
		}
		entries = append(entries, markup.El("div", "class", "entry-row", "role", "group", "aria-label", w.EntryLabel.Say(i+1), "data-testid", "entry", "data-entry", id).Body(
			field("en-name-"+id, "player-name", w.Bowler, er.Name, "entry-name", id, "text"),
			field("en-avg-"+id, "entry-average", w.Average, er.Average, "entry-average", id, "number"),
			choice("en-squad-"+id, "entry-squad", w.Squad, "entry-squad", id, itoa(r.Squad), squadNames),
		))
	}
	entries = append(entries, elText("button", w.AddEntry, "type", "button", "class", "button", "data-act", "add-entry", "data-testid", "add-entry"))
	return markup.El("div", "class", "tournament-setup").Body(
		settings,
		markup.El("section", "class", "tournament-squads").Body(squads...),
		markup.El("section", "class", "tournament-entries").Body(entries...),
	)
}

// field is a labelled input of kind (text or number) doing act on row id.
//
//go:noinline
func field(id, testid, label, value, act, row, kind string) app.UI {
	mode := ""
	if kind == "number" {
		kind, mode = "text", "numeric"
	}
	return markup.El("div", "class", "number-field").Body(
		elText("label", label, "for", id, "class", "field-label"),
		markup.Input("type", kind, "id", id, "class", "number-input", "data-testid", testid, "data-act", act, "data-id", row,
			"inputmode", mode, "autocomplete", "off", "value", value),
	)
}

// check is a labelled checkbox doing act.
//
//go:noinline
func check(id, testid, label, act string, on bool) app.UI {
	return markup.El("div", "class", "check-field").Body(
		markup.Input("type", "checkbox", "id", id, "data-testid", testid, "data-act", act, "checked", markup.Checked(on)),
		elText("label", label, "for", id),
	)
}

// choice is a labelled select doing act on row, options as value, text pairs, value chosen.
//
//go:noinline
func choice(id, testid, label, act, row, value string, options []string) app.UI {
	opts := make([]app.UI, 0, len(options)/2)
	for i := 0; i+1 < len(options); i += 2 {
		opts = append(opts, markup.El("option", "value", options[i], "selected", markup.When(options[i] == value, "true")).Text(options[i+1]))
	}
	return markup.El("div", "class", "number-field").Body(
		elText("label", label, "for", id, "class", "field-label"),
		markup.El("select", "id", id, "class", "select", "data-testid", testid, "data-act", act, "data-id", row).Body(opts...),
	)
}
