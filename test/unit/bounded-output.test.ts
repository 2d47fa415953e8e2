import { describe, expect, it } from "vitest";
import { BoundedOutput } from "../../scripts/lib/background-process";

describe("a helper's captured output", () => {
  it("keeps short output whole", () => {
    const output = new BoundedOutput();
    output.append("Ready on http://127.0.0.1:8787\n");
    output.append("GET / 200\n");
    expect(output.toString()).toBe("Ready on http://127.0.0.1:8787\nGET / 200\n");
  });

  it("keeps the start and the latest output of an endless stream, saying how much it left out", () => {
    const output = new BoundedOutput();
    output.append("Ready on http://127.0.0.1:8787\n");
    const line = "x".repeat(1023) + "\n";
    for (let i = 0; i < 5000; i++) output.append(line); // ~5 MB
    output.append("the last words\n");
    const text = output.toString();
    expect(text.startsWith("Ready on http://127.0.0.1:8787\n")).toBe(true);
    expect(text.endsWith("the last words\n")).toBe(true);
    expect(text.length).toBeLessThan(3 * 1024 * 1024);
    const dropped = Number(/\[… (\d+) characters of output left out …\]/.exec(text)?.[1]);
    expect(dropped + text.length).toBeGreaterThan(5000 * 1024);
  });
});
