/**
 * Imported for its effect: this process's `fetch` opens a connection for each request (the browser and
 * integration tests' setup file, the benchmarks that drive a local worker). After a request that held
 * the worker's thread for over ~5 s (a category's build), workerd closes that kept-alive connection,
 * and Node's fetch sends its next request on it anyway and fails with "other side closed" (`wrangler
 * dev`'s proxy never answered it at all: workerd-server.ts). Node's fetch pools connections per process,
 * and the test files share processes (vitest's `isolate: false`), so one file's slow request could
 * break another's.
 */
const fetchWithKeepAlive = globalThis.fetch;

globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("connection")) headers.set("connection", "close");
  return fetchWithKeepAlive(input, { ...init, headers });
};
