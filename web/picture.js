// tenpin: "Share as picture" (app/picture.go). The app hands over a finished sheet as lines
// of tab-separated fields (pictureOf says which: names, marks, running totals, the date, a
// format's name and its given strikes) and this draws it on a canvas, black on white like
// the printed sheet, and gives back a Promise of its PNG Blob. Drawing lives here rather than
// in Go because every call from WebAssembly into the page costs the wasm code, and a picture
// takes hundreds of them; here it costs nothing until the button is pressed.
//
// The layout, in pixels: 1200 wide; 96 for the title and the date, 32 under the last game;
// each game 56 for its title, 36 for the frame numbers and 72 for each bowler.
"use strict";

window.tenpinPicture = function (data) {
  const lines = data.split("\n").map((l) => l.split("\t"));
  const [title, date, total] = lines[0];
  const sheet = { title, date, total, games: [] };
  let game, row;
  for (const [kind, ...f] of lines.slice(1)) {
    if (kind === "G") sheet.games.push((game = { title: f[0], rows: [] }));
    else if (kind === "R") game.rows.push((row = { name: f[0], total: f[1], frames: [] }));
    else row.frames.push({ total: f[0], splits: +f[1], marks: f.slice(2) });
  }
  const W = 1200, TOP = 96, TITLE = 56, HEAD = 36, ROW = 72, BOTTOM = 32, NAME = 120, TOTAL = 130;
  let height = TOP + BOTTOM;
  for (const g of sheet.games) height += TITLE + HEAD + ROW * g.rows.length;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = height;
  const c = canvas.getContext("2d");
  c.fillStyle = "#fff";
  c.fillRect(0, 0, W, height);
  c.fillStyle = "#000";
  c.strokeStyle = "#000";
  c.textBaseline = "middle";
  const text = (s, x, y, size, bold, align) => {
    c.font = (bold ? "bold " : "") + size + "px system-ui, sans-serif";
    c.textAlign = align || "center";
    c.fillText(s, x, y);
  };
  text(sheet.title, 24, 36, 34, true, "left");
  text(sheet.date, 24, 74, 22, false, "left");
  const frameW = Math.floor((W - 48 - NAME - TOTAL) / 10);
  let y = TOP;
  for (const g of sheet.games) {
    text(g.title, 24, y + TITLE / 2, 26, true, "left");
    y += TITLE;
    for (let f = 0; f < 10; f++) text(String(f + 1), 24 + NAME + f * frameW + frameW / 2, y + HEAD / 2, 18);
    text(sheet.total, 24 + NAME + 10 * frameW + TOTAL / 2, y + HEAD / 2, 18);
    y += HEAD;
    for (const r of g.rows) {
      c.strokeRect(24, y, W - 48, ROW);
      text(r.name, 36, y + ROW / 2, 26, true, "left");
      r.frames.forEach((f, i) => {
        const x = 24 + NAME + i * frameW, third = Math.floor(frameW / 3);
        c.strokeRect(x, y, frameW, ROW);
        f.marks.forEach((mark, b) => {
          const bx = x + frameW - (f.marks.length - b) * third + third / 2;
          if (f.splits & (8 << b)) {
            // A strike the format gave (3-6-9): grey in a dashed box, as the grid draws it.
            c.setLineDash([4, 3]);
            c.strokeRect(bx - 14, y + 4, 28, 28);
            c.setLineDash([]);
            c.fillStyle = "#555";
          }
          text(mark, bx, y + 18, 22);
          c.fillStyle = "#000";
          if (f.splits & (1 << b)) {
            c.beginPath();
            c.arc(bx, y + 18, 13, 0, 2 * Math.PI);
            c.stroke();
          }
        });
        text(f.total, x + frameW / 2, y + ROW - 20, 22, true);
      });
      text(String(r.total), W - 24 - TOTAL / 2, y + ROW / 2, 30, true);
      y += ROW;
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"));
};
