//go:build browser

package main

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// checkTournamentPublished publishes the tournament p keeps beside a static build, as a
// director does, and checks what ?embed=1&tournament=tournament.json shows read-only: the
// qualifying standings, the final order and the prizes as wanted; and that a path off the
// site is refused.
func checkTournamentPublished(t *testing.T, p *tab, want, wantFinal, wantPrizes []string) {
	t.Helper()
	// Published on the club's site: the tournament file beside a static build, shown read-only.
	var list []struct {
		Tournament json.RawMessage `json:"tournament"`
	}
	if err := json.Unmarshal([]byte(evaluate[string](p, storedTournamentsJS)), &list); err != nil || len(list) != 1 {
		t.Fatalf("the tournaments kept: %v", err)
	}
	site := staticTournamentSite(t, list[0].Tournament)
	pub := newTab(t)
	pub.viewport(1280, 900)
	pub.open(site + "?embed=1&tournament=tournament.json")
	pub.waitLoad(`document.querySelector('[data-testid="published"]') && document.querySelector('[data-testid="prize-row"]')`)
	if got := pub.rows(`[data-testid="prize-row"]`, "name", "cents"); !reflect.DeepEqual(got, wantPrizes) {
		t.Errorf("the published prizes show\n%q\nwant\n%q", got, wantPrizes)
	}
	if got := pub.rows(`[data-testid="final-place"]`, "name", "place"); !reflect.DeepEqual(got, wantFinal) {
		t.Errorf("the published final order shows\n%q\nwant\n%q", got, wantFinal)
	}
	if got := pub.rows(`[data-testid="qualifying"] [data-testid="placing"]`, "entry", "name", "place", "total"); !reflect.DeepEqual(got, want) {
		t.Errorf("the published qualifying shows\n%q\nwant\n%q", got, want)
	}
	if n := evaluate[int](pub, `document.querySelectorAll('[data-testid="advance"], [data-testid="new-tournament"], input').length`); n != 0 {
		t.Errorf("the published tournament has %d controls", n)
	}
	pub.screenshot("tournament-published-1280x900")
	pub.checkAxe("a published tournament")
	pub.navigate("about:blank")
	pub.open(site + "?embed=1&tournament=../secret.json")
	pub.wait(`document.querySelector('[role="alert"][data-testid="published-problem"]')`)
}

// staticTournamentSite writes a static build of tenpin under /tenpin/ with the tournament file
// beside it, as a director publishes it, serves it as a static host does, and returns the
// app's URL.
func staticTournamentSite(t testing.TB, file []byte) string {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "tenpin")
	if out, err := exec.Command(tenpinBin, "-static", dir, "-web", webDir, "-base", "/tenpin/").CombinedOutput(); err != nil {
		t.Fatalf("tenpin -static: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "tournament.json"), file, 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: staticHost{root: root}, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/tenpin/"
}
