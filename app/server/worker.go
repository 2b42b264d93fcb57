//go:build !wasm

package server

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"strings"

	"tenpin/app/office"
)

// workerJS is tenpin's service worker, which replaces go-app's app-worker.js
// as its ServiceWorkerTemplate; the comments inside it say where and why.
//
//go:embed worker.js
var workerJS string

// The worker's site and the other apps' folders, as worker.js writes them for go-app to leave
// alone: the lane's worker (scope: the site's base) answers nothing under the office's folder,
// whose own worker does; the office's worker (scope: its folder) also answers for the site's
// files its page asks for (the web folder, a league or tournament file published beside the
// build).
const (
	workerSite   = `const site = new URL("./", scope).href;`
	workerOthers = `const others = [];`
)

// workerSite writes the site and the other apps' folders into go-app's rendering of the
// worker.
func (b *bundle) workerSite(js []byte) ([]byte, error) {
	if !bytes.Contains(js, []byte(workerSite)) || !bytes.Contains(js, []byte(workerOthers)) {
		return nil, errors.New("server: worker.js has no site or others line to fill in")
	}
	if b.folder != "" {
		up := strings.Repeat("../", strings.Count(b.folder, "/"))
		return bytes.Replace(js, []byte(workerSite), []byte(`const site = new URL("`+up+`", scope).href;`), 1), nil
	}
	if b.office != nil || b.opt.office {
		others := `const others = ["` + office.Folder + `"].map((f) => new URL(f, scope).href);`
		return bytes.Replace(js, []byte(workerOthers), []byte(others), 1), nil
	}
	return js, nil
}

// ownUpdate is the line of go-app's app.js that announces a new version when a worker
// activates while the page has a controller.
const ownUpdate = `      if (!navigator.serviceWorker.controller) {`

// updateOwnWorker makes app.js announce a new version only when the worker that activates
// replaces the page's own: on a first visit to one app, the other app's worker (the lane's,
// whose scope holds the office's folder) may control the page, and a new version that is
// not one would be announced.
func updateOwnWorker(js []byte) ([]byte, error) {
	if !bytes.Contains(js, []byte(ownUpdate)) {
		return nil, fmt.Errorf("server: go-app's app.js no longer has %q", ownUpdate)
	}
	own := `      if (!navigator.serviceWorker.controller || navigator.serviceWorker.controller.scriptURL !== newSW.scriptURL) {`
	return bytes.Replace(js, []byte(ownUpdate), []byte(own), 1), nil
}

// goappStarts are the lines of go-app's app.js that register the service worker and start the
// client, one after the other, as the page starts.
const (
	goappRegisters = "\ngoappInitServiceWorker();\n"
	goappStartsApp = "\ngoappInitWebAssembly();\n"
)

// registerWorkerWhenLive makes app.js register the service worker once the client is live (or
// will not start, or failed to), when the browser is next idle, rather than as the page
// starts. The worker's install downloads the whole bundle again and writes it to its cache,
// app.wasm decompressed (7.8 MB); on a first visit it did so beside the client's own download,
// compile and first mount, and every start's registration asks the site for the worker's
// script. Offline after one visit holds: the install still runs in the first visit, a moment
// later.
func registerWorkerWhenLive(js []byte) ([]byte, error) {
	if bytes.Count(js, []byte(goappRegisters)) != 1 || bytes.Count(js, []byte(goappStartsApp)) != 1 {
		return nil, fmt.Errorf("server: go-app's app.js no longer has %q and %q", goappRegisters, goappStartsApp)
	}
	js = bytes.Replace(js, []byte(goappRegisters), []byte("\n"), 1)
	later := "\ngoappInitWebAssembly().finally(() => {\n" +
		"  const register = () => goappInitServiceWorker();\n" +
		"  if (window.requestIdleCallback) requestIdleCallback(register, { timeout: 1000 });\n" +
		"  else setTimeout(register, 0);\n" +
		"});\n"
	return bytes.Replace(js, []byte(goappStartsApp), []byte(later), 1), nil
}
