// Package setup is the lane's setup screen: who is bowling, in turn order, each with a name
// the domain accepts (setup.go, namefield.go) and, for the handicap, an average typed or taken
// from history (average.go); or, with "Bowl as two teams" on, the two teams of a league match
// (teamsetup.go, teamblocks.go); and the lane card or match card they came from (pair.go,
// card.go). Beside them, the league settings (settings.go, settingsview.go: the games, the
// format, the order and the handicap) plan the series with the form's names and averages
// (Names, Averages) or the match with its teams (PlanMatch), and tell the form what history
// knows of averages (League).
//
// It needs nothing of the root, which composes it: its fields report what is typed as go-app
// actions (ActionName, ActionRemove, ActionAverage), which the root's Scoreboard hands to the
// form's handlers on mount, and Start as ActionStart, which the Scoreboard handles; the form
// moves the focus through Host, the small interface it is handed. The root's night keeps the
// settings on the device (Saved) and hands them what history knows of averages (History,
// LookingUp); the root hands the form what the page puts around it (Parts).
package setup

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds); none of these
// structs is compared. It is declared here as in the root and the board rather than shared: a
// zero-size type of a line, it has no code to share.
type noCompare [0]func()

// Host is what the form needs of the page: running f once the page shows the change it made
// (a field that comes or goes moves the focus).
type Host interface {
	Later(ctx app.Context, f func(app.Context))
}

// Form is the setup screen's players, in turn order, as typed, or the two teams of a match.
// Each player is an entry with its own field (namefield.go); Start hands the names to the
// league settings (Settings.Plan), which plan the series.
type Form struct {
	Host Host // moves the focus once a field comes or goes

	entries []entry   // the players on the setup screen, in turn order
	pair    pairShown // the lane card the players came from (pair.go)
	nextID  int       // the identity of the next entry
	teams   teamForm  // with "Bowl as two teams" on, the two teams of a match (teamsetup.go)
}

// SetNames fills the setup screen with names (from a game, or one empty player). It is not
// inlined: players, inlined in turn at each of its places, would carry a copy of it.
//
//go:noinline
func (f *Form) SetNames(names []string) {
	f.entries = f.entries[:0]
	for _, n := range names {
		f.nextID++
		f.entries = append(f.entries, entry{id: f.nextID, seed: n, name: n})
	}
}

// players returns the setup screen's players, one empty player on a fresh screen.
//
//go:noinline
func (f *Form) players() []entry {
	if len(f.entries) == 0 {
		f.SetNames([]string{""})
	}
	return f.entries
}

// Names returns the names as entered.
func (f *Form) Names() []string {
	names := make([]string, len(f.players()))
	for i, e := range f.entries {
		names[i] = e.name
	}
	return names
}

func (f *Form) setName(i int, text string) {
	if i < 0 || i >= len(f.players()) {
		return
	}
	if shown, err := domain.ParseName(text); err == nil {
		text = shown
	}
	f.entries[i].name, f.entries[i].touched = text, true
}

//go:noinline
func (f *Form) addPlayer() {
	f.players()
	f.nextID++
	f.entries = append(f.entries, entry{id: f.nextID})
}

func (f *Form) removePlayer(i int) {
	if len(f.players()) <= 1 || i < 0 || i >= len(f.entries) {
		return
	}
	f.entries = append(f.entries[:i], f.entries[i+1:]...)
}

// Keep makes what the setup screen holds what its fields start with when they come back
// (after Start, New game, another screen): its fields are dismounted while they are away, and
// a field mounted with an older seed would show other lineups than Start takes (issue #35).
func (f *Form) Keep() {
	f.keep()
	f.teams.keep()
}

// touchAll shows every field's problem, as a refused Start does.
func (f *Form) touchAll() {
	for i := range f.entries {
		f.entries[i].touched = true
	}
}

// Tried says that Start was tried, and whether the series or the match it planned was
// taken (ok): refused, every field shows its problem, empty fields' too.
func (f *Form) Tried(ok bool) {
	if f.teams.on {
		f.teams.tried = !ok
	}
	if !ok {
		f.touchAll()
	}
}

// keep makes what was typed what the fields start with when they come back (Keep).
//
//go:noinline
func (f *Form) keep() {
	for i := range f.entries {
		f.entries[i].seed, f.entries[i].averageSeed = f.entries[i].name, f.entries[i].average
	}
}

// problemOf says why player i's name is refused: the domain's reason, or that an earlier
// player has the name (history tells bowlers apart by name).
func (f *Form) problemOf(i int, m *i18n.Messages) string {
	e := f.entries[i]
	if p := e.problem(m); p != "" || !e.valid() {
		return p
	}
	for _, o := range f.entries[:i] {
		if o.valid() && o.name == e.name {
			return m.NameTaken.Say(e.name)
		}
	}
	return ""
}

// HandleName takes a name field's ActionName.
func (f *Form) HandleName(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(Typed); ok {
		f.setName(in.Index, in.Text)
	}
}

// HandleAverage takes an average field's ActionAverage.
func (f *Form) HandleAverage(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(Typed); ok && in.Index >= 0 && in.Index < len(f.entries) {
		f.entries[in.Index].average = in.Text
	}
}

// HandleRemove takes a remove button's ActionRemove.
func (f *Form) HandleRemove(ctx app.Context, a app.Action) {
	if i, ok := a.Value.(int); ok {
		f.removePlayer(i)
		f.Host.Later(ctx, func(app.Context) { browser.KeepFocus("#" + NameFieldID(min(i, len(f.entries)-1))) })
	}
}

func (f *Form) onAddPlayer(ctx app.Context, e app.Event) {
	f.addPlayer()
	f.Host.Later(ctx, func(app.Context) { browser.Focus("#" + NameFieldID(len(f.entries)-1)) })
}

// ActionStart is posted when the setup form is submitted (Start, or Enter in a field); the
// root starts the series.
const ActionStart = "tenpin.start"

func (f *Form) onSubmit(ctx app.Context, e app.Event) {
	e.PreventDefault() // the setup form must not submit the page
	ctx.NewAction(ActionStart)
}

// renderFields draws a name field for each player.
func (f *Form) renderFields(m *i18n.Messages) []app.UI {
	players := f.players()
	fields := make([]app.UI, len(players))
	for i, e := range players {
		fields[i] = &nameField{
			ID:          e.id,
			Index:       i,
			Value:       e.seed,
			Label:       m.PlayerLabel.Say(i + 1),
			Placeholder: m.NamePlaceholder,
			Problem:     f.problemOf(i, m),
			RemoveLabel: m.RemovePlayer.Say(i + 1),
			RemoveText:  m.RemoveText,
			CanRemove:   len(players) > 1,
		}
	}
	return fields
}

// Parts are what the page puts around the form: its parts that are not the form's.
type Parts struct {
	Notice   app.UI // in the alerts above the form: why no game was restored, or the last alert
	Settings app.UI // the league settings (Settings.Render), under who is bowling
	Resume   app.UI // beside Start: back to the game kept, if any
	Blocked  string // under Start: what it waits for; "" when it may start
	League   League // what the league settings say of averages, for a match's lineups
}

// Render draws the setup screen: who is bowling, then p's settings, Start and what it waits
// for.
func (f *Form) Render(m *i18n.Messages, p Parts) app.UI {
	ready := p.Blocked == ""
	var blocked app.UI
	if !ready {
		blocked = markup.ElText("p", p.Blocked, "id", "start-blocked", "class", "hint")
	}
	add := markup.Button("button", "add-player", m.AddPlayer, f.onAddPlayer)
	who := markup.Tag("ol", "class", "player-fields").Body(f.renderFields(m)...)
	if t := &f.teams; t.on {
		add = nil
		who = t.render(m, t.problems(m, p.League.History, p.League.Handicap), f.onTeamClick)
	}
	// A match's two team blocks want a wider form: a class, not a :has() in the stylesheet,
	// which every change of the page would match again.
	return markup.Tag("section", "class", markup.Classes("setup", markup.Is("with-teams", f.teams.on)), "aria-labelledby", "setup-heading").Body(
		markup.ElText("h2", m.SetupHeading, "id", "setup-heading"),
		markup.ElText("p", m.SetupHint, "class", "hint"),
		renderCardShown(&f.teams, m),
		renderPairShown(f, m),
		markup.Tag("div", "class", "alerts").Body(p.Notice),
		markup.Tag("form", "class", "setup-form").On("submit", f.onSubmit).Body(
			f.teams.renderSwitch(m),
			who,
			p.Settings,
			markup.Tag("div", "class", "setup-actions").Body(
				add,
				markup.ElText("button", m.StartGame, "type", "submit", "class", "button primary", "data-testid", "start-game",
					"disabled", markup.When(!ready, "true"), "aria-describedby", markup.When(!ready, "start-blocked")),
				p.Resume,
			),
			blocked,
		),
	)
}
