//go:build browser

package main

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/chromedp"
)

// aimJS finds the element a selector names and returns the point to click it at, once it is
// there, in view, and has stood still over two animation frames, the same element all along
// (a part drawn as markup is replaced whole when it changes) and the one the point hits (or
// its label). That is what a person taps: the page as it settled. chromedp's Click measures
// the element and clicks at once, so a page that moved just after (a refusal taken away
// shortening a page scrolled to its end; a new screen drawn, then scrolled to its heading in a
// task after its update) took the click beside the element. A point covered by something
// else is clicked anyway after a few frames, as chromedp did. It gives up, returning null,
// after timeout ms.
const aimJS = `(async (sel, timeout) => {
	const frame = () => new Promise((r) => { requestAnimationFrame(() => r()); setTimeout(r, 100); });
	if (typeof window.__tenpinUnguard === "function") {
		window.__tenpinUnguard();
	}
	const end = performance.now() + timeout;
	let last = null, still = 0, covered = 0;
	for (; performance.now() < end; await frame()) {
		const el = document.querySelector(sel);
		if (!el) {
			last = null;
			continue;
		}
		const r = el.getBoundingClientRect();
		if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
			el.scrollIntoView({ block: "center", inline: "center" });
			last = null;
			continue;
		}
		const same = last !== null && last.el === el && last.r.x === r.x && last.r.y === r.y &&
			last.r.width === r.width && last.r.height === r.height;
		still = same ? still + 1 : 0;
		last = { el, r };
		if (still < 2 || r.width === 0 || r.height === 0) {
			continue;
		}
		const x = r.x + r.width / 2, y = r.y + r.height / 2;
		const hit = document.elementFromPoint(x, y);
		// The element, what it holds, its label, and the control it labels (a label's click
		// clicks its control too).
		const on = (t) => t === el || el.contains(t) || t.control === el || el.control === t;
		if (hit && on(hit)) {
			// Until the click is made, a press or click that reaches anything else is
			// stopped before the page sees it, and said (clickGuard).
			const kinds = ["mousedown", "mouseup", "click"];
			const guard = (e) => {
				if (e.isTrusted && !on(e.target)) { // not a click the page makes (a download's link)
					e.preventDefault();
					e.stopImmediatePropagation();
					missed = true;
				}
			};
			let missed = false;
			kinds.forEach((k) => addEventListener(k, guard, true));
			window.__tenpinUnguard = () => {
				kinds.forEach((k) => removeEventListener(k, guard, true));
				delete window.__tenpinUnguard;
				return missed;
			};
			return [x, y];
		}
		if (++covered > 10) {
			return [x, y];
		}
	}
	return null;
})(%q, %d)`

// clickGuard takes aimJS's guard away and says whether it stopped a click that reached
// something else (the page moved between the aim and the click). A page the click navigated
// away has no guard: the click reached a link.
const clickGuard = `typeof window.__tenpinUnguard === "function" && window.__tenpinUnguard()`

// clickSettled clicks the element selector names as aimJS finds it, with a real mouse click.
// A click the page moved away from under it is stopped by aimJS's guard, which the page never
// sees, and made again.
func clickSettled(ctx context.Context, selector string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout+10*time.Second)
	defer cancel()
	for try := 1; ; try++ {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(aimJS, selector, timeout.Milliseconds()), chromedp.EvalAwaitPromise))
		if err != nil {
			return fmt.Errorf("finding %s: %w", selector, err)
		}
		if len(at) != 2 {
			return fmt.Errorf("%s: not there, or never still, for %s", selector, timeout)
		}
		if err := chromedp.Do(ctx, chromedp.MouseClickXY(at[0], at[1])); err != nil {
			return err
		}
		// An error here is a page the click navigated away: it reached a link.
		missed, err := chromedp.Run(ctx, chromedp.Evaluate[bool](clickGuard))
		if err != nil || !missed {
			return nil
		}
		if try == 20 {
			return fmt.Errorf("%s: the page kept moving under the click", selector)
		}
	}
}
