import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderedAnalyses, renderAnalysis } from "../../worker/data/analysis";

// Raw HTML tags are dropped and the text between them kept, as the rendered page does (skipHtml).
// How the render fails: "after-parse" renders (so react-markdown parses the Markdown) and then
// throws, as a component failing late would; "before-parse" throws before anything is parsed.
const failure = vi.hoisted(() => ({ mode: "none" as "none" | "after-parse" | "before-parse" }));

vi.mock("react-dom/server", async (importOriginal) => {
  const real = await importOriginal<typeof import("react-dom/server")>();
  return {
    ...real,
    renderToStaticMarkup: (element: Parameters<typeof real.renderToStaticMarkup>[0]) => {
      if (failure.mode === "before-parse") throw new Error("render failed");
      const html = real.renderToStaticMarkup(element);
      if (failure.mode === "after-parse") throw new Error("render failed");
      return html;
    },
  };
});

const description = "# Título\n\n**Negrita** y [enlace](https://x.es) con <script>x</script>\n\n- uno\n- dos";

describe("PRODUCT-RULES.md (Screens and routes): when the analysis cannot be rendered, its plain text", () => {
  afterEach(() => {
    failure.mode = "none";
    vi.restoreAllMocks();
  });

  it("shows each parsed block's text, without markup, escaped", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failure.mode = "after-parse";
    const analysis = renderAnalysis({ brand: "X", model: "Y", general: { description } });
    expect(analysis).toEqual({
      heading: "Título",
      format: "text",
      html: "<p>Negrita y enlace con x</p><p>uno</p><p>dos</p>",
      summary: "Título. Negrita y enlace con x uno dos",
    });
    expect(console.error).toHaveBeenCalledOnce();
  });

  it("shows the source's paragraphs, escaped, when nothing was parsed", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failure.mode = "before-parse";
    const analysis = renderAnalysis({ brand: "X", model: "Y", general: { description } });
    expect(analysis.format).toBe("text");
    expect(analysis.html).toBe("<p>**Negrita** y [enlace](https://x.es) con &lt;script&gt;x&lt;/script&gt;</p><p>- uno\n- dos</p>");
  });

  it("renders HTML when nothing fails, and does not keep a failed render's plain text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const analyses = new RenderedAnalyses();
    failure.mode = "after-parse";
    expect(analyses.render({ brand: "X", model: "Y", general: { description } }).format).toBe("text");
    failure.mode = "none";
    expect(analyses.render({ brand: "X", model: "Y", general: { description } }).format).toBe("html");
  });
});
