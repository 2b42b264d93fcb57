//go:build browser

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tenpin/domain"
)

// mountHook wraps the page's goappElement (app/server/mount.go) in a counter before the client
// starts (maker true), or takes it away, so that the client makes its elements with go-app's
// own calls (maker false); and it lists the tags of the elements created otherwise.
const mountHook = `(() => {
  window.__made = 0;
  window.__others = [];
  let making = false;
  for (const k of ["createElement", "createElementNS"]) {
    const f = Document.prototype[k];
    Document.prototype[k] = function (...a) {
      if (!making) window.__others.push(a[a.length - 1]);
      return f.apply(this, a);
    };
  }
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (...args) {
    const r = await instantiate.apply(this, args);
    const make = window.goappElement;
    window.goappElement = %t && make ? (spec) => {
      window.__made++;
      making = true;
      try { return make(spec); } finally { making = false; }
    } : undefined;
    return r;
  };
})();`

// shownDOM is the app's root as the browser holds it: every node in order, each element's
// namespace, tag and attributes, and the properties go-app sets rather than attributes.
const shownDOM = `(() => {
  const out = [];
  const walk = (n, d) => {
    if (n.nodeType === Node.TEXT_NODE) { out.push(d + "#" + n.nodeValue); return; }
    if (n.nodeType !== Node.ELEMENT_NODE) return;
    const attrs = [...n.attributes].map((a) => a.name + "=" + a.value).sort();
    const props = ["value", "checked", "disabled", "selected", "readOnly", "hidden", "open", "required", "multiple"]
      .filter((k) => k in n).map((k) => k + ":" + n[k]);
    out.push(d + n.namespaceURI + " " + n.localName + " " + attrs.join(" ") + " | " + props.join(" "));
    for (const c of n.childNodes) walk(c, d + "  ");
  };
  walk(document.body.firstElementChild, "");
  return out.join("\n");
})()`

// TestMountInOneCall checks cmd/wasm's edit of go-app's mount: the client makes its elements
// through the page's goappElement, one call each, and what it makes is what go-app's own
// calls make, element for element, attribute for attribute and property for property: the
// lane's setup screen and a game in progress, and the office's first screen.
func TestMountInOneCall(t *testing.T) {
	base, _ := startServer(t)
	g, _ := domain.NewGame("PJS", "KYJ", "ANN")
	for _, b := range []int{10, 7, 3, 9, 0, 8} {
		if err := g.Roll(b); err != nil {
			t.Fatal(err)
		}
	}
	screens := func(maker bool) (shown []string, made int, others []string) {
		p := newTab(t)
		defer p.close()
		p.addScript(fmt.Sprintf(mountHook, maker))
		p.open(base)
		shown = append(shown, evaluate[string](p, shownDOM))
		p.seed(g)
		p.waitSettled()
		shown = append(shown, evaluate[string](p, shownDOM))
		made, others = evaluate[int](p, `window.__made`), evaluate[[]string](p, `window.__others`)
		p.open(base + "office/")
		shown = append(shown, evaluate[string](p, shownDOM))
		return shown, made, others
	}
	one, made, others := screens(true)
	goapp, madeWithout, all := screens(false)
	// go-app's raw HTML is parsed in a div it creates itself; every other element is made
	// through goappElement.
	if made == 0 || slices.ContainsFunc(others, func(tag string) bool { return tag != "div" }) {
		t.Errorf("the game's page made %d elements through goappElement, and created %q otherwise; want every element but raw HTML's holder through it", made, others)
	}
	if madeWithout != 0 || len(all) != made+len(others) {
		t.Errorf("without goappElement, the game's page created %d elements (%d through it); want %d, none through it", len(all), madeWithout, made+len(others))
	}
	for i, name := range []string{"the lane's setup", "a game in progress", "the office"} {
		if one[i] != goapp[i] {
			t.Errorf("%s: the page made through goappElement differs from go-app's own:\n%s", name, firstDifference(one[i], goapp[i]))
		}
	}
}

// firstDifference shows the first line where a and b differ, with its number.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  goappElement: %s\n  go-app:       %s", i+1, x, y)
		}
	}
	return ""
}
