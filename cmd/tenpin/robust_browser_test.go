//go:build browser

package main

// Never lose a ball: two windows of one browser profile playing the same game,
// storage refused, full or turned off, and a page left open that learns of a new version,
// driven through the page driver (driver_browser_test.go). The soak is in
// soak_browser_test.go.

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// faultHooks runs before the page's scripts in every document of a tab that adds it. It
// injects storage faults as browsers raise them, and can hold back the storage event, as for
// a page frozen in the background. window.name carries the faults across reloads:
//   - "storage=full": setItem throws QuotaExceededError (storage full, or a private window
//     with no quota); reading still works;
//   - "storage=off": reading window.localStorage throws SecurityError, as with storage turned
//     off in the browser's settings;
//   - "hold": the storage event does not reach the page.
const faultHooks = `(() => {
  const has = (word) => window.name.split(" ").includes(word);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (has("storage=full")) {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", "QuotaExceededError");
    }
    return setItem.call(this, key, value);
  };
  const local = Object.getOwnPropertyDescriptor(window, "localStorage") || Object.getOwnPropertyDescriptor(Window.prototype, "localStorage");
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      if (has("storage=off")) {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
      }
      return local.get.call(window);
    },
  });
  window.addEventListener("storage", (e) => { if (has("hold")) e.stopImmediatePropagation(); }, true);
})();`

// openWithFaults opens the app at base in a fresh browser whose tab carries faultHooks.
func openWithFaults(t *testing.T, base string) *tab {
	t.Helper()
	p := newTab(t)
	p.addScript(faultHooks)
	p.viewport(1024, 768)
	p.open(base)
	return p
}

// fault sets the faults of p (words of faultHooks, "" for none); they last across reloads.
func (p *tab) fault(words string) {
	p.t.Helper()
	evaluate[bool](p, fmt.Sprintf(`window.name = %q, true`, words))
}

// withAlerts is the board the domain expects for g, with the alerts the page should show.
func withAlerts(g *domain.Game, alerts ...string) board {
	b := expected(g)
	b.Alerts = alerts
	return b
}

// alerts returns the texts of the page's alerts.
func (p *tab) alerts() []string {
	p.t.Helper()
	return evaluate[[]string](p, `[...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent)`)
}

// waitAlert waits until the page shows an alert with text.
func (p *tab) waitAlert(text string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %q)`, text))
}

// TestOneGameTwoWindows is the two-window race in two windows of one browser profile: A
// enters 3; B opens and shows 3; A enters 4; B, still showing 3, enters 5, which is refused
// with a message, and B shows 3|4; A enters 6, and B shows it at once; after a reload both
// show the same game with every accepted ball. An undo in B then reaches A.
func TestOneGameTwoWindows(t *testing.T) {
	base, _ := startServer(t)
	a := openWithFaults(t, base)
	g := a.startGame("pjs", "kyj")
	a.play(g, []int{3})

	b := a.newWindow()
	b.addScript(faultHooks)
	b.viewport(1024, 768)
	b.open(base)
	b.waitBoard(g, "B opens")
	b.waitSettled() // B's catch-up with other windows is done: held from here, it hears nothing

	b.fault("hold") // B does not hear of A's next ball, as if its page were frozen
	a.play(g, []int{4})
	if got := b.board(); len(got.Frames) == 0 || got.Frames[0][2] != "3" {
		t.Fatalf("B should still show 3 in frame 1, shows %v", got.Frames)
	}
	b.tap(5)
	b.waitShows(withAlerts(g, i18n.English.ChangedElsewhere), "B after its refused 5")
	b.fault("")
	b.screenshot("two-windows-refused")

	a.play(g, []int{6})
	b.waitShows(withAlerts(g, i18n.English.ChangedElsewhere), "B after A's 6")

	a.reload()
	b.reload()
	a.waitBoard(g, "A after a reload")
	b.waitBoard(g, "B after a reload")
	want, _ := domain.NewGame("PJS", "KYJ")
	for _, pins := range []int{3, 4, 6} {
		want.Roll(pins)
	}
	wantSave, _ := want.MarshalJSON()
	if got := a.saved(); got != string(wantSave) {
		t.Errorf("saved %s, want %s", got, wantSave)
	}

	// An undo and a ball in B reach A at once.
	b.click(`[data-testid="undo"]`)
	g.Undo()
	b.waitBoard(g, "B after its undo")
	a.waitBoard(g, "A after B's undo")
	b.play(g, []int{10})
	a.waitBoard(g, "A after B's strike")
}

// TestStorageFull: while the browser refuses to store (quota exceeded, a private window), the
// game goes on in memory under a plain notice; when storage comes back, saving resumes by
// itself, without another ball, the notice goes, and a reload shows every ball.
func TestStorageFull(t *testing.T) {
	base, _ := startServer(t)
	p := openWithFaults(t, base)
	g := p.startGame("pjs", "kyj")
	p.play(g, []int{7, 2, 10})
	savedBefore := p.saved()

	p.fault("storage=full")
	p.tap(3)
	g.Roll(3)
	p.waitShows(withAlerts(g, i18n.English.SaveFailed), "after a ball the browser refused to store")
	for _, pins := range []int{5, 0, 10} {
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
		p.tap(pins)
		p.waitShows(withAlerts(g, i18n.English.SaveFailed), fmt.Sprintf("storage full, after %d", pins))
	}
	for _, a := range p.alerts() {
		if strings.Contains(a, "Quota") || strings.Contains(a, "Storage") || strings.Contains(a, "setItem") {
			t.Errorf("the notice shows the raw error: %q", a)
		}
	}
	if got := p.saved(); got != savedBefore {
		t.Fatalf("saved %s while the browser refused, want %s", got, savedBefore)
	}
	p.screenshot("storage-full")

	p.fault("")
	p.waitBoard(g, "once storage is back, without a ball") // the notice is gone
	want, _ := g.MarshalJSON()
	if got := p.saved(); got != string(want) {
		t.Fatalf("saved %s once storage is back, want %s", got, want)
	}
	p.reload()
	p.waitBoard(g, "after a reload")
}

// TestStorageOff: storage turned off mid-game stops the saving under the notice, and it
// resumes by itself; a page loaded with storage off says that the saved game cannot be shown,
// and shows it by itself once storage is back.
func TestStorageOff(t *testing.T) {
	base, _ := startServer(t)
	p := openWithFaults(t, base)
	g := p.startGame("pjs")
	p.play(g, []int{10, 4})

	p.fault("storage=off")
	g.Roll(6)
	p.tap(6)
	p.waitShows(withAlerts(g, i18n.English.SaveFailed), "after a ball with storage off")
	p.fault("")
	p.waitBoard(g, "once storage is back, without a ball")

	p.fault("storage=off")
	p.reload()
	p.waitAlert(i18n.English.StorageUnreadable)
	if p.board().Current != nil {
		t.Fatal("a game shows although storage cannot be read")
	}
	p.screenshot("storage-off-at-start")
	p.checkAxe("storage off")
	p.fault("")
	p.waitBoard(g, "once storage is back, without a reload")
	p.play(g, []int{3})
	p.reload()
	p.waitBoard(g, "after a reload")
}

// switchboard is a reverse proxy in front of a tenpin server, at an address of its own: the
// server behind it can be swapped for another version while the browser keeps its origin,
// and it counts the browser's requests for the service worker script (update checks).
type switchboard struct {
	backend atomic.Pointer[url.URL]
	worker  atomic.Int64
}

// newSwitchboard starts a switchboard in front of backend and returns it and its URL.
func newSwitchboard(t *testing.T, backend string) (*switchboard, string) {
	t.Helper()
	sb := &switchboard{}
	sb.to(t, backend)
	proxy := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(sb.backend.Load())
		r.Out.Host = r.In.Host
	}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/app-worker.js") {
			sb.worker.Add(1)
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return sb, srv.URL + "/"
}

// to sends the requests to backend from now on.
func (sb *switchboard) to(t *testing.T, backend string) {
	t.Helper()
	u, err := url.Parse(backend)
	if err != nil {
		t.Fatal(err)
	}
	sb.backend.Store(u)
}

// TestUpdateWhileOpen: a page left open (no reload) learns of a new version when it becomes
// visible again, shows the notice, keeps the game and does not reload by itself.
func TestUpdateWhileOpen(t *testing.T) {
	serverA, _ := startServer(t)
	sb, base := newSwitchboard(t, serverA)
	p := newTab(t)
	p.viewport(1024, 768)
	p.open(base)
	p.waitWorker()
	checks := sb.worker.Load()
	p.reload() // the page now runs from the service worker, as on any visit after the first
	// The browser looks for a new worker itself after a navigation, a few seconds later: wait
	// for that check, so that only the page's own check can find version B.
	for deadline := time.Now().Add(loadTimeout); sb.worker.Load() == checks; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the browser made no update check after the reload")
		}
	}
	g := p.startGame("new")
	p.play(g, []int{9})
	evaluate[bool](p, `window.__sameDocument = true`)

	// Publish version B behind the same address: the same bundle with a changed stylesheet.
	webB := filepath.Join(t.TempDir(), "web")
	if err := copyTree(webDir, webB, nil); err != nil {
		t.Fatal(err)
	}
	css := filepath.Join(webB, "bowling.css")
	data, err := os.ReadFile(css)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(css, append(data, "\n/* version B */\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	serverB, _ := startServer(t, "-web", webB)
	sb.to(t, serverB)

	// The tablet is woken up.
	evaluate[bool](p, `document.dispatchEvent(new Event("visibilitychange")), true`)
	p.waitLoad(`document.querySelector('[data-testid="update-banner"] [data-testid="reload"]')`)
	if !evaluate[bool](p, `window.__sameDocument === true`) {
		t.Fatal("the page reloaded by itself")
	}
	p.waitBoard(g, "with the update notice")
	p.play(g, []int{1})
	p.screenshot("update-while-open")
}
