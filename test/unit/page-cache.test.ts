import { describe, expect, it } from "vitest";
import { PageCache } from "../../worker/render/page-cache";

const body = (text: string) => new Response(text).body!;

describe("the isolate's rendered-page cache", () => {
  it("gives each hit its own nonce in place of the one the page was rendered with", async () => {
    const cache = new PageCache();
    await cache.store('"v1"', body('<script nonce="AAA">x</script><p>AAA-like text is content</p>'), "AAA");
    expect(cache.get('"v1"', "BBB")).toBe('<script nonce="BBB">x</script><p>BBB-like text is content</p>');
    expect(cache.get('"v1"', "CCC")).toContain('nonce="CCC"');
    expect(cache.get('"other"', "CCC")).toBeNull();
  });

  it("forgets a page after a minute", async () => {
    let now = 0;
    const cache = new PageCache(() => now);
    await cache.store('"v1"', body("<p>page</p>"), "N");
    now = 59_000;
    expect(cache.get('"v1"', "N")).toBe("<p>page</p>");
    now = 60_000;
    expect(cache.get('"v1"', "N")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("keeps at most 64 pages, dropping the least recently used", async () => {
    const cache = new PageCache();
    for (let i = 0; i < 64; i++) await cache.store(`"${i}"`, body(`<p>${i}</p>`), "N");
    expect(cache.get('"0"', "N")).toBe("<p>0</p>"); // used: now the most recent
    await cache.store('"64"', body("<p>64</p>"), "N");
    expect(cache.size).toBe(64);
    expect(cache.get('"1"', "N")).toBeNull();
    expect(cache.get('"0"', "N")).toBe("<p>0</p>");
  });

  it("does not keep a page whose stream failed midway", async () => {
    const cache = new PageCache();
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>half"));
        controller.error(new Error("render aborted"));
      },
    });
    await cache.store('"v1"', failing, "N");
    expect(cache.get('"v1"', "N")).toBeNull();
  });
});
