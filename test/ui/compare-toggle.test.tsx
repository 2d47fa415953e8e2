import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CompareToggle, TOOLTIP_DELAY_MS } from "../../client/components/CompareToggle";
import type { AppState } from "../../client/state/app-state";
import type { CompareItem } from "../../client/state/compare";
import { testAppState } from "../support/app-state";
import { advance, renderInApp, useFakeClock } from "./support";

const item = (id: string): CompareItem => ({ id, categoryId: "tv", brand: "LG", model: id.toUpperCase(), image: "/x.svg", price: 100 });

/** The page as it is once hydrated: the stored tray (empty here) has been read. */
function trayLoaded(state: AppState = testAppState()): AppState {
  state.tray.loaded = true;
  return state;
}

function renderToggle(state: AppState = trayLoaded(), product = item("oled65c4")) {
  renderInApp(<CompareToggle item={product} imageRef={{ current: null }} />, state);
  return { state, button: screen.getByRole("button") };
}

describe("PRODUCT-RULES.md (Limits): a card's compare button", () => {
  useFakeClock();

  /** A mouse coming onto the button (React's onPointerEnter listens to pointerover). */
  const mouseEnter = (el: Element) => fireEvent.pointerOver(el, { pointerType: "mouse" });
  const mouseLeave = (el: Element) => fireEvent.pointerOut(el, { pointerType: "mouse" });

  it("says what it does: 'Comparar', then 'En comparación'; without script it is a link to the comparison of the product", async () => {
    const { button } = renderToggle();
    expect(button.textContent).toBe("Comparar LG OLED65C4");
    expect(button.getAttribute("href")).toBe("/comparar?pids=oled65c4");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    await advance(0);
    expect(button.textContent).toBe("En comparación LG OLED65C4");
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows 'Comparar Producto' one second after the pointer rests on it, not before, tied to the button", async () => {
    expect(TOOLTIP_DELAY_MS).toBe(1000);
    const { button } = renderToggle();
    mouseEnter(button);
    await advance(999);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();
    await advance(1);
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toBe("Comparar Producto");
    expect(button.getAttribute("aria-describedby")).toBe(tooltip.id);
    mouseLeave(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("never shows it for a finger: a tap's pointer is a touch, and its emulated mouse events and focus do not count", async () => {
    const { button } = renderToggle();
    fireEvent.pointerOver(button, { pointerType: "touch" });
    fireEvent.pointerDown(button, { pointerType: "touch" });
    fireEvent.mouseEnter(button);
    fireEvent.mouseOver(button);
    fireEvent.focus(button);
    await advance(3000);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows nothing when the pointer leaves before the second, and starts the second anew when it comes back", async () => {
    const { button } = renderToggle();
    mouseEnter(button);
    await advance(600);
    mouseLeave(button);
    await advance(2000);
    expect(screen.queryByRole("tooltip")).toBeNull();
    mouseEnter(button);
    await advance(600);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await advance(400);
    expect(screen.getByRole("tooltip")).not.toBeNull();
  });

  it("shows it a second after keyboard focus too, and hides it on blur or on a click", async () => {
    const { button, state } = renderToggle();
    fireEvent.focus(button);
    await advance(1000);
    expect(screen.getByRole("tooltip")).not.toBeNull();
    fireEvent.blur(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.focus(button);
    await advance(1000);
    fireEvent.click(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(state.tray.items.map((i) => i.id)).toEqual(["oled65c4"]);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("En comparación LG OLED65C4");
  });

  it("with three products in the tray, is aria-disabled but still takes the click, which is refused (PRODUCT-RULES.md, Filters and search)", async () => {
    const state = trayLoaded();
    state.tray.items.push(item("a"), item("b"), item("c"));
    const { button } = renderToggle(state);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(state.tray.items).toHaveLength(3);
    expect(state.tray.refusal).toBe(1);
  });

  it("pressed before the stored tray is read, adds the product once it is, to the stored products", async () => {
    const state = testAppState();
    const { button } = renderToggle(state);
    fireEvent.click(button);
    await advance(0);
    expect(state.tray.items).toEqual([]);
    // The stored tray arrives (compare.ts, after hydration) with a product chosen on another visit.
    state.tray.items = [item("stored")];
    state.tray.loaded = true;
    await advance(0);
    expect(state.tray.items.map((i) => i.id)).toEqual(["stored", "oled65c4"]);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.hasAttribute("data-early-pressed")).toBe(false);
  });

  it("a press before the page hydrated (marked on it by the page's early script) adds, never removes", async () => {
    const state = testAppState();
    const { button } = renderToggle(state);
    button.setAttribute("data-early-pressed", "");
    state.tray.items = [item("oled65c4")];
    state.tray.loaded = true;
    await advance(0);
    expect(state.tray.items.map((i) => i.id)).toEqual(["oled65c4"]);
  });
});
