// tenpin's TV glue (web.md "The TV view"), loaded by the app the first time it is needed:
// on the tablet, when the TV button is pressed (or a cast is resumed after a reload); on the
// TV, when the page shows #tv. It knows nothing of bowling: it carries the stored values of
// local storage from the tablet to a cast display, where the app reads them as it reads
// another window's (the storage event).
//
// Where the view goes, in order:
//   1. the Presentation API, when a display is available: the view runs on the cast
//      display, in a browsing context with a storage of its own, so the tablet sends it the
//      stored game, series and language over the presentation connection after every save
//      (send) and whenever the TV asks (a reload of the TV says "hello");
//   2. the Window Management API: a window of the view placed on another screen;
//   3. a window of the view, to drag to the TV.
// open resolves to what happened: "cast", "placed", "window", or "blocked".
(() => {
  "use strict";
  const keys = ["tenpin.game", "tenpin.series", "tenpin.language"];
  const session = "tenpin.tv.cast"; // sessionStorage: the presentation to reconnect to
  let conn = null; // the presentation connection, on the tablet

  // state is the stored values the TV needs, as one message.
  const state = () => {
    const out = {};
    for (const k of keys) out[k] = localStorage.getItem(k);
    return JSON.stringify(out);
  };

  // send posts the stored values to the cast display, if one is connected.
  const send = () => {
    if (conn && conn.state === "connected") {
      try {
        conn.send(state());
      } catch (e) {
        // the display went away: the next connection gets the state when it opens
      }
    }
  };

  // adopt keeps c as the tablet's connection to the display.
  const adopt = (c, url) => {
    conn = c;
    try {
      sessionStorage.setItem(session, JSON.stringify({ id: c.id, url }));
    } catch (e) {
      // no session storage: a reload only loses the cast
    }
    c.addEventListener("connect", send);
    c.addEventListener("message", (e) => {
      if (e.data === "hello") send();
    });
    c.addEventListener("terminate", () => {
      if (conn === c) conn = null;
      sessionStorage.removeItem(session);
    });
    send();
  };

  const windowFeatures = (s) =>
    s ? `left=${s.availLeft},top=${s.availTop},width=${s.availWidth},height=${s.availHeight}` : "popup,width=1280,height=720";

  const openWindow = (url, screen) => (window.open(url, "tenpin-tv", windowFeatures(screen)) ? (screen ? "placed" : "window") : "blocked");

  // available says whether the Presentation API has a display for url.
  const available = async (req) => {
    try {
      const a = await req.getAvailability();
      return !!a.value;
    } catch (e) {
      return false; // no monitoring on this device (NotSupportedError): try start anyway
    }
  };

  const open = async (url) => {
    if (window.PresentationRequest) {
      const req = new PresentationRequest([url]);
      if (await available(req)) {
        try {
          adopt(await req.start(), url);
          return "cast";
        } catch (e) {
          if (e.name === "NotAllowedError") return "cancelled"; // the person closed the picker
        }
      }
    }
    if (window.getScreenDetails) {
      try {
        const d = await window.getScreenDetails();
        const other = d.screens.find((s) => s !== d.currentScreen);
        if (other) return openWindow(url, other);
      } catch (e) {
        // permission refused: a window to drag
      }
    }
    return openWindow(url, null);
  };

  // reconnect resumes the cast this tab had before a reload.
  const reconnect = async () => {
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(session));
    } catch (e) {
      return "";
    }
    if (!saved || !window.PresentationRequest) return "";
    try {
      adopt(await new PresentationRequest([saved.url]).reconnect(saved.id), saved.url);
      return "cast";
    } catch (e) {
      sessionStorage.removeItem(session);
      return "";
    }
  };

  // On the TV, as a cast display: every message holds the tablet's stored values; each that
  // changed is stored and announced as another window's change would be.
  const receive = (c) => {
    c.addEventListener("message", (e) => {
      let values;
      try {
        values = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      for (const k of keys) {
        const v = values[k];
        if (typeof v !== "string" || localStorage.getItem(k) === v) continue;
        localStorage.setItem(k, v);
        window.dispatchEvent(new StorageEvent("storage", { key: k, newValue: v }));
      }
    });
    c.send("hello");
  };
  const receiver = navigator.presentation && navigator.presentation.receiver;
  if (receiver) {
    receiver.connectionList.then((list) => {
      list.connections.forEach(receive);
      list.addEventListener("connectionavailable", (e) => receive(e.connection));
    });
  }

  // On the TV, a double-click on the view makes it full screen (no control on it).
  document.addEventListener("dblclick", (e) => {
    if (e.target.closest && e.target.closest('[data-testid="tv-view"]') && document.documentElement.requestFullscreen) {
      document.documentElement.requestFullscreen().catch(() => {});
    }
  });

  window.tenpinTV = { open, send, reconnect, casting: () => !!conn };
})();
