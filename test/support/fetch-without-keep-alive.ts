/**
 * The test processes' `fetch` opens a connection for each request: after a long request on a
 * kept-alive connection (a category's build on a busy machine), `wrangler dev` never answers the next
 * request sent on it. Node's fetch pools connections per process, and the browser and integration
 * files share processes (vitest's `isolate: false`), so one file's slow request could hang another's.
 */
const fetchWithKeepAlive = globalThis.fetch;

globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("connection")) headers.set("connection", "close");
  return fetchWithKeepAlive(input, { ...init, headers });
};
