import { createRequire } from "node:module";

/** The part of ws's WebSocket this uses (ws ships no types; Node 20 has no WebSocket global). */
interface Socket {
  once(event: "open" | "error", listener: (value?: unknown) => void): Socket;
  on(event: "message", listener: (data: unknown) => void): Socket;
  send(data: string): void;
  close(): void;
}
// wrangler's own copy of ws (a dependency of wrangler), so this adds no package.
const WebSocket = createRequire(createRequire(import.meta.url).resolve("wrangler"))("ws") as new (url: string) => Socket;

export interface InspectorSession {
  /** One Chrome DevTools Protocol call on the user worker's isolate, and its result. */
  call(method: string, params?: object): Promise<unknown>;
  close(): void;
}

/**
 * A DevTools Protocol session on the user worker's isolate in a workerd started with its inspector on
 * `port` (startWorkerdServer's `inspectorPort`): what the benches read the isolate's CPU profile and
 * heap from. The target is named "core:user:<worker name>".
 */
export async function inspectUserWorker(port: number): Promise<InspectorSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { id: string; title?: string; webSocketDebuggerUrl?: string }[];
  const target = targets.find((t) => t.title?.includes("core:user:"));
  if (!target) throw new Error(`no user worker among the inspector targets: ${targets.map((t) => t.title).join(", ")}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${port}/${target.id}`);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    call: (method, params = {}) =>
      new Promise<unknown>((resolve) => {
        const id = ++nextId;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
