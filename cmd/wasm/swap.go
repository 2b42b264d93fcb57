package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// goApp is the module whose files the client build swaps, and the version the swaps in
// _goapp/ were written for.
const (
	goApp        = "github.com/maxence-charriere/go-app/v10"
	goAppVersion = "v10.1.11"
)

// A swap replaces one of go-app's files, in the client build only, with one of ours.
type swap struct {
	file   string // the file in go-app's module
	sha256 string // its contents at goAppVersion, which ours was written against
	ours   string // our file, in _goapp/ beside this one
}

// swaps are go-app's files that link its server half, or code tenpin never runs, into every
// client; README ("The client build") has the figures.
var swaps = []swap{
	{"pkg/app/http.go", "0601189a9f611378e9b24ab4bdf42780a03cbf95c1bbebd4171b523ddbe9a32d", "http.go"},
	{"pkg/app/resource.go", "6b52ab4ec2f4171d403384bffe159e9ec22699933e768ef5868f2851a1b84baa", "resource.go"},
	{"pkg/app/route.go", "3252c7f2876cba69c3fbb203b0b4d5770ddd4651cdaf3ad69e5c33bfd1ccf5bd", "route.go"},
	{"pkg/app/crypto.go", "c0fc14126207dc9fa15fb8869bd882874486654919835dc35d5bef8a6122aa97", "crypto.go"},
}

// An edit changes a few lines of one of go-app's files, in the client build only, where a swap
// would copy the whole file into _goapp/ to change them: each old text of replace occurs
// exactly once in the file as pinned, and its new text takes its place.
type edit struct {
	file    string   // the file in go-app's module
	sha256  string   // its contents at goAppVersion, which the edit was written against
	replace []string // old, new, old, new, ...
}

// edits are go-app's files that link a package into every client for a line or two of theirs,
// or that make every tap wait or allocate for nothing; README ("The client build") has the
// figures.
var edits = []edit{
	// node.go escapes a text node's value with package html's EscapeString as go-app writes a
	// page's HTML. Importing package html keeps its init, which makes the builder of its
	// entity table (2,231 names) part of every client; ours escapes with the same replacer.
	{"pkg/app/node.go", "6fc7abe1ce4243b89bfed8808302c934d1049863554373ddf66f74ec3bbbe0fc", []string{
		"\t\"html\"\n", "",
		"\t\"strconv\"\n", "\t\"strconv\"\n\t\"strings\"\n",
		"html.EscapeString(v.value)", "textEscaper.Replace(v.value)",
		"func (m nodeManager) encodeText(", "// textEscaper is package html's EscapeString (cmd/wasm's edit of node.go).\n" +
			"var textEscaper = strings.NewReplacer(`&`, \"&amp;\", `'`, \"&#39;\", `<`, \"&lt;\", `>`, \"&gt;\", `\"`, \"&#34;\")\n\n" +
			"func (m nodeManager) encodeText(",
		// Two allocations go-app made for every node and every prop of every update, a third of
		// a tap's allocations (BenchmarkTapUpdate's profile): the context's method value, made
		// once here, and each prop boxed to tell the embedded Compo, told by its type here.
		"\tctx.notifyComponentEvent = m.NotifyComponentEvent\n",
		"\tctx.notifyComponentEvent = notifyComponentEvent // cmd/wasm's edit: made once\n",
		"\t\tif _, compoStruct := field.Interface().(Compo); compoStruct {\n",
		"\t\tif field.Type() == compoType { // cmd/wasm's edit: the field not boxed\n",
		"func (m nodeManager) context(",
		"// notifyComponentEvent and compoType are cmd/wasm's edit of node.go.\n" +
			"// (notifyComponentEvent is set in init: its method refers back to context.)\n" +
			"var (\n\tnotifyComponentEvent func(Context, UI, any)\n\tcompoType            = reflect.TypeOf(Compo{})\n)\n\n" +
			"func init() { notifyComponentEvent = nodeManager{}.NotifyComponentEvent }\n\n" +
			"func (m nodeManager) context(",
		// A mount made an element with three calls into JavaScript (document, createElement
		// and its tag), set each attribute with three more (setAttribute, its name, its
		// value), made a text node with two and appended each node with another, each through
		// wasm_exec.js's glue, and each node Go held got a finalizer: most of what a first
		// mount cost once its code was compiled. A mount now records its elements (with their
		// attributes), texts, appends and listeners, and the page's goappBuild (app.js:
		// app/server/mount.go) makes them in one call, the first time one of them is used
		// (pendingNode, in the edit of js_wasm.go below); a node's own reference is fetched
		// when it is first used itself. Where the page has no goappBuild (another app.js), or
		// a value holds the separator, go-app's own calls do it.
		"\tjsElement, _ := Window().createElement(v.Tag(), v.XMLNamespace())\n\tv = v.setJSElement(jsElement)\n\tm.mountHTMLAttributes(ctx, v)\n",
		"\tv = mountElement(ctx, v) // cmd/wasm's edit: recorded in the batch of new nodes\n",
		"\tv.jsvalue = Window().createTextNode(v.value)\n",
		"\tv.jsvalue = makeText(v.value) // cmd/wasm's edit: recorded in the batch of new nodes\n",
		"\t\tv.JSValue().appendChild(child)\n",
		"\t\tappendNode(v.JSValue(), child) // cmd/wasm's edit: recorded in the batch of new nodes\n",
		"\tv.JSValue().addEventListener(event, jsHandler, handler.options())\n",
		"\tlistenNode(v.JSValue(), event, jsHandler, handler.options()) // cmd/wasm's edit: recorded in the batch of new nodes\n",
		"func (m nodeManager) mountHTMLAttributes(",
		"// The page's document and its goappBuild, read once (cmd/wasm's edit of node.go).\n" +
			"var document, nodeBuilder Value\n\n" +
			"func pageDocument() Value {\n" +
			"\tif document == nil {\n\t\tdocument = Window().Get(\"document\")\n\t\tnodeBuilder = Window().Get(\"goappBuild\")\n\t}\n" +
			"\treturn document\n}\n\n" +
			"// mountElement records v's element with its attributes in the batch of new nodes\n" +
			"// (pendingNode, js_wasm.go): the tag, the namespace, the number of attributes and each\n" +
			"// name and value; with go-app's own calls where the page has no goappBuild or a name or\n" +
			"// value holds a NUL, the batch's separator (cmd/wasm's edit of node.go).\n" +
			"func mountElement(ctx Context, v HTML) HTML {\n" +
			"\tpageDocument()\n" +
			"\tspec := \"e\\x00\" + v.Tag() + \"\\x00\" + v.XMLNamespace() + \"\\x00\" + strconv.Itoa(len(v.attrs()))\n" +
			"\tfor name, value := range v.attrs() {\n" +
			"\t\tspec += \"\\x00\" + name + \"\\x00\" + resolveAttributeURLValue(name, value, ctx.ResolveStaticResource)\n" +
			"\t}\n" +
			"\tif nodeBuilder.Truthy() && strings.Count(spec, \"\\x00\") == 3+2*len(v.attrs()) {\n" +
			"\t\treturn v.setJSElement(value{jsValue: pend(spec)})\n" +
			"\t}\n" +
			"\tjsElement, _ := Window().createElement(v.Tag(), v.XMLNamespace())\n" +
			"\tv = v.setJSElement(jsElement)\n" +
			"\tnodeManager{}.mountHTMLAttributes(ctx, v)\n" +
			"\treturn v\n" +
			"}\n\n" +
			"// makeText records a text node in the batch of new nodes, or makes it where the page has\n" +
			"// no goappBuild or the text holds a NUL (cmd/wasm's edit of node.go).\n" +
			"func makeText(s string) Value {\n" +
			"\tif pageDocument(); nodeBuilder.Truthy() && !strings.Contains(s, \"\\x00\") {\n" +
			"\t\treturn value{jsValue: pend(\"t\\x00\" + s)}\n" +
			"\t}\n" +
			"\treturn pageDocument().Call(\"createTextNode\", s)\n" +
			"}\n\n" +
			"func (m nodeManager) mountHTMLAttributes(",
		// updateHTML, which every update runs for every element it reaches, built its three
		// errors in place: their calls made it go-app's largest function (14 KB of wasm), and
		// V8, which tiers it up to TurboFan during the start, spent 70 to 110 ms of a core on it
		// (--trace-wasm-compilation-times), on a machine of two. They are built by childError.
		goAppChildError(4, "updating child failed"),
		"\t\t\t\treturn nil, childError(\"updating child failed\", v, i, err) // cmd/wasm's edit\n",
		goAppChildError(3, "mounting child failed") + "\t\t}\n\t\tv.JSValue().replaceChild(newChild, child)\n",
		"\t\t\treturn nil, childError(\"mounting child failed\", v, i, err) // cmd/wasm's edit\n" +
			"\t\t}\n\t\tv.JSValue().replaceChild(newChild, child)\n",
		goAppChildError(3, "mounting child failed") + "\t\t}\n\t\tv.JSValue().appendChild(newChild)\n",
		"\t\t\treturn nil, childError(\"mounting child failed\", v, i, err) // cmd/wasm's edit\n" +
			"\t\t}\n\t\tv.JSValue().appendChild(newChild)\n",
		"func (m nodeManager) updateHTMLAttributes(",
		"// childError is updateHTML's error for its child i (cmd/wasm's edit of node.go), out of\n" +
			"// updateHTML's own code.\n" +
			"//\n//go:noinline\n" +
			"func childError(msg string, v HTML, i int, err error) error {\n" +
			"\treturn errors.New(msg).\n" +
			"\t\tWithTag(\"type\", reflect.TypeOf(v)).\n" +
			"\t\tWithTag(\"tag\", v.Tag()).\n" +
			"\t\tWithTag(\"depth\", v.depth()).\n" +
			"\t\tWithTag(\"index\", i).\n" +
			"\t\tWrap(err)\n" +
			"}\n\n" +
			"func (m nodeManager) updateHTMLAttributes(",
	}},
	// js_wasm.go: a mount's new nodes are recorded and made in one call (pendingNode).
	{"pkg/app/js_wasm.go", "683db47f071e412509b54722ac5463f88b5dd8698aab3694e4b6ca53f12c7224", []string{
		"import (\n\t\"net/url\"\n\t\"syscall/js\"\n",
		"import (\n\t\"net/url\"\n\t\"strconv\"\n\t\"strings\"\n\t\"syscall/js\"\n",
		"func syscalJSValueOf(v any) js.Value {\n\tswitch v := v.(type) {\n",
		"func syscalJSValueOf(v any) js.Value {\n\tswitch v := v.(type) {\n\tcase *pendingNode: // cmd/wasm's edit\n\t\treturn v.get()\n",
		"func syscallJSArgs(v []any) []any {\n",
		`
// pendingNode is a node of the page that a mount recorded and the client has not made yet
// (cmd/wasm's edit): a mount records its elements, texts, children and listeners in a batch,
// and the batch is made in one call to the page's goappBuild the first time any of its nodes
// is used, as an argument or through one of its methods; a node's own reference is fetched
// from what goappBuild returned the first time it is used itself.
type pendingNode struct {
	b    *nodeBatch
	i    int
	v    js.Value
	made bool
}

// nodeBatch is the batch of nodes recorded since the last one was made.
type nodeBatch struct {
	spec  strings.Builder // records, joined by NUL
	args  []any           // the JavaScript values records refer to, by index
	n     int             // nodes recorded
	nodes js.Value        // what goappBuild returned: the nodes, in the order recorded
	built bool
}

// batch is the batch that takes new records: nil, or made, when none is open.
var batch *nodeBatch

// pend records a node (an element or a text) in the open batch.
func pend(record string) *pendingNode {
	if batch == nil || batch.built {
		batch = &nodeBatch{}
	}
	batch.add(record)
	batch.n++
	return &pendingNode{b: batch, i: batch.n - 1}
}

func (b *nodeBatch) add(record string) {
	if b.spec.Len() > 0 {
		b.spec.WriteByte(0)
	}
	b.spec.WriteString(record)
}

func (b *nodeBatch) arg(v js.Value) string {
	b.args = append(b.args, v)
	return strconv.Itoa(len(b.args) - 1)
}

func (b *nodeBatch) build() {
	if b.built {
		return
	}
	b.built = true
	b.nodes = syscalJSValueOf(nodeBuilder.Invoke(append([]any{b.spec.String()}, b.args...)...))
	b.args = nil
}

func (p *pendingNode) get() js.Value {
	if !p.made {
		p.b.build()
		p.v, p.made = p.b.nodes.Index(p.i), true
	}
	return p.v
}

// pendingIn is v's node when it is recorded in the open batch, else nil.
func pendingIn(v Value) *pendingNode {
	if w, ok := v.(value); ok {
		if p, ok := w.jsValue.(*pendingNode); ok && !p.b.built {
			return p
		}
	}
	return nil
}

// appendNode appends child to parent, recorded in the batch when parent is in it.
func appendNode(parent Value, child Wrapper) {
	p := pendingIn(parent)
	if p == nil {
		parent.appendChild(child)
		return
	}
	c := pendingIn(child.JSValue())
	if c != nil {
		p.b.add("a\x00" + strconv.Itoa(p.i) + "\x00" + strconv.Itoa(c.i))
		return
	}
	p.b.add("x\x00" + strconv.Itoa(p.i) + "\x00" + p.b.arg(syscalJSValueOf(child)))
}

// listenNode adds fn as v's listener of event, recorded in the batch when v is in it (go-app's
// only option is passive).
func listenNode(v Value, event string, fn Func, options map[string]any) {
	p := pendingIn(v)
	if p == nil || strings.Contains(event, "\x00") {
		v.addEventListener(event, fn, options)
		return
	}
	passive := ""
	if len(options) != 0 {
		passive = "p"
	}
	p.b.add("l\x00" + strconv.Itoa(p.i) + "\x00" + event + "\x00" + p.b.arg(syscalJSValueOf(fn)) + "\x00" + passive)
}

func (p *pendingNode) Bool() bool                         { return p.get().Bool() }
func (p *pendingNode) Call(m string, args ...any) js.Value { return p.get().Call(m, args...) }
func (p *pendingNode) Delete(k string)                    { p.get().Delete(k) }
func (p *pendingNode) Equal(w js.Value) bool              { return p.get().Equal(w) }
func (p *pendingNode) Float() float64                     { return p.get().Float() }
func (p *pendingNode) Get(k string) js.Value              { return p.get().Get(k) }
func (p *pendingNode) Index(i int) js.Value               { return p.get().Index(i) }
func (p *pendingNode) InstanceOf(t js.Value) bool         { return p.get().InstanceOf(t) }
func (p *pendingNode) Int() int                           { return p.get().Int() }
func (p *pendingNode) Invoke(args ...any) js.Value        { return p.get().Invoke(args...) }
func (p *pendingNode) IsNaN() bool                        { return p.get().IsNaN() }
func (p *pendingNode) IsNull() bool                       { return p.get().IsNull() }
func (p *pendingNode) IsUndefined() bool                  { return p.get().IsUndefined() }
func (p *pendingNode) Length() int                        { return p.get().Length() }
func (p *pendingNode) New(args ...any) js.Value           { return p.get().New(args...) }
func (p *pendingNode) Set(k string, x any)                { p.get().Set(k, x) }
func (p *pendingNode) SetIndex(i int, x any)              { p.get().SetIndex(i, x) }
func (p *pendingNode) String() string                     { return p.get().String() }
func (p *pendingNode) Truthy() bool                       { return p.get().Truthy() }
func (p *pendingNode) Type() js.Type                      { return p.get().Type() }

` + "func syscallJSArgs(v []any) []any {\n",
	}},
	// action.go keys each handler of an action with fmt.Sprintf("/%T/%p/%p"), which the
	// root's OnMount runs for every handler it wires: on a cold start that compiled fmt's
	// printer before the first paint, for a map key. It now builds the same key with
	// reflect and strconv (fmt still for a source that is not a pointer, which no component is).
	{"pkg/app/action.go", "015d9de3d9e30e9e1766c0042396fdb8b661584f3b6e118e402a8e1f486ce53c", []string{
		"import (\n\t\"fmt\"\n\t\"sync\"\n)\n",
		"import (\n\t\"fmt\"\n\t\"reflect\"\n\t\"strconv\"\n\t\"sync\"\n)\n",
		"\treturn fmt.Sprintf(\"/%T/%p/%p\", source, source, handler)\n",
		"\tif s := reflect.ValueOf(source); s.Kind() == reflect.Pointer { // cmd/wasm's edit: no fmt\n" +
			"\t\treturn \"/\" + s.Type().String() + \"/0x\" + strconv.FormatUint(uint64(s.Pointer()), 16) +\n" +
			"\t\t\t\"/0x\" + strconv.FormatUint(uint64(reflect.ValueOf(handler).Pointer()), 16)\n" +
			"\t}\n" +
			"\treturn fmt.Sprintf(\"/%T/%p/%p\", source, source, handler)\n",
	}},
	// engine.go's loop answers a dispatch (a tap's handler) with the next tick of a ticker it
	// starts then, 1/120 s later, however long the loop was idle: every tap waited 8.3 ms
	// for nothing before its update began (a tap's first dispatch, go-app's event handler,
	// starts the ticker; the action it posts is a second). It now updates at once when no
	// dispatch is left in the queue and no update ran in the last tick's time, and keeps the
	// ticker for the rest, so updates still come at most 120 times a second. The start's own
	// updates (what Navigate mounted, and the dispatches queued before the loop first waits)
	// do not count: the loader goes right after them, and a tap made as the page showed waited
	// the ticker behind the browser's first frame (10 to 15 ms in all: TestFirstTapAtOnce).
	{"pkg/app/engine.go", "8400019d85d00fb6a904a9214ab78e1874ead07bb7ec719c2c254955864db5b2", []string{
		"\tframes := time.NewTicker(currentFrameDuration)\n",
		"\tframes := time.NewTicker(currentFrameDuration)\n" +
			"\tvar lastFrame time.Time // cmd/wasm's edit: when the last update after the start ran\n" +
			"\tstarted := false        // cmd/wasm's edit: the loop has waited for the page once\n",
		"\tfor {\n" +
			"\t\tselect {\n" +
			"\t\tcase dispatch := <-e.dispatches:\n" +
			"\t\t\tif currentFrameDuration != activeFrameDuration {\n" +
			"\t\t\t\tframes.Reset(activeFrameDuration)\n" +
			"\t\t\t\tcurrentFrameDuration = activeFrameDuration\n" +
			"\t\t\t}\n" +
			"\t\t\tdispatch()\n",
		"\tfor {\n" +
			"\t\tif !started && len(e.dispatches) == 0 && currentFrameDuration == iddleFrameDuration {\n" +
			"\t\t\tstarted = true // cmd/wasm's edit: nothing queued, no tick due: the start is done\n" +
			"\t\t}\n" +
			"\t\tselect {\n" +
			"\t\tcase dispatch := <-e.dispatches:\n" +
			"\t\t\tdispatch()\n" +
			"\t\t\tif len(e.dispatches) == 0 && time.Since(lastFrame) >= activeFrameDuration {\n" +
			"\t\t\t\te.processFrame() // cmd/wasm's edit: at once, not a tick later\n" +
			"\t\t\t\tif started {\n" +
			"\t\t\t\t\tlastFrame = time.Now()\n" +
			"\t\t\t\t}\n" +
			"\t\t\t\tframes.Reset(iddleFrameDuration)\n" +
			"\t\t\t\tcurrentFrameDuration = iddleFrameDuration\n" +
			"\t\t\t\tcontinue\n" +
			"\t\t\t}\n" +
			"\t\t\tif currentFrameDuration != activeFrameDuration {\n" +
			"\t\t\t\tframes.Reset(activeFrameDuration)\n" +
			"\t\t\t\tcurrentFrameDuration = activeFrameDuration\n" +
			"\t\t\t}\n",
		"\t\tcase <-frames.C:\n\t\t\te.processFrame()\n",
		"\t\tcase <-frames.C:\n\t\t\te.processFrame()\n\t\t\tif started {\n\t\t\t\tlastFrame = time.Now()\n\t\t\t}\n",
		// go-app's states (Context.SetState and its kin, persisted in localStorage, shared
		// with other windows by a BroadcastChannel) are not tenpin's: it keeps its own in
		// package browser. Yet every start swept localStorage for expired persisted states,
		// reading and JSON-decoding every item there (the game in progress, the night, the
		// league), before the loop first waited, that is before the loader went; and the
		// state manager's code was in every client through the context's method values. Both
		// are left out: the context's state functions are nil, and TestNoGoAppStates (cmd/wasm)
		// fails if tenpin's code ever calls them.
		"\te.states.CleanupExpiredPersistedStates(e.baseContext())\n",
		"\t// cmd/wasm's edit: no sweep of go-app's persisted states, which tenpin has none of\n",
		"\t\tobserveState:          e.states.Observe,\n" +
			"\t\tgetState:              e.states.Get,\n" +
			"\t\tsetState:              e.states.Set,\n" +
			"\t\tdelState:              e.states.Delete,\n",
		"\t\t// cmd/wasm's edit: no go-app states (observeState, getState, setState, delState)\n",
		// The first Navigate asks whether the address is one of the Handler's InternalURLs,
		// which go-app reads by JSON-decoding GOAPP_INTERNAL_URLS: on a first visit that was
		// the start's only JSON, and V8 compiled encoding/json's decoder for it, before the
		// loader went, to read "null" (tenpin lists none). The list is decoded only when it
		// has something in it; an empty one also stays empty rather than being decoded again
		// at every navigation.
		"\tif e.internalURLs == nil {\n" +
			"\t\tjson.Unmarshal([]byte(Getenv(\"GOAPP_INTERNAL_URLS\")), &e.internalURLs)\n" +
			"\t}\n",
		"\tif e.internalURLs == nil {\n" +
			"\t\te.internalURLs = []string{} // cmd/wasm's edit: no JSON for an empty list\n" +
			"\t\tif v := Getenv(\"GOAPP_INTERNAL_URLS\"); v != \"\" && v != \"null\" && v != \"[]\" {\n" +
			"\t\t\tjson.Unmarshal([]byte(v), &e.internalURLs)\n" +
			"\t\t}\n" +
			"\t}\n",
	}},
}

// goAppChildError is go-app's text in node.go's updateHTML that builds the error for a child,
// indented by tabs, as childError's edit finds it.
func goAppChildError(tabs int, msg string) string {
	in := strings.Repeat("\t", tabs)
	return in + "return nil, errors.New(" + strconv.Quote(msg) + ").\n" +
		in + "\tWithTag(\"type\", reflect.TypeOf(v)).\n" +
		in + "\tWithTag(\"tag\", v.Tag()).\n" +
		in + "\tWithTag(\"depth\", v.depth()).\n" +
		in + "\tWithTag(\"index\", i).\n" +
		in + "\tWrap(err)\n"
}

// apply returns data, the edited file's contents, with e's replacements made, or an error if
// an old text does not occur exactly once.
func (e edit) apply(data []byte) ([]byte, error) {
	for i := 0; i+1 < len(e.replace); i += 2 {
		old, new := []byte(e.replace[i]), []byte(e.replace[i+1])
		if n := bytes.Count(data, old); n != 1 {
			return nil, fmt.Errorf("editing go-app's %s: %q occurs %d times, want once: re-check the edit in cmd/wasm/swap.go", e.file, old, n)
		}
		data = bytes.Replace(data, old, new, 1)
	}
	return data, nil
}

// build compiles pkg to WebAssembly into out, with the build tags tags and the linker flags
// ldflags, with go-app's files swapped for ours.
func build(pkg, out, tags, ldflags string) error {
	root, err := goOutput("env", "GOMOD")
	if err != nil {
		return err
	}
	root = filepath.Dir(root)
	mod, err := goAppModule()
	if err != nil {
		return err
	}
	if err := checkPins(mod.Version, mod.Dir); err != nil {
		return err
	}

	// The copy's path is written into the client (its module information), so it is the same
	// on every build: .cache/wasm under the module, named in go.mod relative to the module.
	// Every file is written whole and renamed into place, so that two builds at once (make
	// wasm beside the browser tests) never read a half-written one.
	tmp := filepath.Join(root, ".cache", "wasm")
	mirror := filepath.Join(tmp, "go-app@"+goAppVersion)
	if err := copyGoFiles(mod.Dir, mirror); err != nil {
		return fmt.Errorf("copying go-app's Go files: %w", err)
	}
	// The go command reads -modfile's go.sum beside it.
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	gomod = fmt.Appendf(gomod, "\nreplace %s => ./.cache/wasm/go-app@%s\n", goApp, goAppVersion)
	// google/uuid, which go-app calls only for IDs tenpin never asks for, stands in as
	// _uuid/ (its package says why).
	for _, f := range []string{"go.mod", "uuid.go"} {
		data, err := os.ReadFile(filepath.Join(root, "cmd", "wasm", "_uuid", f))
		if err == nil {
			err = writeFile(filepath.Join(tmp, "uuid", f), data)
		}
		if err != nil {
			return err
		}
	}
	gomod = fmt.Appendf(gomod, "replace github.com/google/uuid => ./.cache/wasm/uuid\n")
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return err
	}
	overlay := map[string]map[string]string{"Replace": {}}
	for _, s := range swaps {
		overlay["Replace"][filepath.Join(mirror, s.file)] = filepath.Join(root, "cmd", "wasm", "_goapp", s.ours)
	}
	for _, e := range edits {
		data, err := os.ReadFile(filepath.Join(mirror, e.file))
		if err == nil {
			data, err = e.apply(data)
		}
		edited := filepath.Join(tmp, "edits", filepath.Base(e.file))
		if err == nil {
			err = writeFile(edited, data)
		}
		if err != nil {
			return err
		}
		overlay["Replace"][filepath.Join(mirror, e.file)] = edited
	}
	overlayJSON, err := json.Marshal(overlay)
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"go.mod": gomod, "go.sum": gosum, "overlay.json": overlayJSON} {
		if err := writeFile(filepath.Join(tmp, name), data); err != nil {
			return err
		}
	}

	cmd := exec.Command("go", "build", "-trimpath", "-ldflags="+ldflags, "-tags", tags,
		"-modfile", filepath.Join(tmp, "go.mod"), "-overlay", filepath.Join(tmp, "overlay.json"),
		"-o", out, pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build %s: %w", pkg, err)
	}
	return nil
}

// checkPins returns an error saying what to re-check unless go-app is goAppVersion and each
// swapped file is the one its swap was written against.
func checkPins(version, dir string) error {
	if version != goAppVersion {
		return fmt.Errorf("go.mod requires %s %s, but the client build's swaps (cmd/wasm/_goapp) were written for %s: "+
			"read the new version's %s, update our files to match what the rest of its pkg/app needs on the client, "+
			"then set goAppVersion and the SHA-256 sums in cmd/wasm/swap.go", goApp, version, goAppVersion, swappedFiles())
	}
	var changed []string
	for _, p := range pinned() {
		data, err := os.ReadFile(filepath.Join(dir, p.file))
		if err != nil {
			return fmt.Errorf("go-app %s has no %s, which the client build swaps or edits: re-check cmd/wasm/_goapp and the edits in cmd/wasm/swap.go", version, p.file)
		}
		if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != p.sha256 {
			changed = append(changed, p.file)
		}
	}
	if len(changed) > 0 {
		return fmt.Errorf("go-app %s's %s differ from what the client build's swaps and edits were written against: "+
			"compare them with cmd/wasm/_goapp and the edits in cmd/wasm/swap.go, update ours, then the SHA-256 sums there",
			version, strings.Join(changed, ", "))
	}
	return nil
}

// pinned returns the files that the swaps and the edits were written against, with their sums.
func pinned() []swap {
	files := slices.Clone(swaps)
	for _, e := range edits {
		files = append(files, swap{file: e.file, sha256: e.sha256})
	}
	return files
}

func swappedFiles() string {
	var names []string
	for _, p := range pinned() {
		names = append(names, p.file)
	}
	return strings.Join(names, ", ")
}

// copyGoFiles copies go.mod and every Go file but tests from the module in src into dst,
// writable, so that the build may overlay some of them.
func copyGoFiles(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if rel != "go.mod" && (!strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return writeFile(filepath.Join(dst, rel), data)
	})
}

// writeFile writes data into the file name through a temporary file renamed into place,
// making its folder if need be.
func writeFile(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(0o644) // CreateTemp's 0600 would keep a published client from its web server
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// goAppModule says which go-app go.mod names and where its files are. go mod download, not go
// list -m: on a fresh machine (make run on a new clone) the module is not in the cache yet, and
// go list -m answers with no directory instead of fetching it.
func goAppModule() (mod struct{ Version, Dir string }, err error) {
	js, err := goOutput("mod", "download", "-json", goApp)
	if err != nil {
		return mod, err
	}
	if err := json.Unmarshal([]byte(js), &mod); err != nil {
		return mod, fmt.Errorf("go mod download %s: %w", goApp, err)
	}
	if mod.Dir == "" {
		return mod, fmt.Errorf("go mod download %s: no directory in its answer", goApp)
	}
	return mod, nil
}

// goOutput runs the go command with args and returns its standard output, trimmed.
func goOutput(args ...string) (string, error) {
	var stderr bytes.Buffer
	cmd := exec.Command("go", args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	s := strings.TrimSpace(string(out))
	if s == "" || s == os.DevNull {
		return "", errors.New("go " + strings.Join(args, " ") + ": no answer (run from inside the tenpin module)")
	}
	return s, nil
}
