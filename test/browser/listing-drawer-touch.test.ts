import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { afterFrames } from "./support/listing-scroll";

/**
 * The phone's filter drawer under a finger (a touch context: hasTouch and isMobile, 375×812): a tap
 * on an option's words, not its 18 px box, deep in the scrolled drawer, selects that option and
 * leaves the drawer where it was. A tap's mousedown on label text moves focus to the nearest
 * focusable ancestor; a focus trap that pulled focus back to the close button scrolled the drawer to
 * its top and the tap's click landed on another option (or none).
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();
const PHONE = { width: 375, height: 812 };

async function openPhone(path: string): Promise<Page> {
  const { page } = await pool.pages.open(server.url + path, { viewport: PHONE, hasTouch: true, isMobile: true });
  await waitForHydration(page);
  return page;
}

const drawer = (page: Page) => page.locator("#filters");
const drawerScroll = (page: Page) => drawer(page).evaluate((el) => el.scrollTop);
const count = (page: Page) => page.locator(".category__count").textContent();

/** Scrolls the drawer (as a finger would, by its own scroll) until `target` is in its middle, then taps the centre of the option's words. */
async function tapOptionText(page: Page, option: Locator): Promise<number> {
  await option.evaluate((el) => {
    const box = el.closest("dialog")!;
    box.scrollTop += el.getBoundingClientRect().top - box.clientHeight / 2;
  });
  const scrolled = await drawerScroll(page);
  const words = option.locator(".filter__option-label");
  const box = (await words.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return scrolled;
}

describe("the phone's filter drawer takes taps on an option's words, wherever it is scrolled (touch, 375×812)", () => {
  it("a tap on 'OLED' in 'Tipo de panel', below the drawer's first screen, applies it and keeps the drawer where it was", async () => {
    const page = await openPhone("/categoria/tv");
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await expect.poll(() => drawer(page).evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"))).toBe(true);

    const oled = drawer(page).getByRole("group", { name: "Tipo de panel" }).locator("label").filter({ hasText: /^OLED/ });
    const scrolled = await tapOptionText(page, oled);
    expect(scrolled).toBeGreaterThan(300);
    await page.waitForURL(/display\.panelType=OLED/);
    const oleds = SAMPLE_CATALOGUE.tv.filter((r) => (r.specs as { display: { panelType?: string } }).display.panelType === "OLED").length;
    await expect.poll(() => count(page)).toBe(`${oleds} productos`);
    await expect(oled.getByRole("checkbox").isChecked()).resolves.toBe(true);
    // The drawer stayed open, at the place the finger had scrolled it to.
    await expect(drawer(page).evaluate((el) => (el as HTMLDialogElement).open)).resolves.toBe(true);
    expect(Math.abs((await drawerScroll(page)) - scrolled)).toBeLessThan(40);
    // Nothing else was chosen: the tap landed on the option it was meant for.
    await expect(drawer(page).locator("input[type=checkbox]:checked").count()).resolves.toBe(1);
  });

  it("taps on the words of two options further down in a row both count, and a second tap on the same words takes it off", async () => {
    const page = await openPhone("/categoria/tv");
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await expect.poll(() => drawer(page).evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    const resolution = drawer(page).getByRole("group", { name: "Resolución" });
    const uhd = resolution.locator("label").filter({ hasText: /^4K UHD/ });
    const fullHd = resolution.locator("label").filter({ hasText: /^Full HD/ });
    await tapOptionText(page, uhd);
    await page.waitForURL(/display\.resolution=3840x2160/);
    const scrolled = await tapOptionText(page, fullHd);
    await page.waitForURL(/display\.resolution=1920x1080/);
    expect(new URL(page.url()).searchParams.getAll("display.resolution").sort()).toEqual(["1920x1080", "3840x2160"]);
    expect(Math.abs((await drawerScroll(page)) - scrolled)).toBeLessThan(40);
    await tapOptionText(page, uhd);
    await page.waitForURL((url) => !url.search.includes("3840x2160"));
    await expect(uhd.getByRole("checkbox").isChecked()).resolves.toBe(false);
    await expect(fullHd.getByRole("checkbox").isChecked()).resolves.toBe(true);
  });

  it("a drawer scrolled by the finger in the very frames after it opened stays where the finger left it", async () => {
    const page = await openPhone("/categoria/tv");
    // The tap on 'Filtros' and the scroll in one task: the frames after the close button took focus
    // (focus-in-view.ts brings a focused element back into sight for a few frames) are still to come.
    const scrolled = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const dialog = document.getElementById("filters") as HTMLDialogElement;
          // Called in the microtask right after the dialog opens and its close button takes focus.
          new MutationObserver((_, observer) => {
            if (!dialog.open) return;
            observer.disconnect();
            dialog.scrollTop = 400;
            done(dialog.scrollTop);
          }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
          document.getElementById("filters-toggle")!.click();
        }),
    );
    expect(scrolled).toBeGreaterThan(300);
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let frames = 8;
          const tick = () => (--frames === 0 ? done() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
    await expect(drawerScroll(page)).resolves.toBe(scrolled);
  });

  it("the page behind the open drawer is inert: a tap on the dimmed page closes the drawer and selects nothing behind it", async () => {
    const page = await openPhone("/categoria/tv");
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await expect.poll(() => drawer(page).evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    // Right of the drawer (at most 88 % of the width): the dimmed results.
    await page.touchscreen.tap(365, 500);
    await expect.poll(() => drawer(page).evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/categoria/tv");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("filters-toggle");
  });
});

describe("the filter sidebar under a mouse (1440×900)", () => {
  it("a press on an option low in the sidebar leaves the page where it is, and its click ticks the option", async () => {
    const { page } = await pool.pages.open(`${server.url}/categoria/tv`, { viewport: { width: 1440, height: 900 } });
    await waitForHydration(page);
    const oled = drawer(page).getByRole("group", { name: "Tipo de panel" }).locator("label").filter({ hasText: /^OLED/ });
    // The sidebar scrolls on its own: the option is brought up from below the window inside it. The
    // sidebar is then focused by the press (the label is not focusable), and it is taller than the window.
    await oled.evaluate((el) => {
      const sidebar = document.getElementById("filters")!;
      sidebar.scrollTop += el.getBoundingClientRect().bottom - window.innerHeight + 100;
    });
    const box = (await oled.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The frames after the press, when a reveal of the focused sidebar would have scrolled the page.
    await afterFrames(page, 3);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("filters");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.up();
    await page.waitForURL((url) => url.searchParams.get("display.panelType") === "OLED");
  });
});
