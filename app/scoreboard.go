package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// Scoreboard is the root component: the setup screen, then the game with its grid and pin
// pad, saved in the browser after every ball. It holds no rule of bowling: it hands every
// input to the domain and renders the domain's views.
type Scoreboard struct {
	app.Compo

	msg         *Messages
	embed       bool // ?embed=1: only the scoreboard, for an <iframe>
	mounted     bool // running in the browser (the prerendered page is not interactive)
	updateReady bool // a new version of the app is downloaded
	updates     int  // update notices received
	store       store
	keys        app.Func
	ui          app.Context // the root's context, from OnMount

	// Setup.
	entries []entry // the players on the setup screen, in turn order
	nextID  int     // the identity of the next entry

	// Game.
	game    *domain.Game
	playing bool // the game screen is shown (game may be kept for "back to the game" otherwise)
	view    gameView

	alert         string // why the last input was refused (role="alert"); "" when none
	restoreFailed bool   // the save could not be restored and was kept as a backup
	saveFailed    bool   // the browser refused to save
	announcement  string // read out by screen readers after each ball
	followed      string // the turn (name/frame) last scrolled into view
}

// gameView is everything the game screen shows, derived from the game once per change, so
// that Render and the rows do no domain work.
type gameView struct {
	rows        []playerRow
	pad         [11]padButton
	current     string // the current player's name
	frame       int
	standing    int
	over        bool
	result      string // the winner(s), once the game is over
	finalScores []string
	canUndo     bool
}

// messages returns the catalogue in use.
func (c *Scoreboard) messages() *Messages {
	if c.msg == nil {
		c.msg = &English
	}
	return c.msg
}

// OnPreRender runs on the server: it picks up ?embed=1 so that the prerendered page already
// has the right chrome.
func (c *Scoreboard) OnPreRender(ctx app.Context) {
	c.readURL(ctx)
}

// OnMount wires the browser: storage, the actions of the leaf widgets and the keyboard. It
// then restores the saved game, if any.
func (c *Scoreboard) OnMount(ctx app.Context) {
	c.mounted, c.ui = true, ctx
	c.msg = messagesFor(app.Window().Get("navigator").Get("language").String())
	c.readURL(ctx)
	ctx.Handle(actionRoll, c.handleRoll)
	ctx.Handle(actionName, c.handleName)
	ctx.Handle(actionRemove, c.handleRemove)
	c.keys = listenKeys(ctx, c.handleKey)
	c.restore(browserStore{})
	if c.playing {
		ctx.Defer(c.followTurn)
	}
}

// OnNav re-reads the URL (?embed=1).
func (c *Scoreboard) OnNav(ctx app.Context) {
	c.readURL(ctx)
}

// OnDismount releases the keyboard listener.
func (c *Scoreboard) OnDismount() {
	unlistenKeys(c.keys)
	c.keys = nil
}

// OnAppUpdate shows the "new version" banner. The app never reloads by itself: the bowler
// chooses when. On a first visit the service worker's own installation is reported as an
// update too (it claims the page it was not serving); that first notice is not a new version.
func (c *Scoreboard) OnAppUpdate(ctx app.Context) {
	c.updates++
	if c.updates == 1 && !servedByWorker() {
		return
	}
	c.updateReady = true
}

func (c *Scoreboard) readURL(ctx app.Context) {
	if u := ctx.Page().URL(); u != nil {
		c.embed = u.Query().Get("embed") == "1"
	}
}

// restore loads the saved game from s. A save that cannot be restored is kept under the
// backup key and reported; the bowler starts a new game.
func (c *Scoreboard) restore(s store) {
	c.store = s
	raw, ok, err := s.load(saveKey)
	if err != nil || !ok {
		return
	}
	g, err := domain.Restore([]byte(raw))
	if err != nil {
		if s.save(backupKey, raw) == nil {
			s.remove(saveKey)
		}
		c.restoreFailed = true
		return
	}
	c.game, c.playing = g, true
	c.setNames(g.Names())
	c.refresh()
}

// persist saves the game after every change.
func (c *Scoreboard) persist() {
	if c.store == nil || c.game == nil {
		return
	}
	data, err := json.Marshal(c.game)
	if err == nil {
		err = c.store.save(saveKey, string(data))
	}
	c.saveFailed = err != nil
}

// Setup.

// entry is one player on the setup screen.
type entry struct {
	id      int    // a stable identity: a removed player's field is not reused for the next one
	seed    string // the text the field starts with
	name    string // as entered; upper-cased once valid
	touched bool   // the player has typed in the field, so its problem is shown
}

// setNames fills the setup screen with names (from a game, or one empty player).
func (c *Scoreboard) setNames(names []string) {
	c.entries = c.entries[:0]
	for _, n := range names {
		c.nextID++
		c.entries = append(c.entries, entry{id: c.nextID, seed: n, name: n})
	}
}

// players returns the setup screen's players, one empty player on a fresh screen.
func (c *Scoreboard) players() []entry {
	if len(c.entries) == 0 {
		c.setNames([]string{""})
	}
	return c.entries
}

// names returns the names as entered.
func (c *Scoreboard) names() []string {
	names := make([]string, len(c.players()))
	for i, e := range c.entries {
		names[i] = e.name
	}
	return names
}

func (c *Scoreboard) setName(i int, text string) {
	if i < 0 || i >= len(c.players()) {
		return
	}
	if shown, err := domain.ParseName(text); err == nil {
		text = shown
	}
	c.entries[i].name, c.entries[i].touched = text, true
}

func (c *Scoreboard) addPlayer() {
	c.players()
	c.nextID++
	c.entries = append(c.entries, entry{id: c.nextID})
}

func (c *Scoreboard) removePlayer(i int) {
	if len(c.players()) <= 1 || i < 0 || i >= len(c.entries) {
		return
	}
	c.entries = append(c.entries[:i], c.entries[i+1:]...)
}

// nameProblem says why player i's name is refused, or "" when it is fine or untouched.
func (c *Scoreboard) nameProblem(i int) string {
	if !c.entries[i].touched {
		return ""
	}
	m := c.messages()
	switch check := domain.ExplainName(c.entries[i].name); check.Fault {
	case domain.NameEmpty:
		return m.NameEmpty
	case domain.NameNotLetter:
		return m.NameNotLetter(check.Char)
	case domain.NameLength:
		return m.NameLength(check.Letters)
	}
	return ""
}

// canStart reports whether every name is valid.
func (c *Scoreboard) canStart() bool {
	for _, e := range c.players() {
		if _, err := domain.ParseName(e.name); err != nil {
			return false
		}
	}
	return true
}

// start begins a game for the names on the setup screen.
func (c *Scoreboard) start() bool {
	g, err := domain.NewGame(c.names()...)
	if err != nil {
		for i := range c.entries {
			c.entries[i].touched = true
		}
		return false
	}
	c.begin(g)
	return true
}

// begin shows and saves a fresh game.
func (c *Scoreboard) begin(g *domain.Game) {
	c.game, c.playing = g, true
	c.restoreFailed, c.alert = false, ""
	c.announcement = c.messages().NextUp(g.Name(g.Current()), g.Frame())
	c.persist()
	c.refresh()
}

// resume goes back from the setup screen to the game that was being played.
func (c *Scoreboard) resume() {
	if c.game != nil {
		c.playing, c.alert = true, ""
		c.refresh()
	}
}

// Game.

// roll throws a ball for the current player, then saves and announces it.
func (c *Scoreboard) roll(pins int) {
	if !c.playing || c.game == nil {
		return
	}
	g := c.game
	thrower := g.Current()
	before, _ := g.Card(thrower)
	if err := g.Roll(pins); err != nil {
		c.alert = c.refusal(err, "")
		return
	}
	c.alert = ""
	c.persist()
	c.announcement = c.announceBall(before)
	c.refreshPlayers(thrower, g.Current())
}

// enter throws a ball typed as a mark on the keyboard.
func (c *Scoreboard) enter(mark string) {
	if !c.playing || c.game == nil {
		return
	}
	pins, err := c.game.PinsFor(mark)
	if err != nil {
		c.alert = c.refusal(err, mark)
		return
	}
	c.roll(pins)
}

// undo takes back the last ball.
func (c *Scoreboard) undo() {
	if !c.playing || c.game == nil {
		return
	}
	g := c.game
	was := g.Current()
	if err := g.Undo(); err != nil {
		c.alert = c.refusal(err, "")
		return
	}
	c.alert = ""
	c.persist()
	c.announcement = c.messages().Undone(g.Name(g.Current()), g.Frame())
	c.refreshPlayers(was, g.Current())
}

// newGame goes back to the setup screen with the same players. The game stays saved until a
// new one starts, so a mistaken tap loses nothing ("back to the game").
func (c *Scoreboard) newGame() {
	c.restoreFailed, c.alert, c.playing = false, "", false
	if c.game != nil {
		c.setNames(c.game.Names())
	}
}

// rematch starts a new game with the same players.
func (c *Scoreboard) rematch() {
	if c.game == nil {
		return
	}
	g, err := domain.NewGame(c.game.Names()...)
	if err != nil {
		return // the names come from a game, so they are valid
	}
	c.begin(g)
}

// refusal turns a refused input into the catalogue's words, never a Go error string.
func (c *Scoreboard) refusal(err error, mark string) string {
	m := c.messages()
	switch {
	case errors.Is(err, domain.ErrGameOver):
		return m.GameIsOver
	case errors.Is(err, domain.ErrNothingToUndo):
		return m.NothingToUndo
	case errors.Is(err, domain.ErrInvalidPins) && (mark == "x" || mark == "X"):
		return m.StrikeNeedsFullRack
	case errors.Is(err, domain.ErrInvalidPins) && mark == "/":
		return m.SpareNeedsBall
	}
	return m.TooManyPins(c.game.PinsStanding())
}

// announceBall describes the ball just thrown, what is left, and every total it determined.
func (c *Scoreboard) announceBall(before domain.Card) string {
	m, g := c.messages(), c.game
	last, ok := g.Last()
	if !ok {
		return ""
	}
	name := g.Name(last.Player)
	parts := []string{m.Ball(name, last.Frame, last.Mark, last.Pins)}
	after, _ := g.Card(last.Player)
	for i, f := range after.Frames {
		if f.Determined && !before.Frames[i].Determined {
			parts = append(parts, m.FrameTotal(name, f.Number, f.Total))
		}
	}
	switch {
	case g.Over():
		parts = append(parts, m.GameOver+".", c.result())
	case g.Current() == last.Player && g.Frame() == last.Frame:
		parts = append(parts, m.Standing(g.PinsStanding()))
	default:
		parts = append(parts, m.NextUp(g.Name(g.Current()), g.Frame()))
	}
	return strings.Join(parts, " ")
}

// result names the winner, or the players who tie, once the game is over.
func (c *Scoreboard) result() string {
	m, g := c.messages(), c.game
	winners := g.Winners()
	if len(winners) == 0 {
		return ""
	}
	score, _ := g.Score(winners[0])
	if len(winners) == 1 {
		return m.Winner(g.Name(winners[0]), score)
	}
	names := make([]string, len(winners))
	for i, p := range winners {
		names[i] = g.Name(p)
	}
	return m.Tie(names, score)
}

// refresh derives the game screen's view from the whole game.
func (c *Scoreboard) refresh() { c.refreshPlayers() }

// refreshPlayers derives the game screen's view once per change. Only the rows of the given
// players are derived again (a ball or an undo changes the rows of the player whose turn it
// was and of the player whose turn it is); with none given, or at the end of the game, all
// are. A 30-player grid thus costs one or two cards per ball, not thirty.
func (c *Scoreboard) refreshPlayers(changed ...int) {
	g, m := c.game, c.messages()
	if g == nil {
		c.view = gameView{}
		return
	}
	cur, frame, over, standing := g.Current(), g.Frame(), g.Over(), g.PinsStanding()
	v := gameView{
		rows:     c.view.rows,
		current:  g.Name(cur),
		frame:    frame,
		standing: standing,
		over:     over,
		canUndo:  g.Balls() > 0,
	}
	if len(changed) == 0 || over || c.view.over || len(v.rows) != g.Players() {
		v.rows = make([]playerRow, g.Players())
		changed = make([]int, g.Players())
		for p := range changed {
			changed[p] = p
		}
	}
	winner := make(map[int]bool)
	for _, p := range g.Winners() {
		winner[p] = true
	}
	for _, p := range changed {
		card, err := g.Card(p)
		if err != nil {
			continue
		}
		r := playerRow{Player: p, Name: card.Name, Total: card.Total, Current: !over && p == cur, Winner: winner[p]}
		for i, f := range card.Frames {
			r.Frames[i] = newFrameView(f, r.Current && f.Number == frame)
		}
		v.rows[p] = r
	}
	if over {
		v.finalScores = finalScores(g.Cards())
		v.result = c.result()
	}
	for n := range v.pad {
		b := padButton{Pins: n, Disabled: over || n > standing}
		if !b.Disabled {
			b.Mark, _ = g.MarkFor(n)
			if b.Mark == strconv.Itoa(n) {
				b.Mark = ""
			}
		}
		b.Label = m.PinsButton(n, b.Mark)
		v.pad[n] = b
	}
	c.view = v
}

// finalScores lists the players from the highest score down (ties in turn order).
func finalScores(cards []domain.Card) []string {
	order := make([]int, len(cards))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return cards[order[a]].Total > cards[order[b]].Total })
	out := make([]string, len(cards))
	for i, p := range order {
		out[i] = fmt.Sprintf("%s %d", cards[p].Name, cards[p].Total)
	}
	return out
}

// Handlers: thin wrappers that run a change, then keep the focus and the current frame in view.

func (c *Scoreboard) handleRoll(ctx app.Context, a app.Action) {
	if pins, ok := a.Value.(int); ok {
		c.roll(pins)
		c.later(ctx, c.followTurn)
	}
}

func (c *Scoreboard) handleKey(ctx app.Context, k keyCommand) {
	if !c.playing {
		return
	}
	if k.undo {
		c.undo()
	} else {
		c.enter(k.mark)
	}
	c.later(ctx, c.followTurn)
}

func (c *Scoreboard) handleName(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(nameInput); ok {
		c.setName(in.Index, in.Text)
	}
}

func (c *Scoreboard) handleRemove(ctx app.Context, a app.Action) {
	if i, ok := a.Value.(int); ok {
		c.removePlayer(i)
		c.later(ctx, func(app.Context) {
			keepFocus(fmt.Sprintf(`#player-name-%d`, min(i, len(c.entries)-1)))
		})
	}
}

func (c *Scoreboard) onAddPlayer(ctx app.Context, e app.Event) {
	c.addPlayer()
	c.later(ctx, func(app.Context) { focus(fmt.Sprintf(`#player-name-%d`, len(c.entries)-1)) })
}

func (c *Scoreboard) onStart(ctx app.Context, e app.Event) {
	e.PreventDefault() // the setup form must not submit the page
	if c.start() {
		c.later(ctx, c.followTurn)
	}
}

func (c *Scoreboard) onResume(ctx app.Context, e app.Event) {
	c.resume()
	c.later(ctx, c.followTurn)
}

func (c *Scoreboard) onUndo(ctx app.Context, e app.Event) {
	c.undo()
	c.later(ctx, c.followTurn)
}

func (c *Scoreboard) onNewGame(ctx app.Context, e app.Event) {
	c.newGame()
	c.later(ctx, func(app.Context) { focus(`#player-name-0`) })
}

func (c *Scoreboard) onRematch(ctx app.Context, e app.Event) {
	c.rematch()
	c.later(ctx, c.followTurn)
}

func (c *Scoreboard) onReload(ctx app.Context, e app.Event) {
	c.persist()
	ctx.Reload()
}

// later runs f once the DOM shows the change. It defers on the root's context: the element
// that handled the event (Start, New game, Rematch) may be gone by then, and go-app drops
// deferred work whose element is no longer mounted.
func (c *Scoreboard) later(ctx app.Context, f func(app.Context)) {
	if c.ui.Context == nil {
		ctx.Defer(f)
		return
	}
	c.ui.Defer(f)
}

// followTurn runs after an update of the game screen: it keeps the keyboard focus on the pad
// (or on Rematch once the game is over) and the current frame in view.
func (c *Scoreboard) followTurn(ctx app.Context) {
	if !c.playing {
		return
	}
	if c.view.over {
		keepFocus(`[data-testid="rematch"]`)
		return
	}
	keepFocus(fmt.Sprintf(`button[data-pins="%d"]`, c.view.standing))
	// Scrolling makes the browser lay the grid out at once, so only when the turn moved.
	if turn := fmt.Sprintf("%s/%d", c.view.current, c.view.frame); turn != c.followed {
		c.followed = turn
		scrollIntoView(`td.frame.current`)
	}
}
