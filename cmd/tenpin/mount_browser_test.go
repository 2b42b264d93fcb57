//go:build browser

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tenpin/domain"
)

// mountHook wraps the page's goappBuild (app/server/mount.go) in a counter before the client
// starts (maker true), or takes it away, so that the client makes its nodes with go-app's own
// calls (maker false); it counts the elements goappBuild makes and the calls to it, and lists
// the tags of the elements created otherwise.
const mountHook = `(() => {
  window.__made = 0;
  window.__builds = 0;
  window.__others = [];
  let making = false;
  for (const k of ["createElement", "createElementNS"]) {
    const f = Document.prototype[k];
    Document.prototype[k] = function (...a) {
      if (making) window.__made++;
      else window.__others.push(a[a.length - 1]);
      return f.apply(this, a);
    };
  }
  // Once the module is instantiated, before the client starts: go-app's app.js instantiates
  // with instantiateStreaming (which in Chromium calls WebAssembly.instantiate itself), the
  // lane the module its page's first script compiled. goappBuild is wrapped once.
  let wrapped = false;
  for (const k of ["instantiateStreaming", "instantiate"]) {
    const instantiate = WebAssembly[k];
    WebAssembly[k] = async function (...args) {
      const r = await instantiate.apply(this, args);
      if (wrapped) return r;
      wrapped = true;
      const build = window.goappBuild;
      window.goappBuild = %t && build ? (...a) => {
        window.__builds++;
        making = true;
        try { return build(...a); } finally { making = false; }
      } : undefined;
      return r;
    };
  }
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

// TestMountInOneCall checks cmd/wasm's edit of go-app's mount: the client records the nodes a
// mount makes and makes them through the page's goappBuild, a whole screen in a call or two,
// and what it makes is what go-app's own calls make, element for element, attribute for
// attribute and property for property: the lane's setup screen and a game in progress, and
// the office's first screen.
func TestMountInOneCall(t *testing.T) {
	base, _ := startServer(t)
	g, _ := domain.NewGame("PJS", "KYJ", "ANN")
	for _, b := range []int{10, 7, 3, 9, 0, 8} {
		if err := g.Roll(b); err != nil {
			t.Fatal(err)
		}
	}
	screens := func(maker bool) (shown []string, made, builds int, others []string) {
		p := newTab(t)
		defer p.close()
		p.addScript(fmt.Sprintf(mountHook, maker))
		p.open(base)
		shown = append(shown, evaluate[string](p, shownDOM))
		builds = evaluate[int](p, `window.__builds`)
		p.seed(g)
		p.waitSettled()
		shown = append(shown, evaluate[string](p, shownDOM))
		made, others = evaluate[int](p, `window.__made`), evaluate[[]string](p, `window.__others`)
		p.open(base + "office/")
		shown = append(shown, evaluate[string](p, shownDOM))
		return shown, made, builds, others
	}
	one, made, builds, others := screens(true)
	goapp, madeWithout, _, all := screens(false)
	// go-app's raw HTML is parsed in a div it creates itself; every other element is made
	// through goappBuild.
	if made == 0 || slices.ContainsFunc(others, func(tag string) bool { return tag != "div" }) {
		t.Errorf("the game's page made %d elements through goappBuild, and created %q otherwise; want every element but raw HTML's holder through it", made, others)
	}
	// The setup screen's first mount is one batch; the update after OnNav mounts nothing.
	if builds < 1 || builds > 2 {
		t.Errorf("the lane's setup screen was made in %d calls to goappBuild, want 1 or 2", builds)
	}
	if madeWithout != 0 || len(all) != made+len(others) {
		t.Errorf("without goappBuild, the game's page created %d elements (%d through it); want %d, none through it", len(all), madeWithout, made+len(others))
	}
	for i, name := range []string{"the lane's setup", "a game in progress", "the office"} {
		if one[i] != goapp[i] {
			t.Errorf("%s: the page made through goappBuild differs from go-app's own:\n%s", name, firstDifference(one[i], goapp[i]))
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
			return fmt.Sprintf("line %d:\n  goappBuild: %s\n  go-app:     %s", i+1, x, y)
		}
	}
	return ""
}
