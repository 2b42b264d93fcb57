//go:build !wasm

package server

// elementMaker is the function the client calls to make an element with its attributes
// (cmd/wasm's edit of go-app's node.go): go-app made each element with three calls from Go
// into JavaScript and set each attribute with three more, each through wasm_exec.js's glue,
// about 900 calls for the lane's first screen; the client now makes an element with one. It
// takes the tag, the namespace ("" for HTML) and each attribute's name and value, joined by
// NUL, and sets each attribute as go-app's setJSAttribute does: value and contenteditable as
// properties, the boolean attributes as properties that strconv.ParseBool reads, the rest
// with setAttribute.
const elementMaker = `
// goappElement is tenpin's: the client makes an element and its attributes in one call
// (cmd/wasm's edit of go-app's node.go, app/server/mount.go).
function goappElement(spec) {
  const a = spec.split("\0");
  const e = a[1] ? document.createElementNS(a[1], a[0]) : document.createElement(a[0]);
  const bool = (v) => ["1", "t", "T", "TRUE", "true", "True"].includes(v);
  for (let i = 2; i + 1 < a.length; i += 2) {
    const n = a[i], v = a[i + 1];
    switch (n) {
      case "value": e.value = v; break;
      case "contenteditable": e.contentEditable = v; break;
      case "ismap": e.isMap = bool(v); break;
      case "readonly": e.readOnly = bool(v); break;
      case "async": case "autofocus": case "autoplay": case "checked": case "default":
      case "defer": case "disabled": case "hidden": case "loop": case "multiple": case "muted":
      case "open": case "required": case "reversed": case "selected":
        e[n] = bool(v); break;
      default: e.setAttribute(n, v);
    }
  }
  return e;
}
`

// withElementMaker adds goappElement to go-app's app.js.
func withElementMaker(js []byte) []byte {
	return append(js, elementMaker...)
}
