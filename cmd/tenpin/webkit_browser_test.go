//go:build browser

// WebKitGTK, driven through WebDriver classic over net/http: WebKitWebDriver (Debian's
// webkit2gtk-driver) starts MiniBrowser in automation mode, which needs an X display, so each
// engine gets an Xvfb of its own on a free display number.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// miniBrowser is the browser WebKitWebDriver drives.
const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

// webdriverElement is the key of an element reference in WebDriver classic.
const webdriverElement = "element-6066-11e4-a52e-4f735466cecf"

// webkit is a window of a WebDriver classic session with WebKitWebDriver.
type webkit struct {
	base          string         // http://127.0.0.1:PORT/session/ID/
	handle        string         // the window's handle
	session       *webkitSession // what the windows of the session share
	width, height int
	home          string // MiniBrowser's HOME
}

// webkitSession is what the windows of one session share: the window that commands go to.
type webkitSession struct {
	mu      sync.Mutex
	current string
}

// startXvfb starts Xvfb on a free display number and returns its DISPLAY; it stops with
// the test.
func startXvfb(t testing.TB) string {
	t.Helper()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		missingEngine(t, "Xvfb not found (apt-get install xvfb)")
	}
	for n := 90 + os.Getpid()%50; n < 400; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		cmd := exec.Command(xvfb, display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { stopProcess(cmd) })
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return display
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("Xvfb %s did not start within 10s", display)
	}
	t.Fatal("no free X display number")
	return ""
}

// stopProcess ends a process the test started: SIGTERM, then SIGKILL after 5s.
func stopProcess(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		<-done
	}
}

// newWebKit starts Xvfb, WebKitWebDriver and a MiniBrowser session with a window of the
// size o gives (and private, an ephemeral session, if it says so); it all stops with the test. Without them the test skips loudly (fails under
// CI=true).
func newWebKit(t testing.TB, o engineOptions) engine {
	t.Helper()
	driver, err := exec.LookPath("WebKitWebDriver")
	if err != nil {
		missingEngine(t, "WebKitWebDriver not found (apt-get install webkit2gtk-driver)")
	}
	if _, err := os.Stat(miniBrowser); err != nil {
		missingEngine(t, miniBrowser+" not found (apt-get install webkit2gtk-driver)")
	}
	display := startXvfb(t)
	port := freePort(t)
	cmd := exec.Command(driver, fmt.Sprintf("--port=%d", port), "--host=local")
	// A home of its own: MiniBrowser keeps its storage under XDG dirs, and a test starts fresh.
	home := t.TempDir()
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+home,
		"XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CACHE_HOME="+filepath.Join(home, "cache"),
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopProcess(cmd) })
	if err := waitPort(port, 20*time.Second); err != nil {
		t.Fatalf("WebKitWebDriver: %v\n%s", err, logs.String())
	}
	w := &webkit{base: fmt.Sprintf("http://127.0.0.1:%d/", port)}
	var s struct {
		SessionID string `json:"sessionId"`
	}
	args := []string{"--automation"}
	if o.private {
		args = append(args, "--private")
	}
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName":              "MiniBrowser",
		"webkitgtk:browserOptions": map[string]any{"binary": miniBrowser, "args": args},
	}}}
	if err := w.call("POST", "session", caps, &s); err != nil {
		t.Fatalf("WebKitWebDriver: new session: %v\n%s", err, logs.String())
	}
	session := w.base + "session/" + s.SessionID + "/"
	t.Cleanup(func() { (&webkit{}).callURL("DELETE", strings.TrimSuffix(session, "/"), nil, nil) })
	w.base = session
	if err := w.callURL("GET", session+"window", nil, &w.handle); err != nil {
		t.Fatalf("WebKitWebDriver: the window's handle: %v", err)
	}
	w.session = &webkitSession{current: w.handle}
	w.width, w.height, w.home = o.width, o.height, home
	if err := w.call("POST", "window/rect", map[string]int{"width": o.width, "height": o.height}, nil); err != nil {
		t.Logf("webkit: setting the window to %d×%d: %v", o.width, o.height, err)
	}
	return w
}

func (w *webkit) newWindow(t testing.TB) (engine, error) {
	var r struct {
		Handle string `json:"handle"`
	}
	if err := w.call("POST", "window/new", map[string]string{"type": "window"}, &r); err != nil {
		return nil, err
	}
	nw := &webkit{base: w.base, handle: r.Handle, session: w.session, width: w.width, height: w.height, home: w.home}
	return nw, nw.call("POST", "window/rect", map[string]int{"width": w.width, "height": w.height}, nil)
}

// call sends a WebDriver command for this window to the session's path and decodes its
// value into out; the session switches to this window first if another was current.
func (w *webkit) call(method, path string, body, out any) error {
	if w.session != nil {
		w.session.mu.Lock()
		defer w.session.mu.Unlock()
		if w.session.current != w.handle {
			if err := w.callURL("POST", w.base+"window", map[string]string{"handle": w.handle}, nil); err != nil {
				return fmt.Errorf("switching to window %s: %w", w.handle, err)
			}
			w.session.current = w.handle
		}
	}
	return w.callURL(method, w.base+path, body, out)
}

func (w *webkit) callURL(method, url string, body, out any) error {
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(data)
	} else if method == "POST" {
		rd = strings.NewReader("{}")
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	client := http.Client{Timeout: loadTimeout}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	var reply struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &reply); err != nil {
		return fmt.Errorf("%s %s: %s: %.300s", method, url, res.Status, data)
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(reply.Value, &e)
		return fmt.Errorf("%s %s: %s: %s", method, url, e.Error, e.Message)
	}
	if out != nil {
		return json.Unmarshal(reply.Value, out)
	}
	return nil
}

func (w *webkit) name() string { return "webkit" }

func (w *webkit) navigate(url string) error {
	return w.call("POST", "url", map[string]string{"url": url}, nil)
}

func (w *webkit) reload() error { return w.call("POST", "refresh", nil, nil) }

// element finds the first element selector matches and returns its reference.
func (w *webkit) element(sel string) (string, error) {
	var el map[string]string
	if err := w.call("POST", "element", map[string]string{"using": "css selector", "value": sel}, &el); err != nil {
		return "", err
	}
	return el[webdriverElement], nil
}

// click clicks the first element selector matches. A redraw between the lookup and the
// click (a window following another's writes) replaces the element: it is looked up again.
func (w *webkit) click(sel string) error {
	for try := 1; ; try++ {
		id, err := w.element(sel)
		if err != nil {
			return err
		}
		err = w.call("POST", "element/"+id+"/click", nil, nil)
		if err == nil || try == 3 || !strings.Contains(err.Error(), "stale element") {
			return err
		}
	}
}

func (w *webkit) typeText(sel, text string) error {
	id, err := w.element(sel)
	if err != nil {
		return err
	}
	return w.call("POST", "element/"+id+"/value", map[string]string{"text": text}, nil)
}

func (w *webkit) setFile(sel, path string) error { return w.typeText(sel, path) }

func (w *webkit) evalJSON(expr string) (string, error) {
	// An async script: its last argument is the callback; the expression goes in as text
	// of the script, since the app's CSP forbids eval in the page.
	script := `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => ` + jsonOf(expr) + `).then((v) => done({v: v}), (e) => done({e: String(e && e.stack || e)}));`
	var out struct {
		V string  `json:"v"`
		E *string `json:"e"`
	}
	if err := w.call("POST", "execute/async", map[string]any{"script": script, "args": []any{}}, &out); err != nil {
		return "", err
	}
	if out.E != nil {
		return "", fmt.Errorf("script error: %s", *out.E)
	}
	return out.V, nil
}

// downloads is the XDG download folder of MiniBrowser's home.
func (w *webkit) downloads(t testing.TB) (string, error) {
	return filepath.Join(w.home, "Downloads"), nil
}

func (w *webkit) screenshot() ([]byte, error) {
	var b64 string
	if err := w.call("GET", "screenshot", nil, &b64); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(b64)
}
