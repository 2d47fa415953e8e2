import { localSource } from "./data/local-source";
import { createWorker } from "./index";

/**
 * The worker of local runs (`npm run dev`, `npm run dev:firestore`, the tests' wrangler
 * configuration, benchmarks): the production worker with local sources, so that it serves the
 * sample catalogue (or synthetic products) when no Firestore is configured. wrangler.toml's
 * production environment deploys worker/index.ts instead, which bundles neither.
 */
// Feeds may be served from this machine over plain http (a local server in the tests, a file served for a try).
export default createWorker({ sourceFor: localSource, allowLoopbackFeeds: true });
