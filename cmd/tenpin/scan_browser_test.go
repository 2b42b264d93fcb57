//go:build browser

// Scanning inside the app (season.md): the Scan panel reads a code with a camera (Chromium's
// fake camera playing a video of a code drawn by our own encoder), from a picture file and
// from a pasted link, opens our links as if followed and refuses anything else; the camera
// is asked for only on Scan and stopped when the scan ends or the screen changes; without
// the camera the message says why and the other ways still work.
package main

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/app/qr"
	"tenpin/domain"
)

// qrImage draws text's code, scale pixels a module with a quiet zone of 4 modules, centred on
// a white w×h image (0 for the code's own size).
func qrImage(t testing.TB, text string, scale, w, h int) *image.Gray {
	t.Helper()
	c, err := qr.Encode(text, qr.Low)
	if err != nil {
		t.Fatal(err)
	}
	side := (c.Size() + 8) * scale
	w, h = max(w, side), max(h, side)
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	x0, y0 := (w-side)/2+4*scale, (h-side)/2+4*scale
	for y := range h {
		for x := range w {
			mx, my := (x-x0)/scale, (y-y0)/scale
			if x >= x0 && y >= y0 && c.Dark(mx, my) {
				img.Pix[y*img.Stride+x] = 0
			}
		}
	}
	return img
}

// qrPNG is text's code as a PNG file's bytes, as a screenshot of a share panel would hold it.
func qrPNG(t testing.TB, text string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, qrImage(t, text, 6, 0, 0)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// qrVideo writes a video for Chromium's fake camera (Y4M, 4:2:0): a few frames of text's code,
// black modules on white with grey chroma; with text "" a plain grey picture with no code.
func qrVideo(t testing.TB, text string) string {
	t.Helper()
	const w, h = 640, 480
	y := bytes.Repeat([]byte{160}, w*h)
	if text != "" {
		scale := 480 / (mustQR(t, text).Size() + 8)
		y = qrImage(t, text, scale, w, h).Pix
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "YUV4MPEG2 W%d H%d F10:1 Ip A1:1 C420jpeg\n", w, h)
	for range 5 {
		buf.WriteString("FRAME\n")
		buf.Write(y)
		buf.Write(bytes.Repeat([]byte{128}, w*h/2)) // U and V planes, a quarter each
	}
	path := filepath.Join(t.TempDir(), "code.y4m")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func mustQR(t testing.TB, text string) *qr.Code {
	t.Helper()
	c, err := qr.Encode(text, qr.Low)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// sheetLink is the share link, at base, of a finished one-game series of PJS.
func sheetLink(t testing.TB, base string) string {
	t.Helper()
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
	return base + "#sheet=" + text
}

// cardLink is the match card link, at base, of week 1's first match of a league of four teams.
func cardLink(t testing.TB, base string) string {
	t.Helper()
	league, err := domain.NewSeason("Tuesday Doubles", domain.DefaultSeasonSettings(), []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"})
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"ANN", "TOM", "BOB", "KIM", "LEE", "MAY", "NED", "OLA"} {
		if err := league.SetBowler(domain.Bowler{Name: name, Entering: 150 + i*5}); err != nil {
			t.Fatal(err)
		}
		if err := league.ChangeRoster(domain.RosterChange{Week: 0, Bowler: name, Team: i / 2}); err != nil {
			t.Fatal(err)
		}
	}
	card, err := league.Card(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeCard(card)
	if err != nil {
		t.Fatal(err)
	}
	return base + "#match=" + text
}

// trackHook keeps every stream the page's getUserMedia hands out, so that a test can tell
// whether any of their tracks is still live.
const trackHook = `(() => {
  window.__scanStreams = [];
  const md = navigator.mediaDevices;
  if (!md || !md.getUserMedia) return;
  const gum = md.getUserMedia.bind(md);
  md.getUserMedia = async (c) => { window.__scanAsked = (window.__scanAsked || 0) + 1; const s = await gum(c); window.__scanStreams.push(s); return s; };
})();`

// liveTracks counts the camera's tracks still live.
const liveTracks = `window.__scanStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === "live").length`

// detectorStub stands in for the browser's BarcodeDetector (desktop Linux Chromium has none):
// it reads window.__scanCode in any frame once a test sets it, and nothing before.
const detectorStub = `window.BarcodeDetector = class {
  constructor(o) { window.__detectorFormats = o && o.formats; }
  static async getSupportedFormats() { return ["qr_code", "ean_13"]; }
  async detect(src) { window.__detected = (window.__detected || 0) + 1; return window.__scanCode ? [{ rawValue: window.__scanCode, format: "qr_code" }] : []; }
};`

// cameraFlags start Chromium with a fake camera playing video, allowed without asking.
func cameraFlags(video string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("use-fake-device-for-media-stream", true),
		chromedp.Flag("use-fake-ui-for-media-stream", true),
		chromedp.Flag("use-file-for-fake-video-capture", video),
	}
}

// openScan taps Scan and waits for its panel.
func (p *tab) openScan() {
	p.t.Helper()
	p.click(`[data-testid="scan"]`)
	p.wait(`document.querySelector('[data-testid="scan-panel"]') && document.querySelector('[data-testid="scan"]').getAttribute("aria-expanded") === "true"`)
}

// scanProblem is the text of the panel's alert, "" when none.
const scanProblem = `(document.querySelector('[data-testid="scan-problem"]') || {textContent: ""}).textContent`

// TestScanCamera reads a sheet link's code from Chromium's fake camera with jsQR (no
// BarcodeDetector here): nothing of scanning loads before Scan, the camera is asked for once,
// the sheet opens read-only with Keep, and every track is stopped.
func TestScanCamera(t *testing.T) {
	base, _ := startServer(t)
	link := sheetLink(t, base)
	p := &tab{t: t, ctx: newBrowser(t, cameraFlags(qrVideo(t, link))...)}
	p.beforeLoad(trackHook)
	p.viewport(1024, 900)
	p.open(base)
	p.wait(`document.querySelector('[data-testid="scan"]')`)
	if got := evaluate[string](p, `[typeof window.tenpinScan, typeof window.jsQR, "BarcodeDetector" in window, window.__scanAsked || 0,
	  performance.getEntriesByType("resource").some((r) => /scan\.js|jsqr/.test(r.name))].join()`); got != "undefined,undefined,false,0,false" {
		t.Fatalf("before Scan: scan.js, jsQR, BarcodeDetector, camera asked, fetched = %s, want nothing loaded or asked", got)
	}
	start := time.Now()
	p.openScan()
	p.wait(`location.hash.startsWith("#sheet=") && document.querySelector('[data-testid="keep-shared"]')`)
	t.Logf("camera to an opened sheet (Chromium, jsQR, camera start included): %v", time.Since(start).Round(time.Millisecond))
	if got := evaluate[string](p, `location.href`); got != link {
		t.Errorf("after the scan the page is at %s, want %s", got, link)
	}
	p.wait(liveTracks + ` === 0 && window.__scanStreams.length === 1 && typeof window.jsQR === "function"`)
	if got := evaluate[int](p, `window.__scanAsked`); got != 1 {
		t.Errorf("the camera was asked for %d times, want 1", got)
	}
	if got := evaluate[bool](p, `!document.querySelector("video")`); !got {
		t.Error("a video is still on the page after the scan")
	}
	// Keep at once: a Keep while history is still read waits for it.
	p.click(`[data-testid="keep-shared"]`)
	p.wait(fmt.Sprintf(`document.querySelector('.night-status').textContent === %q`, i18n.English.ImportReport(1, 0, 0)))
	if ids := p.storedIDs(); len(ids) != 1 {
		t.Errorf("after Keep history holds %d games, want 1", len(ids))
	}
	p.noCSPViolations()
}

// TestScanDetector reads codes through the browser's BarcodeDetector (a stub): jsQR is never
// loaded; changing the screen mid-scan stops the camera; a match card fills setup, another
// site's link is refused with nothing changed.
func TestScanDetector(t *testing.T) {
	base, _ := startServer(t)
	p := &tab{t: t, ctx: newBrowser(t, cameraFlags(qrVideo(t, ""))...)}
	p.beforeLoad(trackHook)
	p.beforeLoad(detectorStub)
	p.viewport(1024, 900)
	p.open(base + "#history")
	p.openScan()
	p.wait(`document.querySelector('[data-testid="scan-panel"]').dataset.camera === "live" && document.querySelector("#scan-view video") && window.__detected > 2`)
	p.wait(`document.querySelector("#scan-view video").readyState >= 2`)
	if got := evaluate[string](p, `JSON.stringify(window.__detectorFormats)`); got != `["qr_code"]` {
		t.Errorf("the detector was made for %s, want [\"qr_code\"]", got)
	}
	p.screenshot("scan-camera-live")

	// The screen changes mid-scan: the camera stops.
	p.click(`a.nav-link[href="#stats"]`)
	p.wait(liveTracks + ` === 0 && !document.querySelector('[data-testid="scan-panel"]') && !document.querySelector("video")`)

	// On the league screen: another site's link is refused, then a match card opens.
	p.show("league") // in the office app, which the lane's link leads into
	p.wait(`location.hash === "#league" && document.querySelector('[data-testid="scan"]')`)
	p.openScan()
	p.wait(`document.querySelector('[data-testid="scan-panel"]').dataset.camera === "live"`)
	m := &i18n.English.Scan
	p.do(chromedp.Evaluate[chromedp.Void](`window.__scanCode = "https://evil.example/#sheet=AQID"`))
	p.wait(fmt.Sprintf(`%s === %q && %s === 0`, scanProblem, m.OtherSite.Say("evil.example"), liveTracks))
	if got := evaluate[string](p, `location.hash`); got != "#league" {
		t.Errorf("after a refused code the page is at %s, want #league", got)
	}
	card := cardLink(t, base)
	p.do(chromedp.Evaluate[chromedp.Void](`window.__scanCode = ` + quoteJS(card)))
	p.click(`[data-testid="scan-camera"]`)
	// It fills setup with the card's match, as the card's link followed does, and leaves the
	// address (readCard).
	p.wait(`location.hash === "" && document.querySelector('[data-testid="card-shown"]')`)
	names := `JSON.stringify([...document.querySelectorAll('[data-testid="team"] input[data-testid="team-name"]')].map((e) => e.value))`
	c, err := domain.DecodeCard(card[len(base+"#match="):])
	if err != nil {
		t.Fatal(err)
	}
	p.wait(fmt.Sprintf(`%s === '["%s","%s"]'`, names, c.Teams[0].Name, c.Teams[1].Name))
	p.wait(liveTracks + ` === 0 && typeof window.jsQR === "undefined"`)
	// The League screen is the office's, a page of its own: the lane's page started the camera
	// once before, and this page twice (one a Scan or Use the camera).
	if n := evaluate[int](p, `window.__scanStreams.length`); n != 2 {
		t.Errorf("the office's page started the camera %d times, want 2 (one a Scan or Use the camera)", n)
	}
}

// TestScanDenied refuses the camera (getUserMedia rejects as a browser does when not
// allowed): the panel says why, and a picture of a code and a pasted link still open; damaged
// links and random text are refused as they are when followed. It measures how long a
// picture takes to read, and checks the panel with axe.
func TestScanDenied(t *testing.T) {
	p, base := openApp(t, 1024, 900)
	p.beforeLoad(`navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));`)
	p.reload()
	m := &i18n.English.Scan
	p.openScan()
	p.wait(fmt.Sprintf(`%s === %q`, scanProblem, m.Denied+" "+m.Instead))
	p.wait(`document.querySelector('[data-testid="scan-camera"]')`)
	p.screenshot("scan-camera-denied")
	p.checkAxe("scan panel, camera refused")

	// A picture of a sheet link's code opens it.
	link := sheetLink(t, base)
	file := filepath.Join(t.TempDir(), "code.png")
	if err := os.WriteFile(file, qrPNG(t, link), 0o644); err != nil {
		t.Fatal(err)
	}
	p.upload(`input[type="file"][data-testid="scan-image"]`, file)
	p.wait(`location.hash.startsWith("#sheet=") && document.querySelector('[data-testid="keep-shared"]')`)

	// What reading a picture costs: a screenshot-sized one (1280×800, the code a third of its
	// height), jsQR already loaded.
	img := qrImage(t, link, 4, 1280, 800)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	times := evaluate[[]float64](p, fmt.Sprintf(`(async () => {
	  const blob = new Blob([Uint8Array.from(atob("%s"), (c) => c.charCodeAt(0))], { type: "image/png" });
	  const out = [];
	  for (let i = 0; i < 5; i++) {
	    const t0 = performance.now();
	    const text = await new Promise((ok) => window.tenpinScan.picture((kind, v) => ok(kind === "read" ? v : ""), blob));
	    if (text !== %s) throw new Error("read " + text);
	    out.push(performance.now() - t0);
	  }
	  return out.sort((a, b) => a - b);
	})()`, b64(buf.Bytes()), quoteJS(link)))
	t.Logf("reading a 1280×800 PNG of a %d-character link (Chromium, jsQR): median %.1f ms, fastest %.1f ms, slowest %.1f ms",
		len(link), times[2], times[0], times[4])

	// Pasted: refused texts change nothing; a damaged sheet link meets its own refusal.
	p.navigate(base + "#history")
	p.waitLive()
	p.openScan()
	p.wait(`document.querySelector('[data-testid="scan-problem"]')`) // the camera, refused again
	for _, c := range []struct{ text, want string }{
		{"https://evil.example/#sheet=AQID", m.OtherSite.Say("evil.example")},
		{"lanes 3-4, 7 pm", m.NotOurs},
		{base + "#stats", m.NotOurs},
	} {
		p.pasteInto(c.text)
		p.wait(fmt.Sprintf(`%s === %q && location.hash === "#history"`, scanProblem, c.want))
	}
	p.pasteInto(base + "#sheet=AQIDBAUGBwgJ")
	p.wait(`location.hash === "#sheet=AQIDBAUGBwgJ" && (document.querySelector('[data-testid="link-problem"]') || {textContent: ""}).textContent.includes("damaged")`)
	if ids := p.storedIDs(); len(ids) != 0 {
		t.Errorf("scanning stored %d games", len(ids))
	}
}

// pasteInto types text into the Scan panel's link field and taps Open.
func (p *tab) pasteInto(text string) {
	p.t.Helper()
	p.do(chromedp.SetValue(chromedp.CSS(`#scan-paste`), text))
	p.click(`[data-testid="scan-open"]`)
}

// b64 is data as standard base64.
func b64(data []byte) string { return base64.StdEncoding.EncodeToString(data) }

// TestScanOffline scans a picture with the server stopped after one visit: web/scan.js and
// jsQR come from the service worker's cache, which holds them without the start loading them.
func TestScanOffline(t *testing.T) {
	base, stop := startServer(t)
	p := newTab(t)
	p.viewport(1024, 768)
	p.open(base)
	p.waitWorker()
	if got := evaluate[string](p, `(async () => { const out = [];
	  for (const f of ["web/scan.js", "web/jsqr.min.js"]) out.push(!!(await caches.match(new URL(f, location.href).href)));
	  return out.join(); })()`); got != "true,true" {
		t.Fatalf("the service worker's cache holds web/scan.js, web/jsqr.min.js: %s, want true,true", got)
	}
	stop()
	p.open(base)
	p.openScan()
	link := sheetLink(t, base)
	file := filepath.Join(t.TempDir(), "code.png")
	if err := os.WriteFile(file, qrPNG(t, link), 0o644); err != nil {
		t.Fatal(err)
	}
	p.upload(`input[type="file"][data-testid="scan-image"]`, file)
	p.wait(`location.hash.startsWith("#sheet=") && document.querySelector('[data-testid="keep-shared"]')`)
	p.noCSPViolations()
}
