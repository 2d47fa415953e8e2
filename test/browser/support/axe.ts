import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test (a dev dependency). */
const AXE_SCRIPT = require.resolve("axe-core/axe.min.js");

/** WCAG 2.1 levels A and AA, the bar this site holds itself to. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One violation, short enough to read in a failed assertion: rule, and where. */
export interface AxeFinding {
  rule: string;
  targets: string[];
  summary: string;
}

/**
 * Runs axe-core on the page as it is now. The page's CSP forbids inline scripts, so the context
 * must be created with `bypassCSP: true` (axeContext). 'label-content-name-mismatch' is one of
 * axe's experimental rules, off by default: turned on, since its findings matter to shoppers.
 */
export async function axeViolations(page: Page, options: { rules?: string[] } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(
    async ({ only, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      const runOnly = only ? { type: "rule", values: only } : { type: "tag", values: tags };
      const result = await axe.run(document, { runOnly, rules: only ? {} : { "label-content-name-mismatch": { enabled: true } } });
      return result.violations.map((v) => ({ rule: v.id, summary: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
    },
    { only: options.rules ?? null, tags: WCAG_21_AA },
  );
}
