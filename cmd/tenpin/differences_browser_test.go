//go:build browser

// What differs between the engines, each feature working or degrading to a plain message in
// all three: Web Share (absent in desktop Firefox and here in WebKitGTK; files only in some),
// the download it falls back to, print (stubbed: a real print dialog would stop the test, and
// some web views have none), word-break: keep-all for Korean, the storage event between two
// windows, IndexedDB refused, and a private window. The correction <dialog> (open, modal) is checked in TestEngines.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// playSolo plays a one-game series of PJS, twelve strikes, from setup.
func playSolo(p *etab) {
	p.t.Helper()
	p.typeInto("#series-games", "1")
	p.typeInto("#player-name-0", "pjs")
	p.click(`[data-testid="start-game"]`)
	g, _ := domain.NewGame("pjs")
	p.waitBoard(g, "after Start")
	for range 12 {
		p.tap(g, 10)
	}
}

func TestEngineDifferences(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900})}
		p.open(base)
		playSolo(p)
		m := &i18n.English
		native := evalIn[map[string]bool](p, `({share: typeof navigator.share === "function", canShare: typeof navigator.canShare === "function",
		  persist: !!(navigator.storage && navigator.storage.persist), print: typeof window.print === "function"})`)
		t.Logf("%s has: %v", p.e.name(), native)

		t.Run("download", func(t *testing.T) {
			p.t = t
			dir, err := p.e.downloads(t)
			if err != nil {
				t.Fatal(err)
			}
			p.show("history")
			defer p.show("") // the game-over panel, for the share tests
			p.click(`[data-testid="export-json"]`)
			var data []byte
			for deadline := time.Now().Add(loadTimeout); time.Now().Before(deadline) && data == nil; time.Sleep(100 * time.Millisecond) {
				entries, _ := os.ReadDir(dir)
				for _, e := range entries {
					// Firefox may show the file under its name before it has written all of it:
					// only a whole export counts.
					if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && len(b) > 0 && !strings.HasSuffix(e.Name(), ".part") && !strings.HasSuffix(e.Name(), ".crdownload") {
						if _, err := domain.Import(b); err == nil {
							data = b
						}
					}
				}
			}
			if data == nil && p.e.name() == "webkit" {
				p.shot("download")
				t.Skipf("*** webkit: MiniBrowser under automation saves no download in %s (the exported bytes are checked through the Blob in TestEngines) ***", dir)
			}
			if recs, err := domain.Import(data); err != nil || len(recs) != 1 {
				t.Errorf("the export saved in %s imports as %d games, %v; want the one game", dir, len(recs), err)
			}
		})
		t.Run("web-share-absent-downloads", func(t *testing.T) {
			p.t = t
			evalIn[bool](p, catchDownloads)
			evalIn[bool](p, `(Object.defineProperty(Navigator.prototype, "share", {value: undefined, configurable: true, writable: true}), true)`)
			p.click(`[data-testid="share-picture"]`)
			files := p.waitDownloads(1)
			if !strings.HasSuffix(files[0].Name, ".png") {
				t.Errorf("without Web Share the picture downloads as %q, want a .png", files[0].Name)
			}
		})
		t.Run("web-share-files", func(t *testing.T) {
			p.t = t
			evalIn[bool](p, `(Object.defineProperty(Navigator.prototype, "share", {configurable: true, writable: true,
			  value: (d) => { window.__tenpinShared = (d.files || []).map((f) => f.name + " " + f.type); return Promise.resolve(); }}),
			  Object.defineProperty(Navigator.prototype, "canShare", {configurable: true, writable: true, value: () => true}), true)`)
			p.click(`[data-testid="share-picture"]`)
			p.wait(`window.__tenpinShared`)
			if got := evalIn[[]string](p, `window.__tenpinShared`); len(got) != 1 || !strings.HasSuffix(got[0], ".png image/png") {
				t.Errorf("Web Share got the files %q, want one PNG", got)
			}
		})
		t.Run("print", func(t *testing.T) {
			p.t = t
			p.show("series")
			evalIn[bool](p, `(window.print = () => { window.__tenpinPrinted = (window.__tenpinPrinted || 0) + 1; }, true)`)
			p.click(`[data-testid="print"]`)
			p.wait(`window.__tenpinPrinted === 1`)
			// A web view without a print dialog: a plain message, and the app goes on.
			evalIn[bool](p, `(window.print = undefined, true)`)
			p.click(`[data-testid="print"]`)
			p.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %q)`, m.PrintRefused))
			p.show("")
		})
		t.Run("keep-all", func(t *testing.T) {
			p.t = t
			p.choose(`select[data-testid="language"]`, "ko")
			p.wait(`document.querySelector('.tenpin[lang="ko"]')`)
			if got := evalIn[string](p, `getComputedStyle(document.querySelector('.tenpin[lang="ko"] .hint, .tenpin[lang="ko"] p')).wordBreak`); got != "keep-all" {
				t.Errorf("Korean's word-break = %q, want keep-all", got)
			}
			p.choose(`select[data-testid="language"]`, "en")
			p.wait(`document.documentElement.lang === "en"`)
		})
		t.Run("indexeddb-refused", func(t *testing.T) {
			p.t = t
			p.reload()
			evalIn[bool](p, `(() => { `+refuseStorage+` return true; })()`)
			p.show("history")
			p.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %q)`, m.HistoryRefused))
			p.reload()
		})
		t.Run("storage-event-between-windows", func(t *testing.T) {
			p.t = t
			p.show("")
			p.click(`[data-testid="new-game"]`)
			p.typeInto("#player-name-0", "abc")
			p.click(`[data-testid="start-game"]`)
			g, _ := domain.NewGame("abc")
			p.waitBoard(g, "after Start")
			e, err := p.e.newWindow(t)
			if err != nil {
				t.Fatalf("%s: another window: %v", p.e.name(), err)
			}
			q := &etab{t: t, e: e}
			q.open(base)
			q.waitBoard(g, "the other window, opened")
			p.tap(g, 7) // one window's ball shows in the other through the storage event
			q.waitBoard(g, "the other window, after a ball in the first")
			q.tap(g, 2)
			p.waitBoard(g, "the first window, after a ball in the other")
		})
		t.Run("private-window", func(t *testing.T) {
			q := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900, private: true})}
			q.open(base)
			playSolo(q)
			q.show("history")
			q.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="history-list"]') || [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %q)`, m.HistoryRefused), loadTimeout)
			if got := q.history(); len(got) == 1 {
				t.Logf("%s: a private window keeps history for the session: %q", q.e.name(), got)
			} else {
				t.Logf("%s: a private window refuses history, and says so", q.e.name())
			}
			// Firefox's private browsing registers no service worker: a sign the window is private.
			t.Logf("%s: private window: service worker registered %v", q.e.name(),
				evalIn[bool](q, `navigator.serviceWorker ? navigator.serviceWorker.getRegistration().then((r) => !!r, () => false) : false`))
			q.shot("private-history")
		})
	})
}
