import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListingForm } from "../../client/components/listing/ListingForm";
import { SearchBox } from "../../client/components/listing/SearchBox";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import type { ListingQuery } from "../../shared/listing-query";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from "../../shared/search";
import { TEXT } from "../../shared/texts";
import { testAppState } from "../support/app-state";
import { advance, renderInApp, useFakeClock } from "./support";

/** A category page's search box (with `listing` in effect); `searching` turns true the moment a search is committed. */
function renderSearchBox(listing: Partial<ListingQuery> = {}) {
  const state = testAppState({ url: "/categoria/tv", route: { view: "category", categoryId: "tv" }, listing: { ...EMPTY_LISTING, ...listing } });
  renderInApp(
    <ListingForm categoryId="tv" definitions={[]}>
      <SearchBox categoryName="televisores" />
    </ListingForm>,
    state,
  );
  const input = screen.getByRole("searchbox", { name: "Buscar en televisores" }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { state, input, type };
}

describe("PRODUCT-RULES.md (States): a category's search box", () => {
  useFakeClock();

  it("starts a search 500 ms after typing pauses, not before, and each key starts the pause anew", async () => {
    expect([SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS]).toEqual([500, 3]);
    const { state, type } = renderSearchBox();
    type("sam");
    await advance(499);
    type("sams");
    await advance(499);
    expect(state.listingUi.searching).toBe(false);
    await advance(1);
    expect(state.listingUi.searching).toBe(true);
  });

  it("starts none for fewer than 3 characters, even after the pause, and says what a search needs", async () => {
    const { state, type } = renderSearchBox();
    expect(screen.getByText(TEXT.searchHint).className).toBe("search-box__hint");
    type(" sa ");
    await advance(2000);
    expect(state.listingUi.searching).toBe(false);
    // The hint turns into a warning while the term is too short, and goes once it is long enough.
    expect(screen.getByText(TEXT.searchHint).className).toBe("search-box__hint search-box__hint--warn");
    type("sam");
    expect(screen.queryByText(TEXT.searchHint)).toBeNull();
  });

  it("searches at once on Enter, without waiting for the pause: the box is the listing form's `q`, which the form submits", async () => {
    const { state, input, type } = renderSearchBox();
    expect(input.name).toBe("q");
    expect(input.form?.method).toBe("get");
    expect(new URL(input.form!.action).pathname).toBe("/categoria/tv");
    type("samsung");
    fireEvent.submit(input.form!);
    expect(state.listingUi.searching).toBe(true);
  });

  it("the clear button empties the box and ends the search at once, and is gone with the term", async () => {
    const { state, input, type } = renderSearchBox({ term: "lg" });
    type("lg oled");
    fireEvent.click(screen.getByRole("button", { name: "Borrar búsqueda" }));
    expect(input.value).toBe("");
    expect(state.listingUi.searchInput).toBe("");
    expect(state.listingUi.searching, "the search for 'lg' ends without waiting for the pause").toBe(true);
    expect(screen.queryByRole("button", { name: "Borrar búsqueda" })).toBeNull();
  });
});
