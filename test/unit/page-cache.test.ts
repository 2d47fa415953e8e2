import { describe, expect, it } from "vitest";
import { encodePage } from "../../worker/render/page-bytes";
import { PageCache } from "../../worker/render/page-cache";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** A page whose nonce is `nonce` wherever it occurs (all in the head here). */
const pageOf = (text: string, nonce = "N") => encodePage(text, "", "", nonce);
const text = (page: Uint8Array | null) => (page === null ? null : decoder.decode(page));

describe("the isolate's rendered-page cache", () => {
  it("gives each hit its own nonce in place of the one the page was rendered with", () => {
    const cache = new PageCache();
    const page = encodePage('<script nonce="AAA">€</script>', "<p>ñ AAA-like text is content</p>", '<script nonce="AAA"></script>', "AAA");
    cache.store('"v1"', page, "AAA");
    expect(text(cache.get('"v1"', "BBB"))).toBe('<script nonce="BBB">€</script><p>ñ AAA-like text is content</p><script nonce="BBB"></script>');
    expect(text(cache.get('"v1"', "CCC"))).toContain('nonce="CCC"');
    expect(cache.get('"other"', "CCC")).toBeNull();
  });

  it("a hit never changes the stored copy", () => {
    const cache = new PageCache();
    cache.store('"v1"', pageOf('<script nonce="AAA"></script>', "AAA"), "AAA");
    cache.get('"v1"', "BBB")!.fill(0);
    expect(text(cache.get('"v1"', "CCC"))).toBe('<script nonce="CCC"></script>');
  });

  it("renders anew rather than serve a page for a nonce of another length", () => {
    const cache = new PageCache();
    cache.store('"v1"', pageOf('<script nonce="AAA"></script>', "AAA"), "AAA");
    expect(cache.get('"v1"', "BBBB")).toBeNull();
  });

  it("keeps its own copy: the bytes handed to a response may change or be transferred", () => {
    const cache = new PageCache();
    const page = pageOf("<p>page</p>");
    cache.store('"v1"', page, "N");
    page.bytes.fill(0);
    expect(text(cache.get('"v1"', "N"))).toBe("<p>page</p>");
  });

  it("forgets a page after a minute", () => {
    let now = 0;
    const cache = new PageCache(() => now);
    cache.store('"v1"', pageOf("<p>page</p>"), "N");
    now = 59_000;
    expect(text(cache.get('"v1"', "N"))).toBe("<p>page</p>");
    now = 60_000;
    expect(cache.get('"v1"', "N")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("keeps at most 64 pages, dropping the least recently used", () => {
    const cache = new PageCache();
    for (let i = 0; i < 64; i++) cache.store(`"${i}"`, pageOf(`<p>${i}</p>`), "N");
    expect(text(cache.get('"0"', "N"))).toBe("<p>0</p>"); // used: now the most recent
    cache.store('"64"', pageOf("<p>64</p>"), "N");
    expect(cache.size).toBe(64);
    expect(cache.get('"1"', "N")).toBeNull();
    expect(text(cache.get('"0"', "N"))).toBe("<p>0</p>");
  });
});
