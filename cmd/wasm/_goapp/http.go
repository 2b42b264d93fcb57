// Replaces go-app v10.1.11's pkg/app/http.go in tenpin's client build only (cmd/wasm).
//
// http.go is go-app's server half: the Handler that serves the page, app.js, the worker and
// the manifest. It imports net/http, whose package init (and crypto/tls's, which net/http
// imports) the linker keeps in every client, with all it reaches: crypto/*, math/big, the
// P-256 tables, idna, mime. In the browser the only name the rest of pkg/app needs from it is
// the type Handler, which wasm.go's GenerateStaticWebsite stub takes; the client never serves.

package app

// Handler is go-app's HTTP handler; a client has no use for it, so it has no fields here and a
// client that sets one does not compile.
type Handler struct{}
