//go:build !wasm

package server

// elementMaker is the function the client calls to make the nodes a mount recorded (cmd/wasm's
// edit of go-app's node.go and js_wasm.go): go-app made each element with three calls from Go
// into JavaScript, set each attribute with three more and appended each node with another,
// each through wasm_exec.js's glue; the client now records a mount's nodes and makes them in
// one call, the first time one of them is used. It takes the records, joined by NUL, and the
// JavaScript values they refer to, and returns the nodes made, in the order recorded:
//   - e, tag, namespace ("" for HTML), the number of attributes, each name and value: an
//     element, each attribute set as go-app's setJSAttribute does (value and contenteditable
//     as properties, the boolean attributes as properties that strconv.ParseBool reads, the
//     rest with setAttribute);
//   - t, text: a text node;
//   - a, parent, child: a node appended to another, both by their place in the nodes;
//   - x, parent, value: a node made elsewhere (a value) appended to one of the nodes;
//   - l, node, event, value, "p" or "": a listener (a value) of the node's event, passive or not.
const elementMaker = `
// goappBuild is tenpin's: it makes the nodes a mount recorded (cmd/wasm's edit of go-app's
// node.go, app/server/mount.go).
function goappBuild(spec, ...values) {
  const a = spec.split("\0"), nodes = [];
  const bool = (v) => ["1", "t", "T", "TRUE", "true", "True"].includes(v);
  for (let i = 0; i < a.length; ) {
    switch (a[i++]) {
      case "e": {
        const tag = a[i], ns = a[i + 1], n = +a[i + 2];
        i += 3;
        const e = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
        for (let k = 0; k < n; k++, i += 2) {
          const name = a[i], v = a[i + 1];
          switch (name) {
            case "value": e.value = v; break;
            case "contenteditable": e.contentEditable = v; break;
            case "ismap": e.isMap = bool(v); break;
            case "readonly": e.readOnly = bool(v); break;
            case "async": case "autofocus": case "autoplay": case "checked": case "default":
            case "defer": case "disabled": case "hidden": case "loop": case "multiple": case "muted":
            case "open": case "required": case "reversed": case "selected":
              e[name] = bool(v); break;
            default: e.setAttribute(name, v);
          }
        }
        nodes.push(e);
        break;
      }
      case "t": nodes.push(document.createTextNode(a[i++])); break;
      case "a": nodes[+a[i]].appendChild(nodes[+a[i + 1]]); i += 2; break;
      case "x": nodes[+a[i]].appendChild(values[+a[i + 1]]); i += 2; break;
      case "l": nodes[+a[i]].addEventListener(a[i + 1], values[+a[i + 2]], a[i + 3] ? { passive: true } : undefined); i += 4; break;
      default: throw new Error("goappBuild: unknown record " + a[i - 1]);
    }
  }
  return nodes;
}
`

// withElementMaker adds goappBuild to go-app's app.js.
func withElementMaker(js []byte) []byte {
	return append(js, elementMaker...)
}
