package stats

import (
	"strings"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// "Share leaves as picture": the pin map and the leaves of the bowler shown, as a PNG drawn
// by web/picture.js (tenpinLeaves), as a sheet's picture is (package share's picture.go) and for the same
// reason: the drawing's hundreds of canvas calls cost nothing in the wasm there.

// leavesPictureOf writes the leaves shown for tenpinLeaves, one line a thing, its fields
// separated by tabs: the title, the caption (bowler and games) and the heading; "M", the pin
// map's title and its definition; "P" and each pin's share as a percent (0 to 100), then the
// same shares as the language writes them; "H", the leaves' column heads; for each leave shown
// (the first ten, or all once "more" is open) "L",
// its pins as a number (bit n-1 for pin n), its name, 1 for a split else 0, how often left,
// converted, and its rate as the language writes it.
func leavesPictureOf(v *Screen, m *i18n.Messages) string {
	lm, r := &m.Leaves, &v.leaves
	var b strings.Builder
	write(&b, m.AppName+"\t"+m.StatsCaption(v.name, v.games)+"\t"+lm.Heading)
	write(&b, "\nM\t"+lm.PinMap+"\t"+lm.PinMapDef.Say(r.Racks)+"\nP")
	var shares [10]string
	for pin := 1; pin <= 10; pin++ {
		share, _ := r.Share(pin).Percent()
		write(&b, "\t"+itoa(share))
		shares[pin-1] = m.Percent.Say(share)
	}
	write(&b, "\t"+strings.Join(shares[:], "\t"))
	write(&b, "\nH\t"+lm.Leave+"\t"+lm.Left+"\t"+lm.Converted+"\t"+lm.Rate+"\t"+lm.Split)
	shown := r.Leaves
	if !v.leavesAll {
		shown = shown[:min(len(shown), leavesShown)] // as the screen shows them
	}
	for _, l := range shown {
		pct, _ := l.Percent()
		split := "0"
		if domain.IsSplit(l.Leave) {
			split = "1"
		}
		write(&b, "\nL\t"+itoa(int(l.Leave))+"\t"+l.Leave.String()+"\t"+split+"\t"+itoa(l.Count)+"\t"+itoa(l.Converted)+"\t"+m.Percent.Say(pct))
	}
	return b.String()
}

// shareLeaves draws the leaves shown and shares or downloads the PNG.
func (v *Screen) shareLeaves() {
	if v.leaves.Racks == 0 {
		v.Host.PictureFailed()
		return
	}
	v.Host.SendPicture("tenpinLeaves", leavesPictureOf(v, v.m), "tenpin-leaves-"+strings.ToLower(v.name)+".png")
}
