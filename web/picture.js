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

// tenpin: "Share as picture" of a bracket set (app/brackets, pictureOf): the title, the date
// and what the set is; the payout table; then the brackets two across, each a column per game
// with the bowlers of each meeting (who moved on in bold, underlined) and the winner's column
// last. 1200 pixels wide, black on white like the printed brackets.
window.tenpinBrackets = function (data, name) {
  const lines = data.split("\n").map((l) => l.split("\t"));
  const [title, date, summary] = lines[0];
  let head = [];
  const rows = [], brackets = [];
  let b;
  for (const [kind, ...f] of lines.slice(1)) {
    if (kind === "P") head = f;
    else if (kind === "p") rows.push(f);
    else if (kind === "B") brackets.push((b = { title: f[0], result: f[1], cols: [] }));
    else if (kind === "C") b.cols.push({ label: f[0], places: f.slice(1) });
  }
  const W = 1200, M = 24, ROW = 34, GAP = 24, BW = (W - 2 * M - GAP) / 2, PLACE = 30;
  const bracketH = (br) => 44 + 24 + (br.cols[0] ? br.cols[0].places.length / 2 : 0) * PLACE + 36;
  let height = 130 + 24 + ROW * (rows.length + 1) + 24;
  for (let i = 0; i < brackets.length; i += 2) height += Math.max(...brackets.slice(i, i + 2).map(bracketH)) + GAP;
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
    c.textAlign = align || "left";
    c.fillText(s, x, y);
  };
  text(title, M, 36, 34, true);
  text(date, M, 74, 22);
  // The summary in as many lines of the width as it takes (the height left for it: two).
  c.font = "18px system-ui, sans-serif";
  const words = summary.split(" ");
  let line = "", ly = 104;
  for (const w of words) {
    if (line && c.measureText(line + " " + w).width > W - 2 * M) {
      text(line, M, ly, 18);
      line = w;
      ly += 24;
    } else line = line ? line + " " + w : w;
  }
  text(line, M, ly, 18);
  let y = 130 + 24;
  const colX = [M, M + 300, M + 500, M + 700, M + 900];
  head.forEach((h, i) => text(h, colX[i], y + ROW / 2, 18, true));
  y += ROW;
  for (const r of rows) {
    c.beginPath();
    c.moveTo(M, y);
    c.lineTo(W - M, y);
    c.stroke();
    r.forEach((v, i) => text(v, colX[i], y + ROW / 2, 20, i === 0));
    y += ROW;
  }
  y += 24;
  brackets.forEach((br, i) => {
    const x = M + (i % 2) * (BW + GAP), top = y;
    c.strokeRect(x, top, BW, bracketH(br));
    text(br.title, x + 12, top + 22, 22, true);
    const colW = (BW - 24) / br.cols.length, n0 = br.cols[0] ? br.cols[0].places.length / 2 : 0;
    br.cols.forEach((col, k) => {
      const cx = x + 12 + k * colW, n = col.places.length / 2, cell = (n0 * PLACE) / Math.max(n, 1);
      text(col.label, cx, top + 56, 15, true);
      for (let j = 0; j < n; j++) {
        const name = col.places[2 * j], score = col.places[2 * j + 1], cy = top + 68 + j * cell + cell / 2;
        const won = name.startsWith("*");
        text(won ? name.slice(1) : name, cx + 4, cy - 4, 18, won);
        text(score, cx + colW - 8, cy - 4, 14, false, "right");
        c.lineWidth = won ? 3 : 1;
        c.beginPath();
        c.moveTo(cx, cy + 9);
        c.lineTo(cx + colW - 6, cy + 9);
        c.stroke();
        c.lineWidth = 1;
      }
    });
    text(br.result, x + 12, top + bracketH(br) - 18, 18, true);
    if (i % 2 === 1 || i === brackets.length - 1) y += Math.max(...brackets.slice(i - (i % 2), i + 1).map(bracketH)) + GAP;
  });
  // Handed to Web Share as a file where the browser takes files, else downloaded: resolves to
  // "shared" or "saved" (a share the bowler cancels resolves to "").
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png")
  ).then((blob) => {
    const file = new File([blob], name, { type: "image/png" });
    if (navigator.canShare && navigator.canShare({ files: [file] }))
      return navigator.share({ files: [file], title }).then(() => "shared", (e) => (e && e.name === "AbortError" ? "" : save(blob)));
    return save(blob);
  });
  function save(blob) {
    const url = URL.createObjectURL(blob), a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    return "saved";
  }
};

// tenpin: "Share leaves as picture" (app/stats/leavespicture.go, leavesPictureOf): the bowler's pin
// map, the ten pins in their triangle each shaded by the share of racks that left it standing
// with that share written in it, and beside it the leaves, most frequent first, each with its
// small diagram (a split's pins ringed twice), how often left and converted and the rate.
// 1200 pixels wide, black on white with grey shading, like the printed screen.
window.tenpinLeaves = function (data) {
  const lines = data.split("\n").map((l) => l.split("\t"));
  const [title, caption, heading] = lines[0];
  let map = [], shares = [], shown = [], head = [];
  const leaves = [];
  for (const [kind, ...f] of lines.slice(1)) {
    if (kind === "M") map = f;
    else if (kind === "P") (shares = f.slice(0, 10).map(Number)), (shown = f.slice(10));
    else if (kind === "H") head = f;
    else if (kind === "L") leaves.push({ pins: +f[0], name: f[1], split: f[2] === "1", count: f[3], converted: f[4], rate: f[5] });
  }
  const W = 1200, M = 24, TOP = 130, MAPW = 460, ROW = 44, spot = [[3, 3], [2, 2], [4, 2], [1, 1], [3, 1], [5, 1], [0, 0], [2, 0], [4, 0], [6, 0]];
  const height = Math.max(TOP + 420, TOP + 40 + ROW * (leaves.length + 1)) + M;
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
    c.textAlign = align || "left";
    c.fillText(s, x, y);
  };
  const pin = (x, y, r, fill, ring) => {
    c.beginPath();
    c.arc(x, y, r, 0, 2 * Math.PI);
    if (fill) {
      c.fillStyle = fill;
      c.fill();
      c.fillStyle = "#000";
    }
    c.lineWidth = ring;
    c.stroke();
    c.lineWidth = 1;
  };
  text(title, M, 36, 34, true);
  text(caption + " · " + heading, M, 74, 22);
  text(map[0] || "", M, 108, 18, true);
  // The pin map: pins 66 apart, the back row on top as a bowler sees the deck.
  for (let n = 0; n < 10; n++) {
    const x = M + 40 + spot[n][0] * 64, y = TOP + 40 + spot[n][1] * 96;
    const grey = Math.round(255 - 2.2 * shares[n]);
    pin(x, y, 30, "rgb(" + grey + "," + grey + "," + grey + ")", 2);
    c.fillStyle = shares[n] >= 50 ? "#fff" : "#000";
    text(String(n + 1), x, y - 10, 15, false, "center");
    text(shown[n] || "", x, y + 10, 20, true, "center");
    c.fillStyle = "#000";
  }
  // The leaves: a diagram, the name (and "split"), left, converted, the rate.
  const x0 = M + MAPW, col = [x0, x0 + 250, x0 + 380, x0 + 530];
  let y = TOP + 20;
  head.slice(0, 4).forEach((h, i) => text(h, col[i] + (i === 0 ? 60 : 0), y, 18, true));
  y += ROW / 2;
  for (const l of leaves) {
    c.beginPath();
    c.moveTo(x0, y);
    c.lineTo(W - M, y);
    c.stroke();
    const cy = y + ROW / 2;
    for (let n = 0; n < 10; n++) {
      const up = (l.pins >> n) & 1;
      pin(x0 + 6 + spot[n][0] * 7, cy - 15 + spot[n][1] * 10, 4, up ? "#000" : null, up && l.split ? 2 : 1);
    }
    text(l.name + (l.split ? " (" + head[4] + ")" : ""), x0 + 60, cy, 20, true);
    text(l.count, col[1], cy, 20);
    text(l.converted, col[2], cy, 20);
    text(l.rate, col[3], cy, 20);
    y += ROW;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"));
};

// tenpin: "Share as picture" of a tournament's part shown (app/tournament/picture.go,
// pictureOf): the tournament's name and the part's caption, then each table (the qualifying
// standings, match play's standings and the final order, or the prize list) with its heading,
// its column heads and a ruled row a line, columns as wide as their share of the width. 1200
// pixels wide, black on white like the printed standings. Handed to Web Share as the file
// name where the browser takes files, else downloaded: resolves to "shared" or "saved" (a
// share the director cancels resolves to "").
window.tenpinTournament = function (data, name) {
  const lines = data.split("\n").map((l) => l.split("\t"));
  const [title, caption] = lines[0];
  const tables = [];
  let t;
  for (const [kind, ...f] of lines.slice(1)) {
    if (kind === "S") tables.push((t = { heading: f[0], widths: f[1].split(",").map(Number), heads: f.slice(2), rows: [] }));
    else if (kind === "r" && t) t.rows.push(f);
  }
  const W = 1200, M = 24, ROW = 34, TOP = 110;
  let height = TOP + M;
  for (const tb of tables) height += 44 + ROW * (tb.rows.length + 1) + 24;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = height;
  const c = canvas.getContext("2d");
  c.fillStyle = "#fff";
  c.fillRect(0, 0, W, height);
  c.fillStyle = "#000";
  c.strokeStyle = "#000";
  c.textBaseline = "middle";
  const text = (s, x, y, size, bold, max) => {
    c.font = (bold ? "bold " : "") + size + "px system-ui, sans-serif";
    c.fillText(s, x, y, max);
  };
  text(title, M, 36, 34, true);
  text(caption, M, 74, 22);
  let y = TOP;
  for (const tb of tables) {
    text(tb.heading, M, y + 22, 24, true);
    y += 44;
    const sum = tb.widths.reduce((a, b) => a + b, 0), x = [M];
    tb.widths.forEach((w, i) => x.push(x[i] + ((W - 2 * M) * w) / sum));
    tb.heads.forEach((h, i) => text(h, x[i], y + ROW / 2, 18, true, x[i + 1] - x[i] - 8));
    y += ROW;
    for (const r of tb.rows) {
      c.beginPath();
      c.moveTo(M, y);
      c.lineTo(W - M, y);
      c.stroke();
      r.forEach((v, i) => text(v, x[i], y + ROW / 2, 20, i === 1, x[i + 1] - x[i] - 8));
      y += ROW;
    }
    y += 24;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png")
  ).then((blob) => {
    const file = new File([blob], name, { type: "image/png" });
    if (navigator.canShare && navigator.canShare({ files: [file] }))
      return navigator.share({ files: [file], title }).then(() => "shared", (e) => (e && e.name === "AbortError" ? "" : save(blob)));
    return save(blob);
  });
  function save(blob) {
    const url = URL.createObjectURL(blob), a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    return "saved";
  }
};
