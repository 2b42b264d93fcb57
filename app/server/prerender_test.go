//go:build !wasm

package server

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestMarkPrerendered(t *testing.T) {
	for _, tc := range []struct{ name, page, want string }{
		{"go-app's body", "<body>\n    <div lang=\"en\" class=\"tenpin\">x</div>\n    <aside id=\"app-wasm-loader\"></aside>\n  </body>",
			"<body>\n    <div data-prerendered lang=\"en\" class=\"tenpin\">x</div>\n    <aside id=\"app-wasm-loader\"></aside>\n  </body>"},
		{"body with attributes", `<body class="x"><main>y</main></body>`, `<body class="x"><main data-prerendered>y</main></body>`},
		{"only the first element", `<body><div></div><div></div></body>`, `<body><div data-prerendered></div><div></div></body>`},
		{"no body", `<p>no body</p>`, `<p>no body</p>`},
	} {
		if got := string(markPrerendered([]byte(tc.page))); got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

func TestInlineScriptsFirst(t *testing.T) {
	for _, tc := range []struct{ name, page, want string }{
		{"moved after the charset",
			"<head>\n    <meta charset=\"UTF-8\">\n    <link rel=\"stylesheet\" href=\"/a.css\">\n    <script defer src=\"/app.js\"></script>\n    <script>go()</script>\n  </head>\n  <body><script>stay()</script></body>",
			"<head>\n    <meta charset=\"UTF-8\">\n    <script>go()</script>\n    <link rel=\"stylesheet\" href=\"/a.css\">\n    <script defer src=\"/app.js\"></script>\n  </head>\n  <body><script>stay()</script></body>"},
		{"two, in their order",
			"<head><meta charset=\"UTF-8\"><title>t</title>\n<script>one()</script>\n<script>two()</script></head><body></body>",
			"<head><meta charset=\"UTF-8\">\n<script>one()</script>\n<script>two()</script><title>t</title></head><body></body>"},
		{"none", "<head><meta charset=\"UTF-8\"><script src=\"/x.js\"></script></head>", "<head><meta charset=\"UTF-8\"><script src=\"/x.js\"></script></head>"},
		{"no charset", "<head>\n<script>go()</script></head>", "<head>\n<script>go()</script></head>"},
	} {
		if got := string(inlineScriptsFirst([]byte(tc.page))); got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

// TestPrerenderedPages checks both apps' pages as served and as a static build writes them:
// the lane's continuation into the office comes right after the charset, before the
// stylesheets, and the prerendered root is marked; and both apps' app.js show the prerendered
// page where they start no client.
func TestPrerenderedPages(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	dir := filepath.Join(t.TempDir(), "site")
	if err := GenerateStatic(dir, Options{WebDir: fakeWeb(t), Base: "/bowling/"}); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	get := func(p string) string {
		_, _, body := rawGet(t, base, p)
		return body
	}
	continuationFirst := regexp.MustCompile(`<meta charset="UTF-8">\s*<script>[^<]*location\.replace`)
	for _, page := range []struct {
		name, html string
		lane       bool
	}{
		{"served lane", get("/"), true},
		{"served office", get("/office/"), false},
		{"static lane", read("index.html"), true},
		{"static office", read("office/index.html"), false},
	} {
		if !regexp.MustCompile(`<body>\s*<div data-prerendered `).MatchString(page.html) || strings.Count(page.html, "data-prerendered") != 1 {
			t.Errorf("%s: the prerendered root is not marked, once", page.name)
		}
		if page.lane && !continuationFirst.MatchString(page.html) {
			t.Errorf("%s: the continuation into the office is not the head's first script:\n%s", page.name, page.html)
		}
		if _, rest, _ := strings.Cut(page.html, `rel="stylesheet"`); strings.Contains(rest, "<script>") {
			t.Errorf("%s: an inline script after the stylesheets", page.name)
		}
	}
	for _, js := range []string{get("/app.js"), get("/office/app.js"), read("app.js"), read("office/app.js")} {
		if !strings.Contains(js, `removeAttribute("data-prerendered")`) {
			t.Errorf("an app.js does not show the prerendered page without its client")
		}
	}
	if _, err := showPrerenderedWithoutWasm([]byte("go-app without the branch")); err == nil {
		t.Error("showPrerenderedWithoutWasm: no error for an app.js without its branch")
	}
}
