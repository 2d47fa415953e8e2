import { describe, expect, it } from "vitest";
import { decodeEntities, element, elements } from "./html";

describe("reading a page's HTML as a browser without JavaScript gets it (test/worker/html.ts)", () => {
  const page =
    '<main><form action="/categoria/tv" method="get"><input type="checkbox" name="marca" value="LG" checked>' +
    '<label>LG <span>(3)</span></label><a class="more" href="/categoria/tv?orden=precio-asc&amp;pagina=2">Cargar más</a></form>' +
    "<ul><li>uno</li><li>dos <b>y</b> tres</li></ul><br><p>fin</p></main>";

  it("finds elements by selector, in order, with their attributes and their descendants' text", async () => {
    await expect(elements(page, "li")).resolves.toEqual([
      { tag: "li", attributes: {}, text: "uno" },
      { tag: "li", attributes: {}, text: "dos y tres" },
    ]);
    const box = await element(page, "input[name=marca]");
    expect(box.attributes).toMatchObject({ type: "checkbox", value: "LG", checked: "" });
    await expect(element(page, "label")).resolves.toMatchObject({ text: "LG (3)" });
    // A void element holds no text, so the text after it is not counted as its own.
    await expect(element(page, "br")).resolves.toMatchObject({ text: "" });
  });

  it("says when a selector that must match one element matches none or several", async () => {
    await expect(element(page, "li")).rejects.toThrow('2 elements match "li"');
    await expect(element(page, "table")).rejects.toThrow('0 elements match "table"');
  });

  it("decodes the entities the worker writes", async () => {
    const link = await element(page, "a.more");
    expect(decodeEntities(link.attributes.href)).toBe("/categoria/tv?orden=precio-asc&pagina=2");
    expect(decodeEntities("&quot;a&quot; &#39;b&#x27; &lt;c&gt;")).toBe(`"a" 'b' <c>`);
  });
});
