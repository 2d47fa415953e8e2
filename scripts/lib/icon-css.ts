import { ICON_HOLDERS, ICON_PATHS, ICON_SIZES } from "../../client/components/icon-paths";

/** An icon as an SVG data URL: the stroke style the inline icons had, in black (the mask's opaque part). */
function iconUrl(path: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' ` +
    `stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The icons' stylesheet: each icon is a mask over a box painted in `currentColor`, so it takes the
 * colour of the text around it, as the inline SVG icons did. The box is an element of its own
 * (`.icon`), or the `::before` of an element that holds one (ICON_HOLDERS).
 */
export function iconCss(): string {
  const painted =
    "display:inline-block;flex:none;vertical-align:middle;background-color:currentColor;" +
    "-webkit-mask:var(--icon) center/100% 100% no-repeat;mask:var(--icon) center/100% 100% no-repeat";
  const rules = [
    `.icon{${painted}}`,
    ...ICON_SIZES.map((size) => `.icon-${size}{width:${size}px;height:${size}px}`),
    // The same picture drawn by the element that holds it, before its text (ICON_HOLDERS).
    ...Object.entries(ICON_HOLDERS).map(([holder, size]) => `.${holder}::before{content:"";${painted};width:${size}px;height:${size}px}`),
    ...Object.entries(ICON_PATHS).map(([name, path]) => `.icon-${name}{--icon:${iconUrl(path)}}`),
  ];
  return rules.join("\n") + "\n";
}
