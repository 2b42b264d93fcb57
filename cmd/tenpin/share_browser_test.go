//go:build browser

package main

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// usePad switches the entry back from the pin deck to the count pad.
func (p *tab) usePad() {
	p.t.Helper()
	if evaluate[bool](p, `document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`) {
		p.click(`[data-testid="entry-mode"]`)
	}
	p.wait(`document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") !== "true"`)
}

// sharedFrames reads every frame cell of the sheets on the page, grid by grid: for each
// cell its player, frame, marks, running total, and its split and foul boxes' marks.
const sharedFrames = `[...document.querySelectorAll('.shared-sheet .grid-area table.grid')].map((g) =>
  [...g.querySelectorAll('[data-testid="frame"]')].map((f) => [f.dataset.player, f.dataset.frame,
    f.querySelector('[data-testid="marks"]').textContent, f.querySelector('[data-testid="cumulative"]').textContent,
    [...f.querySelectorAll('[data-split="true"]')].map((b) => b.textContent).join(","),
    [...f.querySelectorAll('[data-foul="true"]')].map((b) => b.textContent).join(",")]))`

// wantFrames is sharedFrames for the games g.
func wantFrames(games []*domain.Game) [][][6]string {
	var out [][][6]string
	for _, g := range games {
		var cells [][6]string
		for p, c := range g.Cards() {
			for _, f := range c.Frames {
				cum := ""
				if f.Determined {
					cum = strconv.Itoa(f.Total)
				}
				var splits, fouls []string
				for _, b := range f.Deliveries {
					if b.Split {
						splits = append(splits, b.Mark)
					}
					if b.Foul {
						fouls = append(fouls, b.Mark)
					}
				}
				cells = append(cells, [6]string{strconv.Itoa(p), strconv.Itoa(f.Number), f.Marks, cum,
					strings.Join(splits, ","), strings.Join(fouls, ",")})
			}
		}
		out = append(out, cells)
	}
	return out
}

// readQR rasterizes the page's QR code (its SVG path of squares) and decodes it with gozxing.
func readQR(t *testing.T, p *tab) string {
	t.Helper()
	svg := evaluate[[]string](p, `(() => { const s = document.querySelector('[data-testid="share-qr"]');
  return [s.getAttribute("viewBox"), s.querySelector("path").getAttribute("d")]; })()`)
	var n int
	if _, err := fmt.Sscanf(svg[0], "0 0 %d", &n); err != nil {
		t.Fatalf("viewBox %q: %v", svg[0], err)
	}
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(svg[1], -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		for dx := 0; dx < w*scale; dx++ {
			for dy := 0; dy < scale; dy++ {
				img.SetGray(x*scale+dx, y*scale+dy, color.Gray{})
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("the page's QR code does not decode: %v", err)
	}
	return res.GetText()
}

// The picture's layout (app/share/picture.go): 1200 pixels wide; 96 for the title and 32 under
// the last game; each game 56 for its title, 36 for the frame numbers and 72 a bowler.
func pictureHeight(games, bowlers int) int { return 96 + 32 + games*(56+36+72*bowlers) }

// TestShareSheet shares a 3-game series of 4 with pins, a split and a foul: the link holds
// every ball, the QR code on the page decodes to the link, the picture is a PNG of the
// expected size; a fresh browser that visited the app once opens the link with the server
// stopped, finds every total, mark, split and foul, and keeps the games in its history once.
func TestShareSheet(t *testing.T) {
	base, stop := startServer(t)
	p := newTab(t)
	p.viewport(768, 1024)
	p.open(base)
	s, err := domain.NewSeries(3, domain.KeepOrder, seriesNames...)
	if err != nil {
		t.Fatal(err)
	}
	g := p.startSeries(3, seriesNames...)
	p.useDeck()
	for i, d := range []domain.Delivery{
		domain.Knocked(domain.AllPins &^ domain.PinsOf(7, 10)), domain.Knocked(domain.PinsOf(7, 10)), // PJS: the 7-10 split, converted
		domain.Fouled(), domain.Knocked(domain.PinsOf(1, 2, 3, 4, 5)), // KYJ: a foul, then five
		domain.Knocked(domain.AllPins),                                                                 // ABC: a strike
		domain.Knocked(domain.AllPins &^ domain.PinsOf(4, 6, 7, 10)), domain.Knocked(domain.PinsOf(6)), // DEF: the 4-6-7-10 split, one more
	} {
		p.deckBall(g, d, fmt.Sprintf("deck ball %d", i+1))
	}
	p.usePad()
	var games []*domain.Game
	for n := 1; n <= 3; n++ {
		if n > 1 {
			g = p.nextGame(s, n)
		}
		p.play(g, rest(t, g, uint64(40+n)))
		games = append(games, g)
	}

	p.show("series")
	p.wait(`document.querySelector('[data-testid="share-link"]')`)
	link := evaluate[string](p, `document.querySelector('[data-testid="share-link"]').value`)
	text, ok := strings.CutPrefix(link, base+"#sheet=")
	if !ok {
		t.Fatalf("share link %q is not the app's address with #sheet=", link)
	}
	t.Logf("share link: %d characters", len(link))
	recs, err := domain.DecodeSheet(text)
	if err != nil || len(recs) != 3 {
		t.Fatalf("DecodeSheet(link) = %d records, %v", len(recs), err)
	}
	for i, r := range recs {
		got, _ := r.Game()
		a, _ := got.MarshalJSON()
		b, _ := games[i].MarshalJSON()
		if !bytes.Equal(a, b) {
			t.Errorf("the link's game %d is %s, want %s", i+1, a, b)
		}
	}
	if got := readQR(t, p); got != link {
		t.Errorf("the QR code reads %q, want the link %q", got, link)
	}
	p.checkAxe("series sheet with the share panel")
	p.screenshot("share-panel-768x1024")

	dir := p.downloads()
	p.click(`[data-testid="share-picture"]`)
	data, err := os.ReadFile(p.waitDownload(dir))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the picture is not a PNG: %v", err)
	}
	if want := pictureHeight(3, len(seriesNames)); cfg.Width != 1200 || cfg.Height != want {
		t.Errorf("the picture is %d×%d, want 1200×%d", cfg.Width, cfg.Height, want)
	}
	if dir := os.Getenv("TENPIN_SCREENSHOTS"); dir != "" {
		_ = os.WriteFile(dir+"/share-picture.png", data, 0o644)
	}

	// Another bowler's phone: a fresh profile that opened the app once, then no server.
	q := newTab(t)
	q.viewport(390, 844)
	q.open(base)
	q.waitWorker()
	stop()
	q.navigate("about:blank")
	q.open(link) // a new load, from the service worker's cache
	q.wait(`document.querySelector('.shared-sheet [data-testid="keep-shared"]')`)
	got := evaluate[[][][6]string](q, sharedFrames)
	want := wantFrames(games)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the opened link shows\n%v\nwant\n%v", got, want)
	}
	q.checkAxe("opened share link")
	q.screenshot("share-opened-390x844")
	if ids := q.storedIDs(); len(ids) != 0 {
		t.Errorf("opening the link stored %d games before Keep", len(ids))
	}
	q.click(`[data-testid="keep-shared"]`) // at once: a Keep while history is read waits for it
	q.wait(fmt.Sprintf(`document.querySelector('.night-status').textContent === %q`, i18n.English.ImportReport(3, 0, 0)))
	q.click(`[data-testid="keep-shared"]`) // a second Keep adds nothing
	q.wait(fmt.Sprintf(`document.querySelector('.night-status').textContent === %q`, i18n.English.ImportReport(0, 3, 0)))
	if ids := q.storedIDs(); len(ids) != 3 {
		t.Errorf("after Keep twice history holds %d games, want 3", len(ids))
	}
}

// TestShareLinkRefused opens a damaged link and a link from a newer version (its version
// byte one past domain.LinkVersion): each says so plainly and stores nothing.
func TestShareLinkRefused(t *testing.T) {
	p, base := openApp(t, 1024, 768)
	newer := base64.RawURLEncoding.EncodeToString([]byte{domain.LinkVersion + 1, 0, 0, 0, 0})
	for _, tt := range []struct{ name, text, want string }{
		{"damaged", "AQIDBAUGBwgJ", "damaged"},
		{"newer", newer, "newer version"},
	} {
		p.navigate(base + "#sheet=" + tt.text)
		p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="link-problem"]') || {textContent: ""}).textContent.includes(%q)`, tt.want))
		if evaluate[bool](p, `!!document.querySelector('[data-testid="keep-shared"]')`) {
			t.Errorf("%s link: Keep is offered", tt.name)
		}
	}
	if ids := p.storedIDs(); len(ids) != 0 {
		t.Errorf("refused links stored %d games", len(ids))
	}
}

// TestShareInEachLanguage opens a link and a game of history's share panel in Spanish and
// Korean: every word is the language's, and the panel's code still reads as the link.
func TestShareInEachLanguage(t *testing.T) {
	p, base := openApp(t, 768, 1024)
	s, err := domain.NewSeries(1, domain.KeepOrder, "PJS", "KYJ")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Start(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []domain.Delivery{domain.Knocked(domain.AllPins &^ domain.PinsOf(7, 10)), domain.Fouled()} {
		if err := g.Throw(d); err != nil {
			t.Fatal(err)
		}
	}
	for !g.Over() {
		if err := g.Roll(min(4, g.PinsStanding())); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := s.Record(1, g, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeSheet([]domain.Record{rec})
	if err != nil {
		t.Fatal(err)
	}
	p.seedHistory([]domain.Record{rec})
	for _, tag := range []string{"es", "ko"} {
		m := i18n.Catalogue(tag)
		p.navigate(base)
		p.waitLive()
		p.chooseLanguage(tag)
		p.show("history")
		p.click(`[data-act="open-game"]`)
		p.wait(fmt.Sprintf(`(document.getElementById("share-heading") || {}).textContent === %q`, m.ShareHeading))
		if got := readQR(t, p); got != base+"#sheet="+text {
			t.Errorf("%s: the history game's code reads %q, want its link", tag, got)
		}
		if got := p.text(`[data-testid="share-picture"]`); got != m.SharePicture {
			t.Errorf("%s: the picture button says %q, want %q", tag, got, m.SharePicture)
		}
		p.checkAxe(tag + " share panel")
		p.screenshot("share-panel-" + tag)

		p.navigate(base + "#sheet=" + text)
		p.wait(fmt.Sprintf(`(document.getElementById("sheet-heading") || {}).textContent === %q`, m.SharedSheetHeading))
		if got := p.text(`[data-testid="keep-shared"]`); got != m.KeepShared {
			t.Errorf("%s: Keep says %q, want %q", tag, got, m.KeepShared)
		}
		if words := p.foreignWords(&i18n.English, m); len(words) > 0 {
			t.Errorf("%s: the opened link shows English words %q", tag, words)
		}
		p.checkAxe(tag + " opened link")
		p.screenshot("share-opened-" + tag)
	}
}

// TestShareLongSeries shares a series too long for one comfortable code (20 games of 10):
// the panel shows one code per game, and each reads as that game's own link.
func TestShareLongSeries(t *testing.T) {
	p, base := openApp(t, 768, 1024)
	s, err := domain.NewSeries(domain.MaxSeriesGames, domain.KeepOrder, "AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH", "III", "JJJ")
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for n := 1; n <= s.Games; n++ {
		g, err := s.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			standing, _ := g.Standing()
			if err := g.RollPins(standing &^ domain.PinsOf(10)); err != nil {
				if err := g.Roll(g.PinsStanding()); err != nil {
					t.Fatal(err)
				}
			}
		}
		r, err := s.Record(n, g, time.Now().Add(time.Duration(n)*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	p.seedHistory(recs)
	p.show("history")
	p.click(`[data-act="open-series"]`)
	p.wait(`document.querySelectorAll('[data-testid="share-qr"]').length === 20`)
	first, err := domain.EncodeSheet(recs[:1])
	if err != nil {
		t.Fatal(err)
	}
	if got := readQR(t, p); got != base+"#sheet="+first {
		t.Errorf("the first code reads %q, want game 1's link", got)
	}
	p.checkAxe("a long series' codes")
	p.screenshot("share-long-series-768x1024")
}

// TestShareLinkInTheEmbed opens a link inside the embed (?embed=1): the sheet shows there too.
func TestShareLinkInTheEmbed(t *testing.T) {
	p, base := openApp(t, 768, 1024)
	s, err := domain.NewSeries(1, domain.KeepOrder, "PJS")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Start(1)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		if err := g.Roll(min(7, g.PinsStanding())); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := s.Record(1, g, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeSheet([]domain.Record{rec})
	if err != nil {
		t.Fatal(err)
	}
	p.open(base + "?embed=1#sheet=" + text)
	p.wait(`document.querySelector('.tenpin.embed .shared-sheet [data-testid="keep-shared"]')`)
	if got := evaluate[string](p, `document.querySelector('.shared-sheet [data-testid="total"]').textContent`); got != strconv.Itoa(rec.Scores()[0]) {
		t.Errorf("the embed's sheet shows a total of %q, want %d", got, rec.Scores()[0])
	}
	p.screenshot("share-opened-embed")
}

// TestShareMatchLink opens the link of a league match: the sheet shows the match as history
// does, its teams' series and points as the domain scores them.
func TestShareMatchLink(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(moduleDir, "domain", "testdata", "history-v2.json"))
	if err != nil {
		t.Fatal(err)
	}
	all, err := domain.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	var match []domain.Record
	for _, r := range all {
		if mt, ok := r.Match(); ok && !mt.League.Baker && (len(match) == 0 || match[0].Series().ID == r.Series().ID) {
			match = append(match, r)
		}
	}
	res, err := domain.MatchOf(match)
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeSheet(match)
	if err != nil {
		t.Fatal(err)
	}
	p, base := openApp(t, 768, 1024)
	p.open(base + "#sheet=" + text)
	p.wait(`document.querySelector('.shared-sheet [data-testid="match-sheet"]')`)
	for tm := range 2 {
		got := evaluate[string](p, fmt.Sprintf(`document.querySelector('.shared-sheet [data-testid="match-points"][data-team="%d"]').textContent`, tm))
		if want := halves(res.Score.Points[tm]); got != want {
			t.Errorf("team %d's points = %q, want %q", tm, got, want)
		}
	}
	p.checkAxe("an opened match link")
	p.screenshot("share-opened-match")
}
