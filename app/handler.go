//go:build !wasm

package app

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/vearutop/statigz"
	"github.com/vearutop/statigz/brotli"
)

// The app's identity, as the manifest and the page head show it.
const (
	name            = "tenpin bowling scoreboard"
	shortName       = "tenpin"
	description     = "Keep score of ten-pin bowling at the lane: any number of players, marks and running totals as you bowl, works offline."
	themeColor      = "#1b4d89"
	backgroundColor = "#f3f5f8" // bowling.css --bg
)

// Local icons for every icon field of go-app: its defaults point at an outside
// host, which breaks the CSP, offline start and installation.
const (
	iconDefault  = "/web/icons/icon-192.png"
	iconLarge    = "/web/icons/icon-512.png"
	iconMaskable = "/web/icons/icon-maskable-512.png"
	iconSVG      = "/web/icons/icon.svg"
)

// workerJS replaces go-app's app-worker.js; see the comments inside it.
//
//go:embed handler_worker.js
var workerJS string

// ErrNoWasm is returned when the web directory has no app.wasm.
var ErrNoWasm = errors.New("app: no app.wasm in the web directory (run make build)")

// Options configures Handler and GenerateStatic.
type Options struct {
	// WebDir is the directory served under /web/: app.wasm, its .br and .gz
	// copies, bowling.css and icons. Defaults to "web".
	WebDir string

	// Base is the URL path the app is published under, such as "/bowling/".
	// Defaults to "/". Only static builds use it.
	Base string

	// FrameAncestors lists who may show the app in a frame, as CSP sources
	// ("'self'", "https://club.example"). Defaults to "'self'".
	FrameAncestors []string

	// Version names the build. Empty means a hash of the web directory's files,
	// so that any new bundle is a new version and a restart is not.
	Version string
}

func (o Options) withDefaults() (Options, error) {
	if o.WebDir == "" {
		o.WebDir = "web"
	}
	base, err := cleanBase(o.Base)
	if err != nil {
		return o, err
	}
	o.Base = base
	if len(o.FrameAncestors) == 0 {
		o.FrameAncestors = []string{"'self'"}
	}
	for _, src := range o.FrameAncestors {
		if !validSource(src) {
			return o, fmt.Errorf("app: frame ancestor %q: want 'self', 'none' or an origin such as https://club.example", src)
		}
	}
	return o, nil
}

// cleanBase returns base as "/" or "/a/b/", refusing anything that is not a
// plain path.
func cleanBase(base string) (string, error) {
	if base == "" || base == "/" {
		return "/", nil
	}
	b := "/" + strings.Trim(base, "/") + "/"
	if path.Clean(b)+"/" != b || strings.ContainsAny(b, "\\?#%\"'<> ") {
		return "", fmt.Errorf("app: base %q: want a plain path such as /bowling/", base)
	}
	return b, nil
}

// Handler returns the tiny server's handler: the app page, go-app's scripts
// and the manifest, the files of opt.WebDir under /web/ (precompressed where a
// .br or .gz copy exists), each with the security headers. Nothing else is
// served. Call Routes first.
func Handler(opt Options) (http.Handler, error) {
	b, err := newBundle(opt, false)
	if err != nil {
		return nil, err
	}
	return b.secure(b), nil
}

// bundle is everything the app is made of, for one set of Options.
type bundle struct {
	opt      Options
	goapp    *app.Handler
	root     fstest.MapFS // go-app's generated files and the manifest
	rootSrv  http.Handler
	webSrv   http.Handler
	csp      string
	frameOpt string // X-Frame-Options, for browsers without frame-ancestors
}

// newBundle reads opt.WebDir and renders go-app's files. A static build's page
// also carries the CSP in a <meta> tag, for hosts that set no headers.
func newBundle(opt Options, static bool) (*bundle, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	files, err := webFiles(opt.WebDir)
	if err != nil {
		return nil, err
	}
	wasm, err := os.Stat(filepath.Join(opt.WebDir, "app.wasm"))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoWasm, err)
	}
	if opt.Version == "" {
		if opt.Version, err = hashFiles(opt.WebDir, files); err != nil {
			return nil, err
		}
	}

	var styles, cached []string
	for _, f := range files {
		cached = append(cached, "/web/"+f)
		if path.Ext(f) == ".css" && !strings.Contains(f, "/") {
			styles = append(styles, "/web/"+f)
		}
	}

	b := &bundle{opt: opt}
	b.csp = contentSecurityPolicy(opt.FrameAncestors)
	switch strings.Join(opt.FrameAncestors, " ") {
	case "'none'":
		b.frameOpt = "DENY"
	case "'self'":
		b.frameOpt = "SAMEORIGIN"
	}
	b.goapp = &app.Handler{
		Name:            name,
		ShortName:       shortName,
		Title:           shortName,
		Description:     description,
		Lang:            "en",
		ThemeColor:      themeColor,
		BackgroundColor: backgroundColor,
		LoadingLabel:    "Loading {progress}%",
		Icon: app.Icon{
			Default:  iconDefault,
			Large:    iconLarge,
			Maskable: iconMaskable,
			SVG:      iconSVG,
		},
		Styles:                styles,
		CacheableResources:    cached,
		Resources:             baseResolver(strings.TrimSuffix(opt.Base, "/")),
		Version:               opt.Version,
		WasmContentLength:     strconv.FormatInt(wasm.Size(), 10),
		ServiceWorkerTemplate: workerJS,
	}
	if static {
		b.goapp.RawHeaders = []string{`<meta http-equiv="Content-Security-Policy" content="` + pagePolicy + `">`}
	}

	if b.root, err = b.generate(); err != nil {
		return nil, err
	}
	if b.rootSrv, err = fileServer(b.root, true); err != nil {
		return nil, err
	}
	web, err := os.OpenRoot(opt.WebDir)
	if err != nil {
		return nil, err
	}
	// os.Root refuses links that lead out of the web directory.
	webFS, ok := web.FS().(fs.ReadDirFS)
	if !ok {
		return nil, errors.New("app: os.Root's FS cannot list directories")
	}
	if b.webSrv, err = fileServer(webFS, false); err != nil {
		return nil, err
	}
	return b, nil
}

// generate renders go-app's scripts and stylesheet once, and the manifest, so
// that they are served precompressed like the rest of the bundle.
func (b *bundle) generate() (fstest.MapFS, error) {
	root := fstest.MapFS{}
	for _, p := range []string{"/app.js", "/wasm_exec.js", "/app-worker.js", "/app.css"} {
		rec := httptest.NewRecorder()
		b.goapp.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p, nil))
		if rec.Code != http.StatusOK {
			return nil, fmt.Errorf("app: go-app answered %s with %d", p, rec.Code)
		}
		root[strings.TrimPrefix(p, "/")] = &fstest.MapFile{Data: rec.Body.Bytes(), Mode: 0o644}
	}
	manifest, err := b.manifest()
	if err != nil {
		return nil, err
	}
	root["manifest.webmanifest"] = &fstest.MapFile{Data: manifest, Mode: 0o644}
	return root, nil
}

// page renders the app page for target (a path with an optional query).
func (b *bundle) page(target string) ([]byte, error) {
	rec := httptest.NewRecorder()
	b.goapp.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("app: go-app answered %s with %d", target, rec.Code)
	}
	return rec.Body.Bytes(), nil
}

// manifest is written here rather than by go-app, which always writes scope
// "/" (under a sub-path that would claim the whole host) and labels the 192 px
// icon as 512.
func (b *bundle) manifest() ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	base := b.opt.Base
	m := struct {
		ID              string `json:"id"`
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		Lang            string `json:"lang"`
		Scope           string `json:"scope"`
		StartURL        string `json:"start_url"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []icon `json:"icons"`
	}{
		ID:              base,
		Name:            name,
		ShortName:       shortName,
		Description:     description,
		Lang:            "en",
		Scope:           base,
		StartURL:        base,
		Display:         "standalone",
		BackgroundColor: backgroundColor,
		ThemeColor:      themeColor,
		Icons: []icon{
			{base + strings.TrimPrefix(iconDefault, "/"), "192x192", "image/png", "any"},
			{base + strings.TrimPrefix(iconLarge, "/"), "512x512", "image/png", "any"},
			{base + strings.TrimPrefix(iconMaskable, "/"), "512x512", "image/png", "maskable"},
			{base + strings.TrimPrefix(iconSVG, "/"), "any", "image/svg+xml", "any"},
		},
	}
	return json.MarshalIndent(m, "", "  ")
}

// ServeHTTP routes a request to the web directory, the generated files or
// the app page, and answers everything else with 404.
func (b *bundle) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	switch {
	case !safePath(r.URL):
		http.NotFound(w, r)
	case strings.HasPrefix(p, "/web/"):
		http.StripPrefix("/web", b.webSrv).ServeHTTP(w, r)
	case b.root[strings.TrimPrefix(p, "/")] != nil:
		b.rootSrv.ServeHTTP(w, r)
	case strings.Contains(path.Base(p), "."):
		// A file that is not in the bundle. go-app would otherwise fetch
		// /robots.txt and friends from the Host the request names.
		http.NotFound(w, r)
	default:
		w.Header().Set("Cache-Control", "no-cache")
		b.goapp.ServeHTTP(w, r)
	}
}

// safePath reports whether u names a path inside the bundle's tree: no dot
// segments or hidden files, no empty segments, backslashes, NULs or encoded
// slashes.
func safePath(u *url.URL) bool {
	p := u.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return false
	}
	raw := strings.ToLower(u.EscapedPath())
	if strings.Contains(raw, "%2f") || strings.Contains(raw, "%5c") || strings.Contains(raw, "%00") {
		return false
	}
	for _, seg := range strings.Split(p, "/") {
		if strings.HasPrefix(seg, ".") { // ".", ".." and hidden files
			return false
		}
	}
	return !strings.Contains(p, "//")
}

// fileServer serves fsys with statigz: the smallest encoding the client
// accepts among the .br and .gz copies, with Content-Encoding, Vary and ETag.
// encode also compresses, once, the files that have no copies.
func fileServer(fsys fs.ReadDirFS, encode bool) (h http.Handler, err error) {
	defer func() {
		// statigz panics when it cannot index fsys.
		if r := recover(); r != nil {
			err = fmt.Errorf("app: indexing static files: %v", r)
		}
	}()
	s := statigz.FileServer(fsys, brotli.AddEncoding, func(s *statigz.Server) { s.EncodeOnInit = encode })
	return quoteETag(noCache(s)), nil
}

// noCache makes browsers revalidate every file: the URLs carry no version,
// and the service worker keeps the copies used offline.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}

// webFiles lists the files of dir that belong to the bundle, as slash paths
// relative to dir: everything except the .br and .gz copies, hidden files and
// screenshot* (pictures for the README).
func webFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		base := d.Name()
		if rel != "." && strings.HasPrefix(base, ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		if ext := path.Ext(base); ext == ".br" || ext == ".gz" || strings.HasPrefix(base, "screenshot") {
			return nil
		}
		files = append(files, rel)
		return nil
	})
	slices.Sort(files)
	return files, err
}

// hashFiles returns a short hash of the names and contents of files in dir and
// of the service worker, which together make a version.
func hashFiles(dir string, files []string) (string, error) {
	h := sha256.New()
	io.WriteString(h, workerJS)
	for _, f := range files {
		fmt.Fprintf(h, "\x00%s\x00", f)
		r, err := os.Open(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return "", err
		}
		_, err = io.Copy(h, r)
		r.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// baseResolver resolves the app's local URLs under a base path ("" for the
// host's root, or "/bowling"). go-app uses it for the page's links, the
// service worker's list and GOAPP_ROOT_PREFIX, which wants no trailing slash.
type baseResolver string

func (r baseResolver) Resolve(loc string) string {
	switch {
	case loc == "" || loc == "/":
		if r == "" {
			return "/"
		}
		return string(r)
	case strings.HasPrefix(loc, "web/"):
		return string(r) + "/" + loc
	case strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "//"):
		return string(r) + loc
	default: // remote, relative, or a fragment
		return loc
	}
}
