/**
 * `path` with one more query parameter the routes ignore: a URL the worker has not seen, so the
 * isolate's page cache cannot answer it and the page is rendered anew.
 */
export const withParam = (path: string, name: string, value: string | number): string => `${path}${path.includes("?") ? "&" : "?"}${name}=${value}`;
