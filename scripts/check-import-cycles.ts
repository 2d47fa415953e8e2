import { circleReport, importCycles } from "./lib/import-cycles";

/**
 * Lists import circles between files and pairs of sibling folders whose files import each other,
 * counting type-only imports too; a file circle whose every closing edge is an `import type` is marked
 * so. Exits 1 when there is any (`npm run lint` runs it).
 */
const circles = importCycles(process.cwd());
for (const line of circleReport(circles)) console.log(line);
process.exitCode = circles.files.length + circles.folders.length > 0 ? 1 : 0;
