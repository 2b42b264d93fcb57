//go:build !wasm

package server

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tenpin/app/i18n"
)

// TestTwoApps serves the site's two apps (web.md, "Two apps on one site"): the lane at the
// root and the office in office/, each with its own page, scripts, manifest (name, scope and
// start URL) and service worker; the lane's worker caches the lane's client and leaves the
// office's folder to the office's worker, which caches the office's client and answers for
// the site's files.
func TestTwoApps(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	get := func(path string) string {
		t.Helper()
		code, _, body := rawGet(t, base, "/"+path)
		if code != http.StatusOK {
			t.Fatalf("GET %s: status %d", path, code)
		}
		return body
	}
	lanePage, officePage := get(""), get("office/")
	if !strings.Contains(lanePage, "<title>"+i18n.English.AppName+"</title>") || !strings.Contains(officePage, "<title>"+i18n.English.OfficeName+"</title>") {
		t.Errorf("titles: the lane's page or the office's is not its own")
	}
	for _, want := range []string{`src="/office/app.js"`, `href="/office/manifest.webmanifest"`, `href="/web/bowling.css"`, `href="/web/office.wasm"`} {
		if !strings.Contains(officePage, want) {
			t.Errorf("the office's page lacks %s", want)
		}
	}
	if strings.Contains(lanePage, "office.wasm") {
		t.Error("the lane's page loads the office's client")
	}
	// The office's own rules come after the shared ones, which they build on; the lane
	// never parses them.
	if strings.Contains(lanePage, "office.css") {
		t.Error("the lane's page loads the office's stylesheet")
	}
	if shared, own := strings.Index(officePage, `href="/web/bowling.css"`), strings.Index(officePage, `href="/web/office.css"`); own < 0 || own < shared {
		t.Errorf("the office's page loads office.css at %d, bowling.css at %d; want both, office.css after", own, shared)
	}
	if js := get("office/app.js"); !strings.Contains(js, `"/office/app-worker.js"`) || !strings.Contains(js, `"/web/office.wasm"`) || !strings.Contains(js, "controller.scriptURL !== newSW.scriptURL") {
		t.Error("the office's app.js does not load its own worker and client, or announces another app's worker as a new version")
	}
	if !strings.Contains(officePage, `"GOAPP_STATIC_RESOURCES_URL":"/web"`) && !strings.Contains(get("office/app.js"), `"GOAPP_STATIC_RESOURCES_URL": "/web"`) && !strings.Contains(get("office/app.js"), `"GOAPP_STATIC_RESOURCES_URL":"/web"`) {
		t.Error("the office's client does not find the web folder's files at the site's /web (GOAPP_STATIC_RESOURCES_URL)")
	}
	if !strings.Contains(get("office/app.js"), `"/office"`) {
		t.Error("the office's app.js does not route under /office (GOAPP_ROOT_PREFIX)")
	}

	type manifest struct {
		ID, Name, Scope string
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
	}
	var lane, office manifest
	if err := json.Unmarshal([]byte(get("manifest.webmanifest")), &lane); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(get("office/manifest.webmanifest")), &office); err != nil {
		t.Fatal(err)
	}
	if lane.Scope != "/" || lane.StartURL != "/" || office.Scope != "/office/" || office.StartURL != "/office/" || office.ID != "/office/" || office.Name == lane.Name || office.ShortName == lane.ShortName {
		t.Errorf("manifests: lane %+v, office %+v; want each its own name, scope and start", lane, office)
	}

	laneWorker, officeWorker := get("app-worker.js"), get("office/app-worker.js")
	if !strings.Contains(laneWorker, `"/web/app.wasm"`) || strings.Contains(laneWorker, "office.wasm") || !strings.Contains(laneWorker, `const others = ["office/"]`) {
		t.Errorf("the lane's worker caches the office's client, or answers in its folder:\n%s", laneWorker)
	}
	if strings.Contains(laneWorker, "office.css") {
		t.Error("the lane's worker caches the office's stylesheet")
	}
	if !strings.Contains(officeWorker, `"/web/office.wasm"`) || !strings.Contains(officeWorker, `"/web/office.css"`) || strings.Contains(officeWorker, `"/web/app.wasm"`) || !strings.Contains(officeWorker, `const site = new URL("../", scope).href;`) || !strings.Contains(officeWorker, `"/office/app.js"`) {
		t.Errorf("the office's worker does not cache its own client and page, or not the site's files:\n%s", officeWorker)
	}

	if code, hdr, _ := rawGet(t, base, "/office"); code != http.StatusMovedPermanently || hdr.Get("Location") != "/office/" {
		t.Errorf("GET /office: %d to %q, want a redirect to /office/", code, hdr.Get("Location"))
	}
	for _, p := range []string{"office/robots.txt", "office/web/app.wasm", "office/../secret.txt"} {
		if code, _, _ := rawGet(t, base, "/"+p); code != http.StatusNotFound {
			t.Errorf("GET /%s: status %d, want 404", p, code)
		}
	}
}

// TestStaticTwoApps writes both apps under a base: the office's page and files in its folder,
// pointing at the shared web folder under the base.
func TestStaticTwoApps(t *testing.T) {
	dir := t.TempDir()
	if err := GenerateStatic(dir, Options{WebDir: fakeWeb(t), Base: "/bowling/"}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"office/index.html", "office/app.js", "office/wasm_exec.js", "office/app-worker.js", "office/app.css", "office/manifest.webmanifest", "web/office.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("static build lacks %s: %v", f, err)
		}
	}
	read := func(name string) string {
		b, _ := os.ReadFile(filepath.Join(dir, name))
		return string(b)
	}
	for _, want := range []string{`src="/bowling/office/app.js"`, `href="/bowling/office/manifest.webmanifest"`, `href="/bowling/web/bowling.css"`, `http-equiv="Content-Security-Policy"`} {
		if !strings.Contains(read("office/index.html"), want) {
			t.Errorf("office/index.html lacks %s", want)
		}
	}
	if m := read("office/manifest.webmanifest"); !strings.Contains(m, `"scope": "/bowling/office/"`) || !strings.Contains(m, `"/bowling/web/icons/icon-maskable-512.png"`) {
		t.Errorf("the office's manifest is not under /bowling/office/:\n%s", m)
	}
	if js := read("office/app.js"); !strings.Contains(js, `"/bowling/office/app-worker.js"`) || !strings.Contains(js, `"/bowling/web/office.wasm"`) {
		t.Error("the office's app.js does not load its worker from /bowling/office/ and its client from /bowling/web/")
	}
	if !strings.Contains(read(markerName), "office/index.html") {
		t.Error("the build's marker does not list the office's files")
	}
}
