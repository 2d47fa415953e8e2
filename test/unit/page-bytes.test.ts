import { describe, expect, it } from "vitest";
import { byteOffsetsOf, encodePage } from "../../worker/render/page-bytes";

const decoder = new TextDecoder();

describe("a page's bytes and where its nonce sits in them", () => {
  it("is the three parts as UTF-8, one after the other", () => {
    const page = encodePage("<head>ñ</head>", "<p>1.299,00\u00a0€ 😀</p>", "<script>ó</script>", "N0nce");
    expect(decoder.decode(page.bytes)).toBe("<head>ñ</head><p>1.299,00\u00a0€ 😀</p><script>ó</script>");
  });

  it("notes every nonce of the head and the tail at its byte offset, past multi-byte characters", () => {
    const nonce = "q+Z/9w==";
    const head = `<title>Televisión € 😀</title><script nonce="${nonce}"></script><p>ñ</p><script nonce="${nonce}"></script>`;
    const markup = `<p>€ ${nonce} in a product text stays as it is</p>`;
    const tail = `</div><script id="__PAGE_DATA__" nonce="${nonce}">{"a":"ó"}</script>`;
    const page = encodePage(head, markup, tail, nonce);
    expect(page.noncePositions).toHaveLength(3);
    for (const at of page.noncePositions) expect(decoder.decode(page.bytes.subarray(at, at + nonce.length))).toBe(nonce);
    const markupStart = new TextEncoder().encode(head).length;
    const markupEnd = markupStart + new TextEncoder().encode(markup).length;
    expect(page.noncePositions.every((at) => at < markupStart || at >= markupEnd)).toBe(true);
  });

  it("finds each occurrence once, and none of an empty needle", () => {
    expect(byteOffsetsOf("abcxxabcabxabc", "abc")).toEqual([0, 5, 11]);
    expect(byteOffsetsOf("ñaab€aab", "aab")).toEqual([2, 8]);
    expect(byteOffsetsOf("ab", "abc")).toEqual([]);
    expect(byteOffsetsOf("abc", "")).toEqual([]);
  });
});
