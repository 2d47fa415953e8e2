import type { Page } from "playwright-core";

/** What focusProblem says when focus is on the page's body or nowhere (past the last stop of a walk). */
const NOTHING_FOCUSED = "nothing has focus";

/**
 * What is wrong with the focus indicator of the focused element, or null when it is visible:
 * an outline at least 2 px wide, not clipped by any ancestor that clips its painting (overflow,
 * paint containment, `content-visibility: auto`), not hidden under something else (the fixed
 * header), and at least 3:1 against the background it is drawn on (WCAG 1.4.11, 2.4.7).
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async (NOTHING_FOCUSED) => {
    // What the visitor sees once the page has settled after the focus move (scrolling, and sections
    // that content-visibility lays out only as they near the viewport): the focused element's box
    // the same for three frames in a row (at most 30).
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const where = () => JSON.stringify(document.activeElement?.getBoundingClientRect());
    for (let i = 0, same = 0, last = where(); i < 30 && same < 3; i++) {
      await frame();
      const now = where();
      same = now === last ? same + 1 : 0;
      last = now;
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return NOTHING_FOCUSED;
    const name = `${element.tagName.toLowerCase()}.${element.className || ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === "none" || !(width >= 2)) return `${name}: no outline`;
    const offset = parseFloat(style.outlineOffset) || 0;
    const box = element.getBoundingClientRect();
    const grow = offset + width;
    const ring = { left: box.left - grow, right: box.right + grow, top: box.top - grow, bottom: box.bottom + grow };

    for (let a = element.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clips = s.overflowX !== "visible" || s.overflowY !== "visible" || s.contentVisibility === "auto" || /paint|strict|content/.test(s.contain);
      if (!clips) continue;
      const r = a.getBoundingClientRect();
      const inner = {
        left: r.left + parseFloat(s.borderLeftWidth),
        right: r.right - parseFloat(s.borderRightWidth),
        top: r.top + parseFloat(s.borderTopWidth),
        bottom: r.bottom - parseFloat(s.borderBottomWidth),
      };
      const edge = 0.5;
      if (ring.left < inner.left - edge || ring.right > inner.right + edge || ring.top < inner.top - edge || ring.bottom > inner.bottom + edge) {
        return `${name}: outline clipped by ${a.tagName.toLowerCase()}.${a.className}`;
      }
    }

    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === element || element.contains(hit) || hit.contains(element))) {
      return `${name}: covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing (out of view)"} at ${Math.round(x)},${Math.round(y)} (its box ${Math.round(box.top)}–${Math.round(box.bottom)}, window ${innerHeight})`;
    }

    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, alpha = "1"] = m[1].split(/[\s,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(alpha)];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };
    const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1) as Rgba;

    /** The colours behind the ring: the first painted background outward (every stop of a gradient). */
    const backgroundsFrom = (start: Element | null): Rgba[] => {
      const layers: Rgba[] = [];
      for (let a = start; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.backgroundImage.includes("gradient")) {
          const stops = parse(s.backgroundImage);
          return stops.map((c) => layers.reduceRight((acc, layer) => over(layer, acc), c[3] < 1 ? over(c, [255, 255, 255, 1]) : c));
        }
        const [colour] = parse(s.backgroundColor);
        if (colour && colour[3] > 0) {
          if (colour[3] >= 1) return [layers.reduceRight((acc, layer) => over(layer, acc), colour)];
          layers.push(colour);
        }
      }
      return [layers.reduceRight((acc, layer) => over(layer, acc), [255, 255, 255, 1] as Rgba)];
    };
    const [outline] = parse(style.outlineColor);
    if (!outline) return `${name}: outline colour ${style.outlineColor} not understood`;
    const behind = backgroundsFrom(grow > 0 ? element.parentElement : element);
    const worst = Math.min(...behind.map((b) => contrast(outline, b)));
    return worst >= 3 ? null : `${name}: outline ${style.outlineColor} is ${worst.toFixed(2)}:1 against its background`;
  }, NOTHING_FOCUSED);
}

/**
 * Presses Tab up to `steps` times from where focus is and reports every stop whose focus is not
 * visible (see focusProblem), with the stop's number.
 */
export async function keyboardWalk(page: Page, steps: number): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press("Tab");
    const problem = await focusProblem(page);
    // Past the last stop the browser's own UI takes focus: the page is done.
    if (problem === NOTHING_FOCUSED) break;
    if (problem) problems.push(`${step}: ${problem}`);
  }
  return problems;
}
