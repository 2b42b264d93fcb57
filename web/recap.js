// tenpin: a league week's recap as a picture (app/season/recap.go). The app hands over the
// recap as lines of tab-separated fields (pictureText says which: the title, then each table's
// caption, column headings and rows, worded in the reader's language) and this draws it on a
// canvas, black on white like the printed recap, and gives back a Promise of its PNG Blob.
// Drawing lives here for the reason picture.js gives: in Go each call into the page costs the
// wasm code.
//
// The layout, in pixels: 1400 wide; 90 for the title; each table 40 for its caption, 32 for
// its headings and 28 a row, its columns as wide as their widest text (shrunk to fit).
"use strict";

window.tenpinRecap = function (data) {
  const lines = data.split("\n").map((l) => l.split("\t"));
  const [, title, app] = lines[0];
  const tables = [];
  let table;
  for (const [kind, ...f] of lines.slice(1)) {
    if (kind === "H") tables.push((table = { caption: f[0], head: [], rows: [] }));
    else if (kind === "C") table.head = f;
    else if (kind === "R") table.rows.push(f);
  }
  const W = 1400, PAD = 32, TOP = 90, CAPTION = 40, HEAD = 32, ROW = 28, GAP = 24;
  let height = TOP + PAD;
  for (const t of tables) height += CAPTION + HEAD + ROW * Math.max(t.rows.length, 1) + GAP;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = height;
  const c = canvas.getContext("2d");
  c.fillStyle = "#fff";
  c.fillRect(0, 0, W, height);
  c.fillStyle = "#000";
  c.strokeStyle = "#000";
  c.textBaseline = "middle";
  const font = (size, bold) => (c.font = (bold ? "bold " : "") + size + "px system-ui, sans-serif");
  font(32, true);
  c.fillText(title, PAD, 40);
  font(18, false);
  c.fillText(app, PAD, 72);
  let y = TOP;
  for (const t of tables) {
    font(20, true);
    c.fillText(t.caption, PAD, y + CAPTION / 2);
    y += CAPTION;
    // Each column as wide as its widest text, the whole shrunk to the page's width.
    const cols = t.head.length;
    const widths = new Array(cols).fill(0);
    for (const row of [t.head, ...t.rows]) {
      row.forEach((cell, i) => {
        font(16, row === t.head);
        widths[i] = Math.max(widths[i], c.measureText(cell).width + 20);
      });
    }
    const total = widths.reduce((a, b) => a + b, 0);
    const scale = Math.min(1, (W - 2 * PAD) / total);
    const xs = [];
    let x = PAD;
    for (const w of widths) {
      xs.push(x);
      x += w * scale;
    }
    const drawRow = (row, h, bold) => {
      font(16, bold);
      row.forEach((cell, i) => {
        c.save();
        c.beginPath();
        c.rect(xs[i], y, widths[i] * scale, h);
        c.clip();
        c.fillText(cell, xs[i] + 8, y + h / 2);
        c.restore();
      });
      c.beginPath();
      c.moveTo(PAD, y + h);
      c.lineTo(x, y + h);
      c.stroke();
      y += h;
    };
    drawRow(t.head, HEAD, true);
    if (t.rows.length === 0) y += ROW;
    for (const row of t.rows) drawRow(row, ROW, false);
    y += GAP;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"));
};
