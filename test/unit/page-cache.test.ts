import { describe, expect, it } from "vitest";
import { encodePage } from "../../worker/render/page-bytes";
import { IsolateMemory } from "../../worker/data/isolate-memory";
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
    const memory = new IsolateMemory();
    const cache = new PageCache(memory, () => now);
    cache.store('"v1"', pageOf("<p>page</p>"), "N");
    now = 59_000;
    expect(text(cache.get('"v1"', "N"))).toBe("<p>page</p>");
    now = 60_000;
    expect(cache.get('"v1"', "N")).toBeNull();
    expect(memory.usage().shelves.page).toBeUndefined();
  });

  it("shares the isolate's one budget in bytes, dropping the least recently used first", () => {
    const memory = new IsolateMemory(4 * 1024);
    const cache = new PageCache(memory);
    const sized = (i: number) => pageOf(`<p>${i}</p>${"x".repeat(990)}`);
    for (let i = 0; i < 4; i++) cache.store(`"${i}"`, sized(i), "N");
    expect(text(cache.get('"0"', "N"))).toContain("<p>0</p>"); // used: now the most recent
    memory.keep("chunk", "other data", { x: 1 }, 1000);
    expect(cache.get('"1"', "N")).toBeNull();
    expect(text(cache.get('"0"', "N"))).toContain("<p>0</p>");
    expect(memory.usage().bytes).toBeLessThanOrEqual(4 * 1024);
  });
});
