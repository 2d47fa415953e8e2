/** A record's value as a report line quotes it (the ingest's report, the worker's log): JSON, text cut to 40 characters. */
export const quote = (value: unknown): string => JSON.stringify(typeof value === "string" ? value.slice(0, 40) : value);
