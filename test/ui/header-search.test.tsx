import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "../../client/components/HeaderSearch";
import { advance, renderInApp, useFakeClock } from "./support";

const answer = (term: string) => ({ term, groups: [] });

async function renderHeaderSearch() {
  const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(answer(new URL(url, "http://x").searchParams.get("q")!)), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  renderInApp(<HeaderSearch />);
  const box = screen.getByRole("combobox", { name: "Buscar productos en todas las categorías" }) as HTMLInputElement;
  // The suggestions' code loads on first focus (a dynamic import): let it arrive.
  fireEvent.focus(box);
  await act(() => import("../../client/components/header-search/SuggestionPanel"));
  await act(async () => undefined);
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { box, fetch, type };
}

describe("the header search asks for suggestions", () => {
  useFakeClock();

  it("500 ms after typing pauses, not before, once per term, and never for fewer than 3 characters", async () => {
    const { box, fetch, type } = await renderHeaderSearch();
    type("sa");
    await advance(2000);
    expect(fetch).not.toHaveBeenCalled();
    expect(box.getAttribute("aria-expanded")).toBe("false");

    type("sam");
    await advance(499);
    type("samsu");
    await advance(499);
    expect(fetch).not.toHaveBeenCalled();
    await advance(1);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0][0])).toBe("/api/search/suggest?q=samsu");

    // A term it has asked before is answered from what the page kept.
    type("samsun");
    await advance(500);
    type("samsu");
    await advance(500);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), "http://x").searchParams.get("q"))).toEqual(["samsu", "samsun"]);
  });
});
