import { describe, expect, it } from "vitest";
import { PageCache, positionsOf } from "../../worker/render/page-cache";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** A page as the renderer hands it over: several chunks, split anywhere (here inside the nonce too). */
const chunksOf = (text: string, size = 7) => {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
};
const text = (page: Uint8Array | null) => (page === null ? null : decoder.decode(page));

describe("the isolate's rendered-page cache", () => {
  it("gives each hit its own nonce in place of the one the page was rendered with", () => {
    const cache = new PageCache();
    cache.store('"v1"', chunksOf('<script nonce="AAA">x</script><p>ñ AAA-like text is content</p>'), "AAA");
    expect(text(cache.get('"v1"', "BBB"))).toBe('<script nonce="BBB">x</script><p>ñ BBB-like text is content</p>');
    expect(text(cache.get('"v1"', "CCC"))).toContain('nonce="CCC"');
    expect(cache.get('"other"', "CCC")).toBeNull();
  });

  it("a hit never changes the stored copy", () => {
    const cache = new PageCache();
    cache.store('"v1"', chunksOf('<script nonce="AAA"></script>'), "AAA");
    cache.get('"v1"', "BBB")!.fill(0);
    expect(text(cache.get('"v1"', "CCC"))).toBe('<script nonce="CCC"></script>');
  });

  it("renders anew rather than serve a page for a nonce of another length", () => {
    const cache = new PageCache();
    cache.store('"v1"', chunksOf('<script nonce="AAA"></script>'), "AAA");
    expect(cache.get('"v1"', "BBBB")).toBeNull();
  });

  it("forgets a page after a minute", () => {
    let now = 0;
    const cache = new PageCache(() => now);
    cache.store('"v1"', chunksOf("<p>page</p>"), "N");
    now = 59_000;
    expect(text(cache.get('"v1"', "N"))).toBe("<p>page</p>");
    now = 60_000;
    expect(cache.get('"v1"', "N")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("keeps at most 64 pages, dropping the least recently used", () => {
    const cache = new PageCache();
    for (let i = 0; i < 64; i++) cache.store(`"${i}"`, chunksOf(`<p>${i}</p>`), "N");
    expect(text(cache.get('"0"', "N"))).toBe("<p>0</p>"); // used: now the most recent
    cache.store('"64"', chunksOf("<p>64</p>"), "N");
    expect(cache.size).toBe(64);
    expect(cache.get('"1"', "N")).toBeNull();
    expect(text(cache.get('"0"', "N"))).toBe("<p>0</p>");
  });

  it("finds every occurrence of a byte sequence, including at both ends and after near misses", () => {
    const find = (haystack: string, needle: string) => positionsOf(encoder.encode(haystack), encoder.encode(needle));
    expect(find("abcxxabcabxabc", "abc")).toEqual([0, 5, 11]);
    expect(find("aaab", "aab")).toEqual([1]);
    expect(find("ab", "abc")).toEqual([]);
    expect(find("abc", "")).toEqual([]);
  });
});
