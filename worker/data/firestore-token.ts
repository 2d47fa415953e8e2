import { getFirestoreToken, type FirestoreConfig } from "firebase-rest-firestore";
import { backoffDelay, type Backoff } from "./retry";
import { SourceError } from "./source";

/** Google access tokens last an hour; PRODUCT-RULES.md (Limits): refresh 5 minutes before expiry. */
const TOKEN_LIFETIME_MS = 60 * 60_000;
const REFRESH_LEAD_MS = 5 * 60_000;
/** PRODUCT-RULES.md (Limits): after a failure wait 30 s, doubling up to 16 minutes. */
const TOKEN_BACKOFF: Backoff = { initialMs: 30_000, factor: 2, maxMs: 16 * 60_000 };

interface TokenState {
  token: string | null;
  expiresAt: number;
  failures: number;
  retryAt: number;
  pending: Promise<string> | null;
}

/**
 * Service-account access tokens, kept per isolate and per account: one OAuth exchange serves
 * every request until 5 minutes before it expires. Concurrent requests share one pending exchange;
 * after a failure no new exchange is tried until the backoff has passed. It holds only the
 * worker's own credential, never anything of a visitor.
 */
export class FirestoreTokens {
  private readonly states = new Map<string, TokenState>();

  async accessToken(config: FirestoreConfig, now = Date.now(), fetchToken = getFirestoreToken): Promise<string> {
    const key = `${config.projectId}/${config.clientEmail}`;
    const state = this.states.get(key) ?? { token: null, expiresAt: 0, failures: 0, retryAt: 0, pending: null };
    this.states.set(key, state);
    if (state.token && now < state.expiresAt - REFRESH_LEAD_MS) return state.token;
    if (state.pending) return state.pending;
    if (now < state.retryAt) {
      if (state.token && now < state.expiresAt) return state.token; // still valid: use it while backing off
      throw new SourceError("Firestore authentication failed (backing off)");
    }
    state.pending = (async () => {
      try {
        const token = await fetchToken(config);
        if (!token) throw new Error("no access_token in the answer");
        Object.assign(state, { token, expiresAt: now + TOKEN_LIFETIME_MS, failures: 0, retryAt: 0 });
        return token;
      } catch (error) {
        state.failures++;
        state.retryAt = now + backoffDelay(state.failures - 1, TOKEN_BACKOFF);
        throw new SourceError("Firestore authentication failed", { cause: error });
      } finally {
        state.pending = null;
      }
    })();
    return state.pending;
  }
}
