//go:build !wasm

package server

import _ "embed"

// workerJS is tenpin's service worker, which replaces go-app's app-worker.js
// as its ServiceWorkerTemplate; the comments inside it say where and why.
//
//go:embed worker.js
var workerJS string
