// tenpin: reading a QR code for the Scan screen (app/scan). The app loads this file the
// first time Scan is tapped, never on the way to its start, and reacts to what it reports;
// the camera, the detector and the decoder live here because in Go each call into the page
// costs the wasm code.
//
// Codes are read by the browser's BarcodeDetector where it has one that reads QR codes,
// else by jsQR (web/jsqr.min.js, loaded from beside this file only then). Everything reports
// through one callback, done(kind, value):
//   "live"          the camera shows in the box (#scan-view)
//   "read", text    a code was read (the camera, if on, is stopped already)
//   "fail", why     nothing was read: "denied", "none" (no camera), "api" (no camera API),
//                   "insecure" (not a secure context), "camera" (any other camera failure),
//                   "decoder" (no way to read codes), "nocode", "picture" (not an image)
//   "ended"         the camera stopped without a code: its box left the page
"use strict";

(function () {
  const here = document.currentScript ? document.currentScript.src : location.href;
  let reader; // a Promise of a function from an image source to the text of its code, or null
  let live = null; // the camera's stream, its video and its timer, while on
  let asked = 0; // counts the camera's starts and stops: a start stopped while it waits ends there

  // decoder resolves to the function that reads codes, loading jsQR if the browser has no
  // detector for QR codes.
  function decoder() {
    if (reader) return reader;
    reader = (async () => {
      if ("BarcodeDetector" in window) {
        try {
          const formats = await window.BarcodeDetector.getSupportedFormats();
          if (formats.includes("qr_code")) {
            const d = new window.BarcodeDetector({ formats: ["qr_code"] });
            return async (src) => {
              const codes = await d.detect(src);
              return codes.length ? codes[0].rawValue : null;
            };
          }
        } catch (e) {
          // fall through to the library
        }
      }
      if (!window.jsQR) {
        await new Promise((ok, fail) => {
          const s = document.createElement("script");
          s.src = new URL("jsqr.min.js", here).href;
          s.onload = ok;
          s.onerror = () => { s.remove(); fail(new Error("decoder")); };
          document.head.appendChild(s);
        });
      }
      const canvas = document.createElement("canvas");
      const c = canvas.getContext("2d", { willReadFrequently: true });
      return async (src, w, h) => {
        // At most 1280 pixels a side: a code filling a fifth of a phone's photo still has
        // a few pixels a module, and the time to read grows with the pixels.
        const k = Math.min(1, 1280 / Math.max(w, h));
        canvas.width = Math.max(1, Math.round(w * k));
        canvas.height = Math.max(1, Math.round(h * k));
        c.drawImage(src, 0, 0, canvas.width, canvas.height);
        const img = c.getImageData(0, 0, canvas.width, canvas.height);
        const code = window.jsQR(img.data, img.width, img.height);
        return code ? code.data : null;
      };
    })();
    reader.catch(() => { reader = null; }); // a later scan tries again
    return reader;
  }

  // stop ends the camera: every track, the video and the timer.
  function stop() {
    asked++;
    if (!live) return;
    clearTimeout(live.timer);
    live.stream.getTracks().forEach((t) => t.stop());
    live.video.srcObject = null;
    live.video.remove();
    live = null;
  }

  // why names a camera failure.
  function why(e) {
    switch (e && e.name) {
      case "NotAllowedError":
      case "SecurityError":
      case "PermissionDeniedError":
        return "denied";
      case "NotFoundError":
      case "DevicesNotFoundError":
      case "OverconstrainedError":
        return "none";
    }
    return "camera";
  }

  // camera asks for the camera, shows it in #scan-view and reads its frames until a code.
  async function camera(done) {
    stop();
    const mine = asked;
    if (!window.isSecureContext) return done("fail", "insecure");
    const md = navigator.mediaDevices;
    if (!md || !md.getUserMedia) return done("fail", "api");
    let read;
    try {
      read = await decoder();
    } catch (e) {
      return mine === asked && done("fail", "decoder");
    }
    if (mine !== asked) return;
    let stream;
    try {
      stream = await md.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (e) {
      return mine === asked && done("fail", why(e));
    }
    if (mine !== asked) { // stopped while the browser asked: never shown, ended now
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    const box = document.getElementById("scan-view");
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.setAttribute("playsinline", "");
    video.className = "scan-video";
    video.srcObject = stream;
    const me = (live = { stream, video, timer: 0 });
    if (!box) {
      stop();
      done("ended");
      return;
    }
    box.appendChild(video);
    try {
      await video.play();
    } catch (e) {
      // muted video plays without a gesture; a refusal still shows frames once they come
    }
    if (live !== me) return; // stopped meanwhile
    done("live");
    const tick = async () => {
      if (live !== me) return;
      if (!video.isConnected) { // the screen changed: its box left the page
        stop();
        done("ended");
        return;
      }
      let text = null;
      if (video.readyState >= 2 && video.videoWidth) {
        try {
          text = await read(video, video.videoWidth, video.videoHeight);
        } catch (e) {
          text = null;
        }
      }
      if (live !== me) return;
      if (text !== null) {
        stop();
        done("read", text);
        return;
      }
      me.timer = setTimeout(tick, 100);
    };
    tick();
  }

  // picture reads the code in an image file (a screenshot, a photo).
  async function picture(done, file) {
    let bitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch (e) {
      return done("fail", "picture");
    }
    let read;
    try {
      read = await decoder();
    } catch (e) {
      return done("fail", "decoder");
    }
    let text = null;
    try {
      text = await read(bitmap, bitmap.width, bitmap.height);
    } catch (e) {
      text = null;
    }
    if (bitmap.close) bitmap.close();
    if (text === null) return done("fail", "nocode");
    done("read", text);
  }

  window.addEventListener("pagehide", stop);
  window.tenpinScan = { camera, picture, stop };
})();
