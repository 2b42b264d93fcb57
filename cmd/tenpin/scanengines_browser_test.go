//go:build browser

package main

import (
	"fmt"
	"testing"

	"tenpin/app/i18n"
)

// TestScanEngines reads a picture of a sheet link's code and pasted links in the three
// engines (the camera is Chromium's alone here: headless Firefox and WebKit have none): the
// picture opens the sheet with Keep, another site's link is refused and changes nothing, the
// pasted sheet link opens.
func TestScanEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900})}
		link := sheetLink(t, base)
		m := &i18n.English.Scan
		s := &steps{t: t}
		problem := `(document.querySelector('[data-testid="scan-problem"]') || {textContent: ""}).textContent`
		opened := `location.hash.startsWith("#sheet=") && document.querySelector('[data-testid="keep-shared"]') && !document.querySelector('[data-testid="scan-panel"]')`

		s.run("picture", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.click(`[data-testid="scan"]`)
			p.wait(`document.querySelector('[data-testid="scan-panel"]')`)
			p.setFile(`input[type="file"][data-testid="scan-image"]`, "code.png", qrPNG(t, link))
			p.wait(opened)
		})
		s.run("paste", func(t *testing.T) {
			p.t = t
			p.click(`a.nav-link[href="#history"]`)
			p.wait(`location.hash === "#history" && document.querySelector('[data-testid="scan"]')`)
			p.click(`[data-testid="scan"]`)
			p.wait(`document.querySelector('[data-testid="scan-panel"]')`)
			t.Logf("%s: BarcodeDetector %v; the camera after Scan: %q %q", p.e.name(), evalIn[bool](p, `"BarcodeDetector" in window`),
				evalIn[string](p, problem), evalIn[string](p, `document.querySelector('[data-testid="scan-status"]').textContent`))
			p.typeInto("#scan-paste", "https://evil.example/#sheet=AQID")
			p.click(`[data-testid="scan-open"]`)
			p.wait(fmt.Sprintf(`%s === %q && location.hash === "#history"`, problem, m.OtherSite.Say("evil.example")))
			p.typeInto("#scan-paste", link)
			p.click(`[data-testid="scan-open"]`)
			p.wait(opened)
			p.shot("scan-opened")
		})
	})
}
