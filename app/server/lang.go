//go:build !wasm

package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"tenpin/app/i18n"
)

// The page's language. The server prerenders the page, with its title, description and
// loading screen, in the language the request's Accept-Language prefers among those the app
// speaks (es, ko), English otherwise, and says so with Vary: Accept-Language. In the browser
// the app then chooses for itself (app/language.go): the bowler's remembered choice comes
// first. A static build has no server to ask: its page is prerendered in English and the app
// picks the language at its start.

// requestLanguage returns the tag of the language to prerender the page in for r.
func requestLanguage(r *http.Request) string {
	return i18n.PickLanguage(acceptedLanguages(r.Header.Values("Accept-Language")))
}

// acceptedLanguages returns the language ranges of Accept-Language headers, the most wanted
// first (by quality, then in the order given), without those refused (q=0) and "*".
func acceptedLanguages(headers []string) []string {
	type ranged struct {
		tag string
		q   float64
	}
	var list []ranged
	for _, h := range headers {
		for _, part := range strings.Split(h, ",") {
			tag, params, _ := strings.Cut(part, ";")
			tag = strings.TrimSpace(tag)
			q := 1.0
			if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil {
					continue
				}
				q = f
			}
			if tag != "" && tag != "*" && q > 0 {
				list = append(list, ranged{tag, q})
			}
		}
	}
	slices.SortStableFunc(list, func(a, b ranged) int {
		switch {
		case a.q > b.q:
			return -1
		case a.q < b.q:
			return 1
		}
		return 0
	})
	tags := make([]string, len(list))
	for i, r := range list {
		tags[i] = r.tag
	}
	return tags
}

// servePage answers with the app page in the request's language.
func (b *bundle) servePage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Add("Vary", "Accept-Language")
	h, ok := b.pages[requestLanguage(r)]
	if !ok {
		h = b.goapp
	}
	serveClean(h, w, r)
}

// loadingLabelLine is the line of go-app's app.js that holds the loading label, as go-app
// writes it for the English handler.
var loadingLabelLine = `const goappLoadingLabel = "` + i18n.Catalogue("en").LoadingLabel + `";`

// localizeAppJS makes app.js, which go-app writes with one loading label, show the label in
// the language the app will start in: the one remembered on the device, else the first of the
// browser's languages that the app speaks, else English (as app/language.go chooses).
func localizeAppJS(js []byte) ([]byte, error) {
	labels := map[string]string{}
	for _, tag := range i18n.Languages() {
		labels[tag] = i18n.Catalogue(tag).LoadingLabel
	}
	table, err := json.Marshal(labels)
	if err != nil {
		return nil, err
	}
	pick := `const goappLoadingLabel = ((labels) => {
  let tags = [];
  try { tags.push(localStorage.getItem("tenpin.language") || ""); } catch (e) {}
  tags = tags.concat(navigator.languages || [navigator.language || ""]);
  for (const t of tags) {
    const l = labels[String(t).toLowerCase()] || labels[String(t).toLowerCase().split("-")[0]];
    if (l) return l;
  }
  return labels.en;
})(` + string(table) + `);`
	if !bytes.Contains(js, []byte(loadingLabelLine)) {
		return nil, fmt.Errorf("server: go-app's app.js has no loading label line %q to translate", loadingLabelLine)
	}
	return bytes.Replace(js, []byte(loadingLabelLine), []byte(pick), 1), nil
}
