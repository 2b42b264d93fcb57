//go:build browser

package main

import (
	"fmt"
	"testing"

	"tenpin/app/i18n"
)

// headerRowsJS says where the header's language switch sits: "nav" when its middle is level
// with the navigation's last row (the two wrap together, the switch at the end), "name" when
// it is level with the app's name (a phone's header: the screens go below), else where it is.
const headerRowsJS = `(() => {
  const mid = (r) => (r.top + r.bottom) / 2;
  const sel = document.querySelector('select[data-testid="language"]').getBoundingClientRect();
  const links = [...document.querySelectorAll(".app-header .nav-link")].map((a) => a.getBoundingClientRect());
  const last = links.reduce((a, b) => (b.top > a.top ? b : a));
  const name = document.querySelector(".app-header .app-name").getBoundingClientRect();
  if (Math.abs(mid(sel) - mid(last)) < sel.height / 2 && sel.left >= last.right) return "nav";
  if (Math.abs(mid(sel) - mid(name)) < sel.height / 2 && sel.top < last.top) return "name";
  return "alone at " + Math.round(sel.left) + "," + Math.round(sel.top) + " (last link " +
    Math.round(last.right) + "," + Math.round(last.top) + "; name " + Math.round(name.top) + ")";
})()`

// TestHeaderRows checks that the language switch never takes a row of its own: on a laptop
// (1280 px, where it once wrapped alone under the name) and other wide windows it stays at the
// end of the navigation's row, in both apps and every language; on a phone it sits beside the
// name, the screens below.
func TestHeaderRows(t *testing.T) {
	base, _ := startServer(t)
	for _, c := range []struct {
		path          string
		width, height int64
		want          string
	}{
		{"", 1440, 900, "nav"},
		{"", 1280, 800, "nav"},
		{"", 1024, 768, "nav"},
		{"office/", 1280, 800, "nav"},
		{"", 390, 844, "name"},
	} {
		t.Run(fmt.Sprintf("%s%dx%d", c.path, c.width, c.height), func(t *testing.T) {
			p := newTab(t)
			p.viewport(c.width, c.height)
			p.open(base + c.path)
			for _, tag := range i18n.Languages() {
				p.chooseLanguage(tag)
				if got := evaluate[string](p, headerRowsJS); got != c.want {
					p.screenshot(fmt.Sprintf("header-%s-%d", tag, c.width))
					t.Errorf("%s: the language switch is %s, want %s", tag, got, c.want)
				}
			}
		})
	}
}
