package board

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The grid's frame cell: a frame's ball boxes (each a button that opens its correction) and its
// running total below, from a FrameView (grid.go).

// Cell is one frame of one player: the ball boxes and, below, the running total. The
// marks element's text is exactly the joined marks ("8|/"): the separators are in it but
// hidden, so that tests read the marks and the boxes show them.
type Cell struct {
	_ noCompare
	app.Compo

	Player int    // 0-based
	Frame  int    // 1..10
	Name   string // the player's
	View   FrameView
	Leave  domain.Pins    // the pins still standing, shown in the current frame when not 0
	Msg    *i18n.Messages // nil for English
	Locked bool           // the boxes only show their ball: no correction from here
	Bowler string         // in a game of team lines, who bowled the frame (Baker: its bowler; Scotch: each ball's)
}

func (f *Cell) Render() app.UI {
	v, m := f.View, f.Msg
	if m == nil {
		m = &i18n.English
	}
	// A box with no ball yet is an empty outline. The first and the last box of the frame,
	// when empty, are drawn by the stylesheet (the marks' ::before and ::after, classes
	// blank-first and blank-last), not as elements: most of a grid's boxes are empty, and a
	// row builds, compares and mounts that many elements fewer (the browser still lays the
	// boxes out). Only the tenth frame's middle box, empty with the last, stays an element.
	n, first := int(v.NBoxes), 0
	blankFirst := v.Boxes[0].Ball == 0
	if blankFirst {
		first = 1
	}
	blankLast := n > first && v.Boxes[n-1].Ball == 0
	if blankLast {
		n--
	}
	marks := make([]app.UI, 0, 2*n)
	written := false
	for i := first; i < n; i++ {
		b := v.Boxes[i]
		if b.Ball > 0 && written {
			marks = append(marks, markup.ElText("span", "|", "class", "sep", "aria-hidden", "true"))
		}
		written = written || b.Ball > 0
		if b.Ball == 0 {
			marks = append(marks, markup.ElText("span", "", "class", "box"))
			continue
		}
		if b.Given {
			// Nobody threw it, so there is nothing to correct: an image of a strike, named
			// as given (its text stays the mark, X).
			marks = append(marks, markup.ElText("span", b.Mark, "class", "box ball given", "role", "img",
				"aria-label", m.Formats.Given(f.Frame), "data-testid", "ball", "data-ball", "1",
				"data-given", "true", "data-split", "false", "data-foul", "false"))
			continue
		}
		tag, label := "button", ""
		if !f.Locked {
			label = m.CorrectBall(f.Name, f.Frame, int(b.Ball), b.Mark, int(b.Pins), b.Left.String())
		} else {
			tag = "span"
		}
		box := markup.Tag(tag, "type", markup.When(!f.Locked, "button"),
			"class", markup.Classes("box ball", markup.Is("split", b.Split), markup.Is("foul", b.Foul)),
			"data-testid", "ball", "data-ball", markup.Itoa(int(b.Ball)),
			"data-split", markup.Flag(b.Split), "data-foul", markup.Flag(b.Foul), "aria-label", label)
		if !f.Locked {
			box = box.On("click", f.onBall)
		}
		marks = append(marks, box.Text(b.Mark))
	}
	var leave, bowler app.UI
	if f.Bowler != "" {
		bowler = markup.ElText("span", f.Bowler, "class", "frame-bowler", "data-testid", "frame-bowler")
	}
	if f.Leave != 0 {
		pins := f.Leave.String()
		leave = markup.Tag("span", "class", "leave").Body(
			markup.ElText("span", m.Leave.Say(pins), "class", "visually-hidden"),
			markup.ElText("span", pins, "aria-hidden", "true"),
		)
	}
	return markup.Tag("td", "class", markup.Classes("frame", markup.Is("current", v.Current), markup.Is("tenth", v.NBoxes == 3)),
		"data-testid", "frame", "data-player", markup.Itoa(f.Player), "data-frame", markup.Itoa(f.Frame),
		"aria-current", markup.When(v.Current, "true")).Body(
		markup.Tag("span", "class", markup.Classes("marks", markup.Is("blank-first", blankFirst), markup.Is("blank-last", blankLast)), "data-testid", "marks").Body(marks...),
		markup.ElText("span", v.Cumulative, "class", "cumulative", "data-testid", "cumulative"),
		leave,
		bowler,
	)
}

// onBall asks for the correction dialog of the ball whose box was tapped. The box's place in
// the frame is read from the element, so that the handler holds no per-box data; the event
// has been dispatched by now, so its target is read rather than its currentTarget.
func (f *Cell) onBall(ctx app.Context, e app.Event) {
	box := e.Get("target").Call("closest", "[data-ball]")
	if !box.Truthy() {
		return
	}
	ball, err := strconv.Atoi(box.Get("dataset").Get("ball").String())
	if err != nil {
		return
	}
	ctx.NewActionWithValue(ActionOpenFix, BallRef{Player: f.Player, Frame: f.Frame, Ball: ball})
}
