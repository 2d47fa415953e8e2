declare namespace Cloudflare {
  // The worker's bindings, as the workers test project sees them through `cloudflare:workers`.
  interface Env extends import("../worker/env").Env {}
}
