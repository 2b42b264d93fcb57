//go:build browser

// Firefox ESR, driven through WebDriver BiDi, which Firefox speaks itself (no geckodriver):
// `firefox-esr --headless --remote-debugging-port=PORT --profile DIR`, then a websocket to
// ws://127.0.0.1:PORT/session. The websocket is a small client of RFC 6455 of our own (text
// messages, ping, close; masked as a client must): the module has no websocket library, and
// BiDi needs no more.
package main

import (
	"bufio"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// wsConn is a client websocket connection.
type wsConn struct {
	c   net.Conn
	r   *bufio.Reader
	wmu sync.Mutex
}

// dialWS opens a websocket to ws://addr/path.
func dialWS(addr, path string) (*wsConn, error) {
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return nil, err
	}
	key := make([]byte, 16)
	rand.Read(key)
	k := base64.StdEncoding.EncodeToString(key)
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n", path, addr, k)
	r := bufio.NewReader(c)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		c.Close()
		return nil, err
	}
	sum := sha1.Sum([]byte(k + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	if res.StatusCode != http.StatusSwitchingProtocols || res.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]) {
		c.Close()
		return nil, fmt.Errorf("websocket handshake with %s%s: %s", addr, path, res.Status)
	}
	return &wsConn{c: c, r: r}, nil
}

// write sends one masked frame.
func (w *wsConn) write(opcode byte, payload []byte) error {
	w.wmu.Lock()
	defer w.wmu.Unlock()
	hdr := []byte{0x80 | opcode}
	switch n := len(payload); {
	case n < 126:
		hdr = append(hdr, 0x80|byte(n))
	case n < 1<<16:
		hdr = append(hdr, 0x80|126)
		hdr = binary.BigEndian.AppendUint16(hdr, uint16(n))
	default:
		hdr = append(hdr, 0x80|127)
		hdr = binary.BigEndian.AppendUint64(hdr, uint64(n))
	}
	mask := make([]byte, 4)
	rand.Read(mask)
	hdr = append(hdr, mask...)
	masked := make([]byte, len(payload))
	for i, b := range payload {
		masked[i] = b ^ mask[i%4]
	}
	_, err := w.c.Write(append(hdr, masked...))
	return err
}

// read returns the next text or binary message, answering pings on the way.
func (w *wsConn) read() ([]byte, error) {
	var msg []byte
	for {
		var h [2]byte
		if _, err := io.ReadFull(w.r, h[:]); err != nil {
			return nil, err
		}
		fin, opcode := h[0]&0x80 != 0, h[0]&0x0f
		n := uint64(h[1] & 0x7f)
		switch n {
		case 126:
			var b [2]byte
			if _, err := io.ReadFull(w.r, b[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(b[:]))
		case 127:
			var b [8]byte
			if _, err := io.ReadFull(w.r, b[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(b[:])
		}
		var mask [4]byte
		if h[1]&0x80 != 0 {
			if _, err := io.ReadFull(w.r, mask[:]); err != nil {
				return nil, err
			}
		}
		payload := make([]byte, n)
		if _, err := io.ReadFull(w.r, payload); err != nil {
			return nil, err
		}
		if h[1]&0x80 != 0 {
			for i := range payload {
				payload[i] ^= mask[i%4]
			}
		}
		switch opcode {
		case 0x8:
			return nil, io.EOF
		case 0x9:
			if err := w.write(0xA, payload); err != nil {
				return nil, err
			}
			continue
		case 0xA:
			continue
		}
		msg = append(msg, payload...)
		if fin {
			return msg, nil
		}
	}
}

// firefox is a window of Firefox ESR: the BiDi session and the window's browsing context.
type firefox struct {
	*bidi
	context       string
	width, height int
	downloadDir   string // browser.download.dir of the profile
}

// bidi is a BiDi session over a websocket: commands by id, their answers.
type bidi struct {
	ws *wsConn

	mu      sync.Mutex
	nextID  int
	waiting map[int]chan bidiReply
	dead    error
}

// bidiReply is a command's answer: its result, or its error.
type bidiReply struct {
	ID      int             `json:"id"`
	Type    string          `json:"type"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
}

// firefoxPath finds Firefox ESR (or Firefox) on PATH.
func firefoxPath() string {
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// newFirefox starts a headless Firefox with a fresh profile and a BiDi session, its viewport
// set as o says (and in private browsing if it says so); it stops with the test. Without Firefox the test skips loudly
// (fails under CI=true).
func newFirefox(t testing.TB, o engineOptions) engine {
	t.Helper()
	exe := firefoxPath()
	if exe == "" {
		missingEngine(t, "Firefox not found (firefox-esr or firefox on PATH; apt-get install firefox-esr)")
	}
	profile := t.TempDir()
	// Quiet and local: no first-run pages, updates or telemetry reaching out.
	prefs := `user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("app.update.disabledForTesting", true);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.download.dir", ` + quoteJS(filepath.Join(profile, "downloads")) + `);
user_pref("browser.download.folderList", 2);
`
	if o.private {
		prefs += `user_pref("browser.privatebrowsing.autostart", true);` + "\n"
	}
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs), 0o644); err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	cmd := exec.Command(exe, "--headless", "--no-remote", fmt.Sprintf("--remote-debugging-port=%d", port), "--profile", profile)
	cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1", "HOME="+profile)
	logs := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopProcess(cmd) })
	if err := waitPort(port, 60*time.Second); err != nil {
		t.Fatalf("Firefox: %v\n%s", err, logs.String())
	}
	var ws *wsConn
	var err error
	for deadline := time.Now().Add(30 * time.Second); ; {
		// The port opens a moment before the BiDi endpoint answers.
		if ws, err = dialWS(fmt.Sprintf("127.0.0.1:%d", port), "/session"); err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("Firefox: %v\n%s", err, logs.String())
	}
	f := &firefox{bidi: &bidi{ws: ws, waiting: map[int]chan bidiReply{}}, width: o.width, height: o.height,
		downloadDir: filepath.Join(profile, "downloads")}
	go f.readLoop()
	t.Cleanup(func() {
		f.call("session.end", map[string]any{}, nil)
		ws.c.Close()
	})
	if err := f.call("session.new", map[string]any{"capabilities": map[string]any{}}, nil); err != nil {
		t.Fatalf("Firefox: session.new: %v", err)
	}
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := f.call("browsingContext.getTree", map[string]any{"maxDepth": 0}, &tree); err != nil || len(tree.Contexts) == 0 {
		t.Fatalf("Firefox: browsingContext.getTree: %v (%d contexts)", err, len(tree.Contexts))
	}
	f.context = tree.Contexts[0].Context
	if err := f.setViewport(); err != nil {
		t.Logf("firefox: setting the viewport: %v", err)
	}
	return f
}

func (f *firefox) setViewport() error {
	return f.call("browsingContext.setViewport", map[string]any{"context": f.context,
		"viewport": map[string]int{"width": f.width, "height": f.height}}, nil)
}

func (f *firefox) newWindow(t testing.TB) (engine, error) {
	var r struct {
		Context string `json:"context"`
	}
	if err := f.call("browsingContext.create", map[string]any{"type": "window"}, &r); err != nil {
		return nil, err
	}
	w := &firefox{bidi: f.bidi, context: r.Context, width: f.width, height: f.height, downloadDir: f.downloadDir}
	return w, w.setViewport()
}

// lockedBuffer collects a process's output safely for reading while it writes.
type lockedBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf) < 1<<20 {
		b.buf = append(b.buf, p...)
	}
	return len(p), nil
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}

// readLoop hands each answer to its command; events are not subscribed to.
func (f *bidi) readLoop() {
	for {
		data, err := f.ws.read()
		if err != nil {
			f.mu.Lock()
			f.dead = err
			for id, ch := range f.waiting {
				close(ch)
				delete(f.waiting, id)
			}
			f.mu.Unlock()
			return
		}
		var r bidiReply
		if json.Unmarshal(data, &r) != nil || r.Type == "event" {
			continue
		}
		f.mu.Lock()
		ch := f.waiting[r.ID]
		delete(f.waiting, r.ID)
		f.mu.Unlock()
		if ch != nil {
			ch <- r
		}
	}
}

// call sends a BiDi command and decodes its result into out.
func (f *bidi) call(method string, params, out any) error {
	f.mu.Lock()
	if f.dead != nil {
		f.mu.Unlock()
		return fmt.Errorf("%s: the connection is closed: %w", method, f.dead)
	}
	f.nextID++
	id := f.nextID
	ch := make(chan bidiReply, 1)
	f.waiting[id] = ch
	f.mu.Unlock()
	data, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return err
	}
	if err := f.ws.write(0x1, data); err != nil {
		return err
	}
	select {
	case r, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: the connection closed", method)
		}
		if r.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, r.Error, r.Message)
		}
		if out != nil {
			return json.Unmarshal(r.Result, out)
		}
		return nil
	case <-time.After(loadTimeout):
		f.mu.Lock()
		delete(f.waiting, id)
		f.mu.Unlock()
		return fmt.Errorf("%s: no answer within %s", method, loadTimeout)
	}
}

func (f *firefox) name() string { return "firefox" }

func (f *firefox) navigate(url string) error {
	return f.call("browsingContext.navigate", map[string]any{"context": f.context, "url": url, "wait": "complete"}, nil)
}

func (f *firefox) reload() error {
	return f.call("browsingContext.reload", map[string]any{"context": f.context, "wait": "complete"}, nil)
}

// evaluate runs script.evaluate and returns its remote value.
func (f *firefox) evaluate(expr string) (json.RawMessage, error) {
	var r struct {
		Type             string          `json:"type"`
		Result           json.RawMessage `json:"result"`
		ExceptionDetails *struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	err := f.call("script.evaluate", map[string]any{"expression": expr, "target": map[string]string{"context": f.context},
		"awaitPromise": true, "resultOwnership": "none"}, &r)
	if err != nil {
		return nil, err
	}
	if r.Type == "exception" {
		text := "exception"
		if r.ExceptionDetails != nil {
			text = r.ExceptionDetails.Text
		}
		return nil, errors.New(text)
	}
	return r.Result, nil
}

func (f *firefox) evalJSON(expr string) (string, error) {
	res, err := f.evaluate(jsonOf(expr))
	if err != nil {
		return "", err
	}
	var v struct {
		Value string `json:"value"`
	}
	if err := json.Unmarshal(res, &v); err != nil {
		return "", err
	}
	return v.Value, nil
}

// element scrolls the first element selector matches into view and returns its shared
// reference.
func (f *firefox) element(sel string) (map[string]string, error) {
	res, err := f.evaluate(fmt.Sprintf(`(() => { const e = document.querySelector(%s); if (e) e.scrollIntoView({block: "center"}); return e; })()`, quoteJS(sel)))
	if err != nil {
		return nil, err
	}
	var v struct {
		Type     string `json:"type"`
		SharedID string `json:"sharedId"`
	}
	if err := json.Unmarshal(res, &v); err != nil {
		return nil, err
	}
	if v.Type != "node" {
		return nil, fmt.Errorf("no element matches %s", sel)
	}
	return map[string]string{"sharedId": v.SharedID}, nil
}

// click clicks the element selector matches as aimJS finds it, settled, with a real mouse
// click at that point, as Chromium's clickSettled does. Firefox's own aim (a move to the
// element's centre) is taken as the actions run: a page still moving then took a click beside
// the element (TestFormatsEngines' Start once landed on the order radio above it, and the
// match never began). A click the page moved away from under it is stopped by aimJS's guard,
// which the page never sees, and made again.
func (f *firefox) click(sel string) error {
	if err := f.front(); err != nil {
		return err
	}
	// Less than a call's own wait, so that a page that never settles says so.
	aim := loadTimeout - 30*time.Second
	for try := 1; ; try++ {
		res, err := f.evalJSON(fmt.Sprintf(aimJS, sel, aim.Milliseconds()))
		if err != nil {
			return fmt.Errorf("finding %s: %w", sel, err)
		}
		var at []float64
		if err := json.Unmarshal([]byte(res), &at); err != nil || len(at) != 2 {
			return fmt.Errorf("%s: not there, or never still, for %s", sel, aim)
		}
		err = f.call("input.performActions", map[string]any{"context": f.context, "actions": []any{map[string]any{
			"type": "pointer", "id": "mouse", "parameters": map[string]string{"pointerType": "mouse"},
			"actions": []any{
				map[string]any{"type": "pointerMove", "x": int(at[0]), "y": int(at[1]), "origin": "viewport"},
				map[string]any{"type": "pointerDown", "button": 0},
				map[string]any{"type": "pointerUp", "button": 0},
			},
		}}}, nil)
		if err != nil {
			return err
		}
		// An error here is a page the click navigated away: it reached a link.
		res, err = f.evalJSON(clickGuard)
		if err != nil || res != "true" {
			return nil
		}
		if try == 20 {
			return fmt.Errorf("%s: the page kept moving under the click", sel)
		}
	}
}

// front brings the window to the front before a click or keys, as a person's hand goes to the
// window it acts in: with two windows of one Firefox, TestLeagueWindowsEngines now and then
// saw A's save, clicked or typed just after B was used, never made.
func (f *firefox) front() error {
	return f.call("browsingContext.activate", map[string]any{"context": f.context}, nil)
}

func (f *firefox) typeText(sel, text string) error {
	if err := f.front(); err != nil {
		return err
	}
	if _, err := f.evaluate(fmt.Sprintf(`document.querySelector(%s).focus()`, quoteJS(sel))); err != nil {
		return err
	}
	var keys []any
	for _, r := range text {
		keys = append(keys, map[string]string{"type": "keyDown", "value": string(r)}, map[string]string{"type": "keyUp", "value": string(r)})
	}
	return f.call("input.performActions", map[string]any{"context": f.context, "actions": []any{map[string]any{
		"type": "key", "id": "keyboard", "actions": keys,
	}}}, nil)
}

func (f *firefox) setFile(sel, path string) error {
	el, err := f.element(sel)
	if err != nil {
		return err
	}
	return f.call("input.setFiles", map[string]any{"context": f.context, "element": el, "files": []string{path}}, nil)
}

func (f *firefox) downloads(t testing.TB) (string, error) { return f.downloadDir, nil }

func (f *firefox) screenshot() ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := f.call("browsingContext.captureScreenshot", map[string]any{"context": f.context}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}
