import { importCycles } from "./lib/import-cycles";

/**
 * Lists import circles between files and pairs of folders whose files import each other, counting
 * type-only imports too; a file circle whose every closing edge is an `import type` is marked so.
 * Exits 1 when there is any.
 */
const { files, runtimeFiles, folders } = importCycles(process.cwd());
const runs = (group: string[]) => runtimeFiles.some((runtime) => runtime.some((file) => group.includes(file)));
for (const [a, b] of folders) console.log(`folder circle: ${a} ↔ ${b}`);
for (const group of files) console.log(`file circle${runs(group) ? "" : " (type-only)"}: ${group.join(" ↔ ")}`);
if (files.length === 0 && folders.length === 0) console.log("no import circles");
process.exitCode = files.length + folders.length > 0 ? 1 : 0;
