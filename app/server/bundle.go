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
	"slices"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	tenpin "tenpin/app"
	"tenpin/app/i18n"
	"tenpin/app/office"
)

// ErrNoWasm is returned when the web directory has no app.wasm, or no office.wasm.
var ErrNoWasm = errors.New("server: no app.wasm or office.wasm in the web directory (run make build)")

// The two apps of the site (web.md, "Two apps on one site"): the lane app at the base, its
// client web/app.wasm; the office app in the base's folder office/, its client
// web/office.wasm. Both share the web folder's other files, one origin and one storage; each
// has its own page, go-app scripts, manifest and service worker, so that each installs and
// starts offline on its own, and neither's worker caches the other's client.
const (
	laneWasm   = "app.wasm"
	officeWasm = "office.wasm"
	// officeStyle holds the rules only the office's screens use; its page loads it after
	// the other stylesheets, and the lane neither loads nor caches it.
	officeStyle = "office.css"
)

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
	// tenpin's own pages, the lane's and the office's (app.Routes, office.Routes); the
	// benchmarks' hello app passes its own, and has no office.
	Routes func()

	// Force lets GenerateStatic replace a folder that holds files no tenpin
	// build wrote, which it deletes. Only static builds use it.
	Force bool

	office bool // the site has the office app: tenpin's own Routes
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
		o.Routes = func() {
			tenpin.Routes()
			office.Routes() // after the lane's: office/ is the office's page
		}
		o.office = true
	}
	return o, nil
}

// bundle is everything an app is made of, for one set of Options: the lane's, which serves
// the site, and holds the office's.
type bundle struct {
	opt     Options
	folder  string                  // the app's folder under the site's base: "" for the lane, "office/"
	wasm    string                  // its client in the web folder
	office  *bundle                 // the lane's: the office app, nil when the site has none
	goapp   *app.Handler            // English: the page without Accept-Language, go-app's scripts, static builds
	pages   map[string]*app.Handler // the page in each language, by tag (lang.go)
	root    fstest.MapFS            // go-app's generated files and the manifest
	rootSrv http.Handler
	webSrv  http.Handler
	styles  []string // the stylesheets of the web folder, for the page's head
	cached  []string // the web folder's files, for the service worker's cache
	csp     string
	policy  string // the page's policy: pagePolicy with the lane's first script's hash
	// continueScript is the lane's first script: its continuation into the office and the
	// early compile of its client (headers.go); none in the office.
	continueScript string
	frameOpt       string // X-Frame-Options, for browsers without frame-ancestors
}

// newBundle reads opt.WebDir and renders go-app's files for the lane app and, when the site
// has it, the office app. A static build's page also carries the CSP in a <meta> tag, for
// hosts that set no headers.
func newBundle(opt Options, static bool) (*bundle, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	files, err := webFiles(opt.WebDir)
	if err != nil {
		return nil, err
	}
	if opt.Version == "" {
		if opt.Version, err = hashFiles(opt.WebDir, files); err != nil {
			return nil, err
		}
	}
	// The routes render the apps' pages, on the server as in the browser.
	opt.Routes()

	lane, err := newApp(opt, static, "", laneWasm, files)
	if err != nil {
		return nil, err
	}
	if opt.office {
		if lane.office, err = newApp(opt, static, office.Folder, officeWasm, files); err != nil {
			return nil, err
		}
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
	// network. The clients have their copies from make build, at a higher level than this.
	if lane.webSrv, err = fileServer(webFS, true); err != nil {
		return nil, err
	}
	return lane, nil
}

// newApp renders the go-app files of the app in folder, whose client is wasm, from the web
// folder's files.
func newApp(opt Options, static bool, folder, wasm string, files []string) (*bundle, error) {
	size, err := os.Stat(filepath.Join(opt.WebDir, wasm))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoWasm, err)
	}
	// The web folder's scripts (picture.js) are not in the page: the app loads one the first
	// time it needs it (browser.WithScript), so none stands in front of the start; the service
	// worker caches them with the rest, for offline use, but for the other app's client.
	var styles, cached []string
	for _, f := range files {
		switch {
		case f == laneWasm || f == officeWasm:
			continue // go-app lists the app's own, as /web/app.wasm
		case f == officeStyle:
			continue // the office's, last, below
		case strings.Contains(f, "/"):
		case path.Ext(f) == ".css":
			styles = append(styles, "/web/"+f)
		}
		cached = append(cached, "/web/"+f)
	}

	if folder != "" && slices.Contains(files, officeStyle) {
		styles, cached = append(styles, "/web/"+officeStyle), append(cached, "/web/"+officeStyle)
	}

	b := &bundle{opt: opt, folder: folder, wasm: wasm, styles: styles, cached: cached}
	// The lane's script is allowed on both apps' pages (the lane's handler serves them both)
	// and written into the lane's.
	script, source, err := laneScriptFor(opt)
	if err != nil {
		return nil, err
	}
	if folder == "" {
		b.continueScript = script
	}
	b.policy = withScript(pagePolicy, source)
	b.csp = contentSecurityPolicy(b.policy, opt.FrameAncestors)
	b.frameOpt = frameOptions(opt.FrameAncestors)
	b.pages = map[string]*app.Handler{}
	for _, tag := range i18n.Languages() {
		b.pages[tag] = b.pageHandler(i18n.Catalogue(tag), static, size.Size())
	}
	b.goapp = b.pages["en"]

	if b.root, err = b.generate(); err != nil {
		return nil, err
	}
	if b.rootSrv, err = fileServer(b.root, true); err != nil {
		return nil, err
	}
	return b, nil
}

// laneScriptFor is the lane's first script (laneScript) on a site of opt: the continuation
// into the office where the site has it, and the early compile of the lane's client.
func laneScriptFor(opt Options) (script, source string, err error) {
	lane, err := os.Stat(filepath.Join(opt.WebDir, laneWasm))
	if err != nil {
		return "", "", fmt.Errorf("%w: %v", ErrNoWasm, err)
	}
	officePath := ""
	if opt.office {
		officePath = opt.Base + office.Folder
	}
	script, source = laneScript(officePath, baseResolver(strings.TrimSuffix(opt.Base, "/")).Resolve("/web/app.wasm"), lane.Size())
	return script, source, nil
}

// resolver resolves the app's local URLs under the site's base.
func (b *bundle) resolver() app.ResourceResolver {
	site := baseResolver(strings.TrimSuffix(b.opt.Base, "/"))
	if b.folder == "" {
		return site
	}
	return appResolver{site: site, app: baseResolver(strings.TrimSuffix(b.opt.Base+b.folder, "/")), wasm: b.wasm}
}

// pageHandler is go-app's handler for the page in the language of catalogue m: its <html
// lang>, title, description and loading label, and the prerender in that language (the root
// reads the page's language in OnPreRender). Every language's handler writes the same
// scripts; only English's are served. Another language's page has its own ETag (its version
// with the tag), so that a browser never revalidates one language's page as another's.
func (b *bundle) pageHandler(m *i18n.Messages, static bool, wasmSize int64) *app.Handler {
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
		Resources:             b.resolver(),
		Version:               b.opt.Version,
		WasmContentLength:     strconv.FormatInt(wasmSize, 10),
		ServiceWorkerTemplate: workerJS,
	}
	if m.Lang != "en" {
		h.Version += "-" + m.Lang
	}
	// The preload first: Chromium's preload scanner requests nothing after a policy in a <meta>
	// tag until the parser reaches it, and the parser waits at the inline script for the
	// stylesheets, so the download of app.wasm waited for them too. The lane's page has none
	// of its own: its first script fetches app.wasm sooner still on a first visit, where a
	// preload after it would download the file a second time, and adds this very link itself
	// where the service worker controls the page (laneScript).
	if b.continueScript == "" {
		h.RawHeaders = []string{wasmPreload(b.resolver())}
	}
	if static {
		h.RawHeaders = append(h.RawHeaders, `<meta http-equiv="Content-Security-Policy" content="`+b.policy+`">`)
	}
	if b.continueScript != "" {
		h.RawHeaders = append(h.RawHeaders, b.continueScript)
	}
	if b.folder != "" {
		h.Name, h.ShortName, h.Title, h.Description = officeName, officeShortName, m.OfficeName, m.OfficeTagline
	}
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
		var err error
		switch p {
		case "/app.js":
			if data, err = localizeAppJS(data); err != nil {
				return nil, err
			}
			if data, err = fetchCachedDirectly(data); err != nil {
				return nil, err
			}
			if data, err = instantiateEarly(data); err != nil {
				return nil, err
			}
			if data, err = updateOwnWorker(data); err != nil {
				return nil, err
			}
			if data, err = registerWorkerWhenLive(data); err != nil {
				return nil, err
			}
			if data, err = showPrerenderedWithoutWasm(data); err != nil {
				return nil, err
			}
			data = withElementMaker(data)
		case "/app-worker.js":
			if data, err = b.workerSite(data); err != nil {
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

// page renders the app page for target (a path in the app's folder, with an optional query).
func (b *bundle) page(target string) ([]byte, error) {
	rec := httptest.NewRecorder()
	b.goapp.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/"+b.folder+strings.TrimPrefix(target, "/"), nil))
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
