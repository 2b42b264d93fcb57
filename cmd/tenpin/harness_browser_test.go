//go:build browser

// The shared harness of the browser tests and benchmarks (go test -tags
// browser ./cmd/tenpin/). TestMain builds everything once per run into a
// temporary directory, so that no test depends on a stale make build:
//
//   - the tenpin wasms (the lane's app.wasm, the office's office.wasm) as make wasm builds them (cmd/wasm: go-app's server half left
//     out, the data segments merged), and the hello wasm as any go-app app starts
//     (GOOS=js GOARCH=wasm with -trimpath -ldflags="-s -w"), with their brotli and
//     gzip copies (the copies are cached in .cache/browser-test by content hash:
//     brotli -11 takes a while);
//   - the native tenpin server and hello server;
//   - a copy of web/ beside the tenpin wasm, and of web/icons beside hello's.
//
// Helpers: startServer and startHello run the servers as subprocesses on
// 127.0.0.1:0; newBrowser starts a fresh headless Chromium with the page
// hooks; waitJS polls a JavaScript condition (chromedp.Poll relies on new
// Function, which the app's CSP blocks). Tests drive the app through the page
// driver built on them (driver_browser_test.go).
package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The build of this run, made by TestMain.
var (
	moduleDir   string // the repository root
	buildDir    string // the temporary directory of this run
	tenpinBin   string // the native tenpin server
	helloBin    string // the native hello server
	webDir      string // tenpin's bundle: app.wasm(.br|.gz) and a copy of web/
	helloWebDir string // hello's bundle: app.wasm(.br|.gz) and web/icons
)

func TestMain(m *testing.M) {
	code, err := buildAndRun(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, "browser harness:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

func buildAndRun(m *testing.M) (int, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return 0, fmt.Errorf("go env GOMOD: %w", err)
	}
	moduleDir = filepath.Dir(strings.TrimSpace(string(out)))
	if buildDir, err = os.MkdirTemp("", "tenpin-browser-"); err != nil {
		return 0, err
	}
	defer os.RemoveAll(buildDir)
	tenpinBin = filepath.Join(buildDir, "bin", "tenpin")
	helloBin = filepath.Join(buildDir, "bin", "hello")
	webDir = filepath.Join(buildDir, "web")
	helloWebDir = filepath.Join(buildDir, "hello", "web")

	start := time.Now()
	if err := build(); err != nil {
		return 0, err
	}
	fmt.Fprintf(os.Stderr, "browser harness: built tenpin and hello into %s in %s\n", buildDir, time.Since(start).Round(time.Second))
	return m.Run(), nil
}

// build compiles both apps, both ways, and assembles their bundles.
func build() error {
	const hello = "./cmd/tenpin/testdata/hello"
	steps := [][]string{
		{"go", "build", "-trimpath", "-o", tenpinBin, "./cmd/tenpin"},
		{"go", "build", "-trimpath", "-o", helloBin, hello},
		{"go", "run", "./cmd/wasm", "-o", filepath.Join(webDir, "app.wasm")},
		{"go", "run", "./cmd/wasm", "-o", filepath.Join(webDir, "office.wasm"), "./cmd/office"},
		{"wasm", "go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(helloWebDir, "app.wasm"), hello},
		{"go", "build", "-o", filepath.Join(buildDir, "bin", "precompress"), "./cmd/precompress"},
	}
	for _, s := range steps {
		cmd := exec.Command(s[0], s[1:]...)
		if s[0] == "wasm" {
			cmd = exec.Command(s[1], s[2:]...)
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		cmd.Dir = moduleDir
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%s: %v\n%s", strings.Join(s, " "), err, out)
		}
	}
	if err := copyTree(filepath.Join(moduleDir, "web"), webDir, func(rel string) bool {
		return !strings.HasPrefix(rel, "app.wasm") && !strings.HasPrefix(rel, "office.wasm") && !strings.HasPrefix(filepath.Base(rel), "screenshot")
	}); err != nil {
		return err
	}
	if err := copyTree(filepath.Join(moduleDir, "web", "icons"), filepath.Join(helloWebDir, "icons"), nil); err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i, wasm := range []string{filepath.Join(webDir, "app.wasm"), filepath.Join(webDir, "office.wasm"), filepath.Join(helloWebDir, "app.wasm")} {
		wg.Go(func() { errs[i] = precompressCached(wasm) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// precompressCached writes wasm.br and wasm.gz, reusing the copies of an
// identical wasm from an earlier run.
func precompressCached(wasm string) error {
	data, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(data)
	cache := filepath.Join(moduleDir, ".cache", "browser-test", hex.EncodeToString(sum[:12]))
	if _, err := os.Stat(cache + ".gz"); err != nil {
		out, err := exec.Command(filepath.Join(buildDir, "bin", "precompress"), wasm).CombinedOutput()
		if err != nil {
			return fmt.Errorf("precompress %s: %v\n%s", wasm, err, out)
		}
		if err := os.MkdirAll(filepath.Dir(cache), 0o755); err != nil {
			return err
		}
		// .gz last: its presence means the cache entry is complete.
		for _, ext := range []string{".br", ".gz"} {
			if err := copyFile(cache+ext, wasm+ext); err != nil {
				return err
			}
		}
		return nil
	}
	for _, ext := range []string{".br", ".gz"} {
		if err := copyFile(wasm+ext, cache+ext); err != nil {
			return err
		}
	}
	return nil
}

// copyTree copies the regular files of src into dst, those for which keep
// (given the slash path relative to src) is true, or all if keep is nil.
func copyTree(src, dst string, keep func(rel string) bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() || (keep != nil && !keep(filepath.ToSlash(rel))) {
			return nil
		}
		return copyFile(filepath.Join(dst, rel), p)
	})
}

func copyFile(dst, src string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

var servingRE = regexp.MustCompile(`serving on (http://\S+/)`)

// startServer runs the built tenpin server with args (by default -addr
// 127.0.0.1:0 and -web of this run's bundle) and returns its URL, ending in a
// slash, and a stop func. stop sends SIGTERM, waits, and is idempotent; it is
// also registered with t.Cleanup.
func startServer(t testing.TB, args ...string) (baseURL string, stop func()) {
	t.Helper()
	if !slices.Contains(args, "-addr") {
		args = append(args, "-addr", "127.0.0.1:0")
	}
	if !slices.Contains(args, "-web") {
		args = append(args, "-web", webDir)
	}
	return startProcess(t, tenpinBin, args...)
}

// startHello runs the hello server (a go-app counter, built and served like
// tenpin) and returns its URL; it stops with the test.
func startHello(t testing.TB) (baseURL string) {
	t.Helper()
	u, _ := startProcess(t, helloBin, "-addr", "127.0.0.1:0", "-web", helloWebDir)
	return u
}

// startProcess runs bin and waits for it to print its URL.
func startProcess(t testing.TB, bin string, args ...string) (string, func()) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := servingRE.FindStringSubmatch(sc.Text()); m != nil {
				select {
				case urls <- m[1]:
				default:
				}
			}
		}
		exited <- cmd.Wait()
	}()

	var once sync.Once
	stop := func() {
		once.Do(func() {
			cmd.Process.Signal(syscall.SIGTERM)
			select {
			case err := <-exited:
				if err != nil {
					t.Logf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, stderr.String())
				}
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				<-exited
				t.Errorf("%s did not stop within 20s of SIGTERM", filepath.Base(bin))
			}
		})
	}
	t.Cleanup(stop)

	select {
	case u := <-urls:
		if !strings.HasPrefix(u, "http://127.0.0.1:") {
			stop()
			t.Fatalf("%s serves on %s, want 127.0.0.1 only", filepath.Base(bin), u)
		}
		return u, stop
	case err := <-exited:
		t.Fatalf("%s %s exited: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, stderr.String())
	case <-time.After(60 * time.Second):
		stop()
		t.Fatalf("%s printed no URL within 60s\n%s", filepath.Base(bin), stderr.String())
	}
	return "", nil
}

// chromiumPath finds Chromium: /usr/bin/chromium, or chromium on PATH.
func chromiumPath() string {
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	p, _ := exec.LookPath("chromium")
	return p
}

// pageHooks runs in every document before its own scripts: it records CSP
// violations and the moment the wasm app is mounted (go-app removes its
// loader once main has mounted the root component).
const pageHooks = `(() => {
  window.__tenpinCSP = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__tenpinCSP.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber);
  });
  window.__tenpinReady = 0;
  new MutationObserver((_, obs) => {
    if (document.readyState !== "loading" && !document.getElementById("app-wasm-loader") && document.body) {
      window.__tenpinReady = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`

// newBrowser starts a fresh headless Chromium with its own profile and
// returns the context of its first tab; it closes with the test. Without
// Chromium the test is skipped, loudly, or fails when CI=true. extra adds to
// the command line (an incognito window). TENPIN_JS_FLAGS, when set, is handed to V8
// (--js-flags), for measuring what the engine does: with --no-wasm-lazy-compilation,
// BenchmarkSideBySide or BenchmarkStartAndTap show a start with every function compiled before
// it runs, which no page can ask for (README, "What is left of the cold start").
func newBrowser(t testing.TB, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	if f := os.Getenv("TENPIN_JS_FLAGS"); f != "" {
		extra = append(extra, chromedp.Flag("js-flags", f))
	}
	exe := chromiumPath()
	if exe == "" {
		msg := "*** Chromium not found (/usr/bin/chromium or chromium on PATH): browser test SKIPPED; apt-get install chromium ***"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
	}, extra...)...,
	)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancel()
		acancel()
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: pageHooks}); err != nil {
		t.Fatalf("adding page hooks: %v", err)
	}
	return ctx
}

// waitJS evaluates the JavaScript expression every 50 ms until it is truthy
// (a promise counts by the value it resolves to), for up to timeout.
func waitJS(ctx context.Context, expr string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	js := "Promise.resolve(" + expr + ").then((v) => !!v)"
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return nil
		}
		select {
		case <-ctx.Done():
			if err == nil {
				err = errors.New("still false")
			}
			return fmt.Errorf("waiting %s for %s: %w", timeout, expr, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// TestHarness loads tenpin and hello once each: the harness and the driver work.
func TestHarness(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	p.screenshot("harness-tenpin")
	p.noCSPViolations()

	p.navigate(startHello(t))
	p.waitLoad(`window.__tenpinReady > 0 && document.getElementById("inc")`)
	p.click("#inc")
	p.wait(`document.getElementById("count").textContent === "1"`)
}
