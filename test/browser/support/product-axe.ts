import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { axeViolations, type AxeFinding } from "./axe";

const require = createRequire(import.meta.url);
/** axe-core's browser build (a dev dependency), read once for the file. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.1 A/AA findings on a page as shoppers get it, its CSP enforced: axe is evaluated
 * by the test's driver (the DevTools protocol, which the page's CSP does not govern) rather than
 * added as a <script> the CSP refuses, so the page needs no context with `bypassCSP` (where a style
 * the CSP would block in production applies) and no second context beside the one the other tests use.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return axeViolations(page);
}
