import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon, iconClass } from "../../client/components/Icon";
import { ICON_HOLDERS, ICON_PATHS } from "../../client/components/icon-paths";
import { iconCss } from "../../scripts/lib/icon-css";

describe("icons as CSS masks", () => {
  const css = iconCss();

  it("gives every icon a rule whose SVG data URL decodes to its path", () => {
    for (const [name, path] of Object.entries(ICON_PATHS)) {
      const rule = new RegExp(`^\\.icon-${name}\\{--icon:url\\("data:image/svg\\+xml,([^"]*)"\\)\\}$`, "m").exec(css);
      expect(rule, name).not.toBeNull();
      // Nothing that would end the url() early or be read as a fragment.
      expect(rule![1]).not.toMatch(/[<>#"]/);
      expect(decodeURIComponent(rule![1])).toContain(`<path d='${path}'/>`);
    }
  });

  it("provides each size the component accepts and paints in the text colour", () => {
    for (const size of [14, 16, 18]) expect(css).toContain(`.icon-${size}{width:${size}px;height:${size}px}`);
    expect(css).toMatch(/\.icon\{[^}]*background-color:currentColor[^}]*mask:var\(--icon\)/);
  });

  it("lets the elements that hold an icon draw it as their own ::before, at their size, picked by iconClass", () => {
    expect(Object.keys(ICON_HOLDERS)).toEqual(["chip", "compare-toggle__button"]);
    for (const [holder, size] of Object.entries(ICON_HOLDERS)) {
      const before = new RegExp(`^\\.${holder}::before\\{content:"";([^}]*)\\}$`, "m").exec(css);
      expect(before, holder).not.toBeNull();
      // The same painted mask as .icon (nothing to announce: empty content), at the holder's size.
      expect(before![1]).toMatch(/background-color:currentColor;.*mask:var\(--icon\) center\/100% 100% no-repeat;/);
      expect(before![1]).toContain(`width:${size}px;height:${size}px`);
    }
    // The holder's class names the picture: the rule that sets --icon for it.
    expect(iconClass("screen")).toBe("icon-screen");
    expect(css).toMatch(/^\.icon-screen\{--icon:url\(/m);
  });

  it("renders one decorative element per icon", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "plus", size: 16, className: "extra" }));
    // Empty, so there is nothing to announce: no text and no aria-hidden to carry on every icon.
    expect(html).toBe('<span class="icon icon-plus icon-16 extra"></span>');
  });
});
