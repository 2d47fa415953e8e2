import { afterEach, describe, expect, it } from "vitest";
import { holdInPlace } from "../../client/state/hold-in-place";

/**
 * Back to a listing, the card the shopper had is held at its place while the page settles
 * (client/state/hold-in-place.ts). happy-dom lays nothing out, so the card here is a stand-in whose
 * place in the page (`inPage`) a test moves as a late layout would, and the window's scroll is real.
 */
function cardAt(inPage: { top: number }): HTMLElement {
  return { isConnected: true, getBoundingClientRect: () => ({ top: inPage.top - window.scrollY }) } as unknown as HTMLElement;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => window.scrollTo(0, 0));

describe("holding a card at its place on the way back to a listing", () => {
  it("follows the card when the layout above it moves it down the page", async () => {
    const inPage = { top: 1_700 };
    window.scrollTo(0, 1_600);
    const held = holdInPlace(cardAt(inPage), 100);
    await frame();
    inPage.top = 1_750; // a picture above it took its height
    await held;
    expect(window.scrollY).toBe(1_650);
  });

  it("lets go as soon as the shopper scrolls the page some other way than a wheel, a touch or a key (a scroll bar, a phone's status bar)", async () => {
    const inPage = { top: 1_700 };
    window.scrollTo(0, 1_600);
    const held = holdInPlace(cardAt(inPage), 100);
    await frame();
    window.scrollTo(0, 0);
    await held;
    for (let i = 0; i < 3; i++) await frame();
    expect(window.scrollY).toBe(0);
  });
});
