//go:build !wasm

package server

import (
	"bytes"
	"fmt"
	"regexp"
)

// The page go-app prerenders (the screen in the page's language) is never seen: go-app's
// loader covers the whole window, opaque, until the client has mounted its own copy, which
// replaces the prerendered one rather than taking it over. Yet the browser styled, laid out
// and painted it under the loader before it ran app.js, and the parser stopped at the head's
// inline script until the stylesheets had come: a warm start (from the service worker) called
// app.js about 20 ms later than with neither, and finished its first answered tap about 6 %
// later (A/B runs of the two builds, cold and warm). So the page marks the prerendered root,
// which the stylesheet does not draw ([data-prerendered]), puts its inline scripts first in
// its head, and app.js shows the prerendered page where no client will mount (a crawler,
// ?wasm=false), as go-app means it to be read there.

// prerenderedAttr marks the prerendered root: the first element of the page's body.
const prerenderedAttr = "data-prerendered"

var (
	// bodyRoot is the body's opening tag and its first element's, which go-app writes as the
	// prerendered root (its client's engine takes the body's first element for it).
	bodyRoot = regexp.MustCompile(`<body[^>]*>\s*<[a-z]+`)
	// headScript is an inline script of the page's head, with the white space before it.
	headScript = regexp.MustCompile(`\n[ \t]*<script>[^<]*</script>`)
	// charset is the head's first tag, which must come within its first 1,024 bytes.
	charset = regexp.MustCompile(`<meta charset="[^"]*">`)
)

// markPrerendered gives the page's prerendered root the attribute that keeps it undrawn while
// go-app's loader covers it.
func markPrerendered(page []byte) []byte {
	loc := bodyRoot.FindIndex(page)
	if loc == nil {
		return page
	}
	out := make([]byte, 0, len(page)+len(prerenderedAttr)+1)
	out = append(out, page[:loc[1]]...)
	out = append(out, " "+prerenderedAttr...)
	return append(out, page[loc[1]:]...)
}

// inlineScriptsFirst moves the head's inline scripts (the lane's continuation into the office)
// to just after its charset: go-app writes them last, after the stylesheets, and a parser that
// meets a script waits there for every stylesheet before it, so the rest of the page waited for
// them too. A script that runs before the stylesheets load, as the continuation does, is also
// one that leaves before anything of the page was fetched for nothing.
func inlineScriptsFirst(page []byte) []byte {
	head, rest, ok := bytes.Cut(page, []byte("</head>"))
	at := charset.FindIndex(head)
	if !ok || at == nil {
		return page
	}
	scripts := headScript.FindAll(head[at[1]:], -1)
	if len(scripts) == 0 {
		return page
	}
	out := make([]byte, 0, len(page))
	out = append(out, head[:at[1]]...)
	for _, s := range scripts {
		out = append(out, s...)
	}
	out = append(out, headScript.ReplaceAll(head[at[1]:], nil)...)
	out = append(out, "</head>"...)
	return append(out, rest...)
}

// noWasm is app.js's branch for a visitor whose browser will not start the client.
const noWasm = `  if (!goappCanLoadWebAssembly()) {
    loader.remove();`

// showPrerenderedWithoutWasm makes app.js draw the prerendered page where it starts no client:
// there the page is what the visitor reads.
func showPrerenderedWithoutWasm(js []byte) ([]byte, error) {
	if !bytes.Contains(js, []byte(noWasm)) {
		return nil, fmt.Errorf("server: go-app's app.js no longer has %q", noWasm)
	}
	show := noWasm + "\n" + `    document.querySelectorAll("[` + prerenderedAttr + `]").forEach((e) => e.removeAttribute("` + prerenderedAttr + `"));`
	return bytes.Replace(js, []byte(noWasm), []byte(show), 1), nil
}
