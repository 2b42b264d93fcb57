//go:build browser

package main

// idbTraceJS notes every IndexedDB request and transaction the page starts from now on,
// until it ends, so that a page left with database work under way (etab.waitStored) says
// what that work waits for. WebKit has been seen, under load, to keep a job of the leagues'
// database from ever ending (TestLeague/webkit): nothing pending here then points at a
// promise rather than a request (a Blob's arrayBuffer, which every read awaits).
const idbTraceJS = `(() => {
 if (window.__idbTrace) return true;
 const pending = new Map(); let n = 0;
 window.__idbTrace = pending;
 const track = (kind, target, ...evs) => { const id = ++n; pending.set(id, kind + " @" + Math.round(performance.now())); const end = () => pending.delete(id); evs.forEach((e) => target.addEventListener(e, end)); return target; };
 const wrapReq = (proto, name) => { const f = proto[name]; proto[name] = function(...a) { const r = f.apply(this, a); return track(name + "(" + (this.name || "") + ")", r, "success", "error"); }; };
 ["get","getAll","put","delete","openCursor","count","getAllKeys","add","clear"].forEach((m) => IDBObjectStore.prototype[m] && wrapReq(IDBObjectStore.prototype, m));
 ["get","getAll","openCursor","count","getAllKeys"].forEach((m) => IDBIndex.prototype[m] && wrapReq(IDBIndex.prototype, m));
 const t = IDBDatabase.prototype.transaction;
 IDBDatabase.prototype.transaction = function(...a) { const tx = t.apply(this, a); return track("tx " + this.name + " " + JSON.stringify(a), tx, "complete", "abort", "error"); };
 const o = IDBFactory.prototype.open;
 IDBFactory.prototype.open = function(...a) { const r = o.apply(this, a); return track("open " + a[0], r, "success", "error", "blocked"); };
 return true;
})()`

// idbTraceDumpJS is what idbTraceJS has pending, with the jobs counted (browser.Jobs).
const idbTraceDumpJS = `JSON.stringify({storing: window.__tenpinStoring, now: Math.round(performance.now()), pending: window.__idbTrace ? [...window.__idbTrace.values()] : null})`
