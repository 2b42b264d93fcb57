// Package play is the game on the lanes as the lane app plays it: the game screen (the
// status, the grid, the entry area, the game's buttons and, once it ends, the game-over
// panel), the keys, the focus, what a screen reader hears after each ball, and the path every
// ball takes. It holds no rule of bowling: it hands every input to the domain and draws the
// domain's views.
//
// Every ball follows one path, top to bottom: a pad button posts board.ActionRoll, or the pin
// deck enters its pins (package entry), or the foul button a foul; Throw runs it through Act's
// four steps: guard (Host.Outdated), domain, commit (Host.Commit: the save, then the series and
// history) and Refresh, which derives once what the grid, the pad and the deck show (packages
// board and entry). A key press (keys.go) joins the path at Enter, the deck or undo. Undo and a
// correction (package entry's dialog) are actions on the same path; a new game (Begin) takes
// it from the commit on.
//
// It needs nothing of the root: the root is its Host (the page, the save and what follows,
// the series the game belongs to, what comes after a game), holds a Game, wires it on mount
// (HandleRoll, ListenKeys) and composes its Render into the page. Game is in turn the host of
// its parts: the entry area and the correction dialog (entry.Host, entry.FixHost), the match
// panel and the TV button.
package play

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/entry"
	"tenpin/app/i18n"
	"tenpin/app/match"
	"tenpin/app/tv"
	"tenpin/domain"
)

// Messages is a catalogue of the words the game shows and says, in one language.
type Messages = i18n.Messages

// Host is what the game needs of the page around it.
type Host interface {
	Later(ctx app.Context, f func(app.Context)) // run f once the page shows the change
	Messages() *Messages
	// Outdated is the guard of every action: it reports whether another window changed the
	// game since this window showed it; when it did, the window shows the stored game
	// (Adopt) and says so (AlertWith), and the input is refused.
	Outdated() bool
	// Commit saves the game on the lanes, then what follows from it (the series, history, a
	// cast display); guarded says that the guard read the stored game just before.
	Commit(guarded bool)
	KeepPending(text string) // keep what is pending ("": nothing) for a reload (Pending)
	Series() Series          // the series the game on the lanes belongs to
	OnTV() bool              // the TV view is shown: keys do nothing and nothing takes the focus
	NewGame(ctx app.Context) // back to setup with the same players (the New game button)
	// AfterGame draws what comes after a game that is over: the next game or a rematch, the
	// series, sharing. The game-over panel shows it under the result.
	AfterGame(m *Messages) []app.UI
}

// Series is what the game screen shows of the series the game on the lanes belongs to.
type Series struct {
	Game, Of int             // the game on the lanes, of the series' games; 0: none
	Match    *domain.Match   // the league match it is bowled as, if any
	Records  []domain.Record // its finished games
	Recorded bool            // the game on the lanes has a record already (it was over)
}

// Game is the game on the lanes: the domain's game, whether its screen is up, what that screen
// shows, and its parts.
type Game struct {
	Host  Host
	Entry entry.Area       // the pad and the pin deck (package entry)
	Fix   entry.Correction // the correction dialog (package entry)
	Panel match.Panel      // a league match's teams, points and grid (package match)
	TV    tv.Link          // the TV button: a cast display, what its last press did (package tv)

	game         *domain.Game
	playing      bool // the game screen is shown (game may be kept for "back to the game" otherwise)
	view         View
	alert        i18n.Say // why the last input was refused (role="alert"); nil when none
	announcement string   // read out by screen readers after each ball
	followed     string   // the turn (name/frame) last scrolled into view
}

// View is everything the game screen shows, derived from the game once per change, so that
// Render and the rows do no domain work.
type View struct {
	Rows        []board.Row
	Current     string // the current player's name
	Frame       int
	Standing    int
	Over        bool
	Result      string // the winner(s), once the game is over
	FinalScores []string
	CanUndo     bool
	Turn        domain.Turn
	Format      string // the format's name, "" for the standard game (format.go)
	FormatHint  string // in no-tap, what makes a strike
}

// Wire makes l the host of its parts; run it once, before anything else.
func (l *Game) Wire() { l.Entry.Host, l.Fix.Host = l, l }

// Current returns the game on the lanes, and whether the game screen is up (not setup).
func (l *Game) Current() (*domain.Game, bool) { return l.game, l.playing }

// Shown says that the game screen is up, with a game on it.
func (l *Game) Shown() bool { return l.playing && l.game != nil }

// View returns what the game screen shows.
func (l *Game) View() *View { return &l.view }

// Alert is why the last input was refused, or another notice of the lanes; nil when none.
func (l *Game) Alert() i18n.Say { return l.alert }

// AlertWith shows s above the grid (or on setup); nil clears it.
func (l *Game) AlertWith(s i18n.Say) { l.alert = s }

// Announcement is what a screen reader says of the last change.
func (l *Game) Announcement() string { return l.announcement }

// Later runs f once the page shows the change (entry.Host).
func (l *Game) Later(ctx app.Context, f func(app.Context)) { l.Host.Later(ctx, f) }

// Messages returns the catalogue in use (entry.Host).
func (l *Game) Messages() *Messages { return l.Host.Messages() }

// TurnHidden says that the current frame may be out of view: the next change scrolls to it.
func (l *Game) TurnHidden() { l.followed = "" }

// Handlers: thin wrappers that run an action, then keep the focus and the current frame in
// view (focus.go).

// HandleRoll takes a pad button's board.ActionRoll.
func (l *Game) HandleRoll(ctx app.Context, a app.Action) {
	if pins, ok := a.Value.(int); ok {
		l.Throw(domain.Count(pins))
		l.Settle(ctx)
	}
}

func (l *Game) onUndo(ctx app.Context, e app.Event) {
	l.Undo()
	l.Settle(ctx)
}

func (l *Game) onNewGame(ctx app.Context, e app.Event) { l.Host.NewGame(ctx) }

// OnResume goes back to the game from setup.
func (l *Game) OnResume(ctx app.Context, e app.Event) {
	l.Resume()
	l.Settle(ctx)
}

// Act runs an action on the game in the four steps every action takes, in order:
//  1. guard: a window that has not caught up with another window's newer game refuses the
//     input (Host.Outdated) and shows that game;
//  2. domain: change applies the input to g and returns the players whose rows it changed
//     (none: there was nothing to change, and the action ends here) and what to announce; a
//     refusal (err) changes nothing, and refused words it;
//  3. commit: the game is saved, resting on the guard's read (so a ball costs one read and
//     one write of local storage), then history follows (Host.Commit);
//  4. derive: the views are derived once (Refresh), for the rows named; what that left of
//     the pending marks and dialog is then kept for a reload (SavePending), since a
//     derivation writes nothing.
//
// The pins marked on the deck were for the ball the action took, given or back, so they go.
func (l *Game) Act(change func(g *domain.Game) (rows []int, said string, err error), refused func(err error)) {
	if l.game == nil || l.Host.Outdated() {
		return
	}
	rows, said, err := change(l.game)
	if err != nil {
		refused(err)
		return
	}
	if len(rows) == 0 {
		return
	}
	l.alert, l.announcement = nil, said
	l.Entry.Unmark()
	l.Host.Commit(true)
	l.Refresh(rows...)
	l.SavePending()
}

// refuse shows why the game refused an input.
//
//go:noinline
func (l *Game) refuse(err error) {
	l.alert = func(m *Messages) string { return i18n.Refusal(m, err) }
}

// Throw throws ball d for the current player, and announces it.
func (l *Game) Throw(d domain.Delivery) {
	if !l.playing {
		return
	}
	l.Act(func(g *domain.Game) ([]int, string, error) {
		before := g.Turn()
		card, _ := g.Card(before.Player)
		if err := g.Throw(d); err != nil {
			return nil, "", err
		}
		after := g.Turn()
		return []int{before.Player, after.Player}, announceBall(l.Messages(), g, card, after), nil
	}, l.refuse)
}

// Enter throws a ball typed as a mark (a digit, X, /, -) on the keyboard or by a shortcut of
// the deck; the domain says whether the mark fits. With the deck shown, the ball is the pins
// it knocked down: every pin standing for a strike or a spare, none for a gutter.
func (l *Game) Enter(mark string) {
	if !l.playing || l.game == nil {
		return
	}
	pins, err := l.game.PinsFor(mark)
	if err != nil {
		l.refuse(err)
		return
	}
	d := domain.Count(pins)
	if l.Entry.DeckShown() {
		d = domain.Knocked(0)
		if pins > 0 {
			d = domain.Knocked(l.view.Turn.Pins)
		}
	}
	l.Throw(d)
}

// Undo takes back the last action: a ball, or a correction. A correction taken back can
// change any player's row, so the rows of the player it named are derived again too.
func (l *Game) Undo() {
	if !l.playing {
		return
	}
	l.Act(func(g *domain.Game) ([]int, string, error) {
		before := g.Turn()
		change, _ := g.LastChange()
		if err := g.Undo(); err != nil {
			return nil, "", err
		}
		after := g.Turn()
		return []int{before.Player, change.Ball.Player, after.Player}, announceUndo(l.Messages(), g, change, after), nil
	}, l.refuse)
}

// Begin shows and saves a fresh game: it needs no guard (it replaces whatever is stored) and
// no domain step, so it takes the action path from the commit on.
func (l *Game) Begin(g *domain.Game) {
	l.game, l.playing, l.alert = g, true, nil
	l.Fix.Reset()
	l.Entry.Unmark()
	t := g.Turn()
	l.announcement = l.Messages().NextUp.Say(g.Name(t.Player), t.Frame)
	l.Host.Commit(false)
	l.Refresh()
	l.SavePending()
}

// Adopt shows g, the game as stored, on the game screen when show is set, the game screen is
// up or there was no game; otherwise (the bowler went to setup from a game) it keeps it as
// the game to go back to. It reports whether the game screen shows it.
func (l *Game) Adopt(g *domain.Game, show bool) bool {
	show = show || l.playing || l.game == nil
	if show && !l.playing {
		l.alert = nil // an alert of the setup screen (a refused Start) is not about this game
	}
	l.game = g
	l.playing = l.playing || show
	l.Refresh()
	l.SavePending() // marks, or a dialog, that no longer fit the game adopted are gone
	return show
}

// Resume goes back from the setup screen to the game that was being played.
func (l *Game) Resume() {
	if l.game != nil {
		l.playing, l.alert = true, nil
		l.Refresh()
	}
}

// Leave goes to the setup screen (New game, or a card opened), and returns the game's
// players to set up again, if there is a game. The game stays saved until a new one starts,
// so a mistaken tap loses nothing ("back to the game").
func (l *Game) Leave() []string {
	l.alert, l.playing = nil, false
	if l.game == nil {
		return nil
	}
	return l.game.Names()
}

// InProgress says that there is a game on the lanes that is not over.
func (l *Game) InProgress() bool { return l.game != nil && !l.game.Over() }

// Refresh derives the game screen's view once per change. An action names the players whose
// rows it changed (a ball: the player whose turn it was and the player whose turn it is; an
// undo or a correction also the player whose ball it changed), and only their rows are
// derived again (board.Rows); with none named, or at the end of the game and when it is undone
// (the winners' rows change), every row is.
func (l *Game) Refresh(changed ...int) {
	g := l.game
	if g == nil {
		l.view = View{}
		return
	}
	m := l.Messages()
	t := g.Turn()
	if t.Over || l.view.Over {
		changed = nil
	}
	l.Entry.FitMarks(t)
	v := View{
		Rows:     board.Rows(g, t, l.view.Rows, changed, m),
		Current:  g.Name(t.Player),
		Frame:    t.Frame,
		Standing: t.Standing,
		Over:     t.Over,
		CanUndo:  g.Balls() > 0,
		Turn:     t,
	}
	s := l.Host.Series()
	said := l.Panel.Refresh(s.Match, s.Records, s.Game, g, s.Recorded, m)
	if f := g.Format(); f != (domain.Format{}) || l.Panel.Scotch() {
		v.Format = i18n.FormatName(m, f, l.Panel.Scotch())
		if f.NoTap != 0 {
			v.FormatHint = m.Formats.NoTapHint.Say(f.NoTap)
		}
	}
	if t.Over {
		v.FinalScores = finalScores(l.Panel.Cards(g))
		if v.Result = l.Panel.GameResult(m); v.Result == "" { // not a match's game: its winner
			v.Result = result(m, g)
		}
	}
	l.view = v
	l.announcement = l.Panel.Spoken(l.announcement) + said // and a game's points decided by this change
	l.Entry.Refresh(g, t, m)
	l.Fix.Refresh()
}

// Relabel derives the view again in the language just chosen: the switch is not a change to
// read out.
func (l *Game) Relabel() {
	l.announcement = ""
	l.Refresh()
}
