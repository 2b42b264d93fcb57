//go:build !wasm

package server

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	tenpin "tenpin/app"
	"tenpin/app/i18n"
)

// ErrNoWasm is returned when the web directory has no app.wasm.
var ErrNoWasm = errors.New("server: no app.wasm in the web directory (run make build)")

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

	// Routes registers the pages the handler prerenders with go-app. Nil means
	// tenpin's own pages (app.Routes); the benchmarks' hello app passes its own.
	Routes func()

	// Force lets GenerateStatic replace a folder that holds files no tenpin
	// build wrote, which it deletes. Only static builds use it.
	Force bool
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
			return o, fmt.Errorf("server: frame ancestor %q: want 'self', 'none' or an origin such as https://club.example", src)
		}
	}
	if o.Routes == nil {
		o.Routes = tenpin.Routes
	}
	return o, nil
}

// bundle is everything the app is made of, for one set of Options.
type bundle struct {
	opt      Options
	goapp    *app.Handler            // English: the page without Accept-Language, go-app's scripts, static builds
	pages    map[string]*app.Handler // the page in each language, by tag (lang.go)
	root     fstest.MapFS            // go-app's generated files and the manifest
	rootSrv  http.Handler
	webSrv   http.Handler
	styles   []string // the stylesheets of the web folder, for the page's head
	cached   []string // the web folder's files, for the service worker's cache
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

	// The web folder's scripts (picture.js) are not in the page: the app loads one the first
	// time it needs it (browser.WithScript), so none stands in front of the start; the service
	// worker caches them with the rest, for offline use.
	var styles, cached []string
	for _, f := range files {
		cached = append(cached, "/web/"+f)
		switch {
		case strings.Contains(f, "/"):
		case path.Ext(f) == ".css":
			styles = append(styles, "/web/"+f)
		}
	}

	// The routes render the app page, on the server as in the browser.
	opt.Routes()

	b := &bundle{opt: opt, styles: styles, cached: cached}
	b.csp = contentSecurityPolicy(opt.FrameAncestors)
	b.frameOpt = frameOptions(opt.FrameAncestors)
	b.pages = map[string]*app.Handler{}
	for _, tag := range i18n.Languages() {
		b.pages[tag] = b.pageHandler(i18n.Catalogue(tag), static, wasm.Size())
	}
	b.goapp = b.pages["en"]

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
		return nil, errors.New("server: os.Root's FS cannot list directories")
	}
	// Files without precompressed copies (the stylesheet, the SVG icon) are compressed
	// once, at start: the stylesheet blocks the first paint, so its bytes count on a slow
	// network. app.wasm has its copies from make build, at a higher level than this.
	if b.webSrv, err = fileServer(webFS, true); err != nil {
		return nil, err
	}
	return b, nil
}

// pageHandler is go-app's handler for the page in the language of catalogue m: its <html
// lang>, title, description and loading label, and the prerender in that language (the root
// reads the page's language in OnPreRender). Every language's handler writes the same
// scripts; only English's are served. Another language's page has its own ETag (its version
// with the tag), so that a browser never revalidates one language's page as another's.
func (b *bundle) pageHandler(m *i18n.Messages, static bool, wasmSize int64) *app.Handler {
	opt := b.opt
	h := &app.Handler{
		Name:            name,
		ShortName:       shortName,
		Title:           m.AppName,
		Description:     m.Tagline,
		Lang:            m.Lang,
		ThemeColor:      themeColor,
		BackgroundColor: backgroundColor,
		LoadingLabel:    m.LoadingLabel,
		Icon: app.Icon{
			Default:  iconDefault,
			Large:    iconLarge,
			Maskable: iconMaskable,
			SVG:      iconSVG,
		},
		Styles:                b.styles,
		CacheableResources:    b.cached,
		Resources:             baseResolver(strings.TrimSuffix(opt.Base, "/")),
		Version:               opt.Version,
		WasmContentLength:     strconv.FormatInt(wasmSize, 10),
		ServiceWorkerTemplate: workerJS,
	}
	if m.Lang != "en" {
		h.Version += "-" + m.Lang
	}
	if static {
		h.RawHeaders = []string{`<meta http-equiv="Content-Security-Policy" content="` + pagePolicy + `">`}
	}
	h.RawHeaders = append(h.RawHeaders, wasmPreload(baseResolver(strings.TrimSuffix(opt.Base, "/"))))
	return h
}

// generate renders go-app's scripts and stylesheet once, and the manifest, so
// that they are served precompressed like the rest of the bundle.
func (b *bundle) generate() (fstest.MapFS, error) {
	root := fstest.MapFS{}
	for _, p := range []string{"/app.js", "/wasm_exec.js", "/app-worker.js", "/app.css"} {
		rec := httptest.NewRecorder()
		b.goapp.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p, nil))
		if rec.Code != http.StatusOK {
			return nil, fmt.Errorf("server: go-app answered %s with %d", p, rec.Code)
		}
		data := rec.Body.Bytes()
		if p == "/app.js" {
			var err error
			if data, err = localizeAppJS(data); err != nil {
				return nil, err
			}
			if data, err = fetchCachedDirectly(data); err != nil {
				return nil, err
			}
		}
		root[strings.TrimPrefix(p, "/")] = &fstest.MapFile{Data: data, Mode: 0o644}
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
		return nil, fmt.Errorf("server: go-app answered %s with %d", target, rec.Code)
	}
	return cleanHead(rec.Body.Bytes()), nil
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
