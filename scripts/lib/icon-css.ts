import { ICON_PATHS, ICON_SIZES } from "../../client/components/icon-paths";

/** An icon as an SVG data URL: the stroke style the inline icons had, in black (the mask's opaque part). */
function iconUrl(path: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' ` +
    `stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The icons' stylesheet: each icon is a mask over a box painted in `currentColor`, so it takes the
 * colour of the text around it, as the inline SVG icons did.
 */
export function iconCss(): string {
  const rules = [
    ".icon{display:inline-block;flex:none;vertical-align:middle;background-color:currentColor;" +
      "-webkit-mask:var(--icon) center/100% 100% no-repeat;mask:var(--icon) center/100% 100% no-repeat}",
    ...ICON_SIZES.map((size) => `.icon-${size}{width:${size}px;height:${size}px}`),
    ...Object.entries(ICON_PATHS).map(([name, path]) => `.icon-${name}{--icon:${iconUrl(path)}}`),
  ];
  return rules.join("\n") + "\n";
}
