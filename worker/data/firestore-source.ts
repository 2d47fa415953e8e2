import { getFirestoreBasePath, type FirestoreConfig } from "firebase-rest-firestore";
import type { FirestoreTokens } from "./firestore-token";
import { batchGetDocuments, fromFirestoreDocument, type FirestoreValue } from "./firestore-values";
import { getCategory, type CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import { keepValid, normaliseRecord } from "./normalise";
import { SourceError, sourceIdOf, type CatalogueSource } from "./source";

interface RunQueryRow {
  document?: { name: string; fields?: Record<string, FirestoreValue> };
}

/** Documents per batchGet request. */
const BATCH_GET_SIZE = 100;
/** Documents per runQuery page; small enough to stay well inside response limits. */
const DEFAULT_PAGE_SIZE = 300;

/** PRODUCT-RULES.md (Limits): no answer in 10 s is "offline"; 15 s is the request timeout. */
export const OFFLINE_MESSAGE = "Failed to get document because the client is offline.";
export interface FirestoreTimeouts {
  offlineMs: number;
  requestMs: number;
}
const DEFAULT_TIMEOUTS: FirestoreTimeouts = { offlineMs: 10_000, requestMs: 15_000 };

/**
 * Reads the catalogue from Firestore over REST (firebase-rest-firestore), one collection per
 * category. Listing pages through the collection with runQuery cursors ordered by document name,
 * so no page is ever missed however large the collection grows.
 */
export class FirestoreSource implements CatalogueSource {
  readonly name = "firestore";
  readonly id: string;

  constructor(
    private readonly config: FirestoreConfig,
    /** The isolate's access tokens (its context's). */
    private readonly tokens: FirestoreTokens,
    private readonly pageSize = DEFAULT_PAGE_SIZE,
    private readonly timeouts: FirestoreTimeouts = DEFAULT_TIMEOUTS,
  ) {
    // An emulator's data is not the project's: its host and port are part of the id.
    this.id = config.useEmulator
      ? sourceIdOf("firestore", config.projectId, "emulator", config.emulatorHost ?? "", String(config.emulatorPort ?? ""))
      : sourceIdOf("firestore", config.projectId);
  }

  async listCategory(category: CategoryId): Promise<Product[]> {
    const { collection } = getCategory(category);
    const token = await this.token();
    const rows: { id: string; data: Record<string, unknown> }[] = [];
    let lastName: string | undefined;
    for (;;) {
      const page = await this.runQuery(collection, token, lastName);
      for (const row of page) {
        if (!row.document) continue;
        const data = fromFirestoreDocument(row.document);
        rows.push({ id: String(data.id), data });
      }
      if (page.filter((row) => row.document).length < this.pageSize) break;
      lastName = page[page.length - 1]?.document?.name;
      if (!lastName) break;
    }
    return keepValid(
      category,
      rows.map((row) => normaliseRecord(category, row.id, row.data)),
    );
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    // Never build a document path from an unchecked id ("../", "/", "%2F" ...).
    if (!isValidProductId(id)) return null;
    const { collection } = getCategory(category);
    const url = `${this.basePath()}/${encodeURIComponent(collection)}/${id}`;
    const { response, body } = await this.request(url, { method: "GET", headers: { Authorization: `Bearer ${await this.token()}` } });
    if (response.status === 404) return null;
    if (!response.ok) throw new SourceError(`Firestore get ${collection}/${id} answered ${response.status}: ${body.slice(0, 300)}`);
    const data = fromFirestoreDocument(JSON.parse(body) as { name: string; fields?: Record<string, FirestoreValue> });
    const result = normaliseRecord(category, id, data);
    if (!result.ok) {
      console.warn(`[catalogue] ${category}/${id} rejected: ${result.errors.join("; ")}`);
      return null;
    }
    return result.product;
  }

  /** Products by id with batchGet, 100 documents a request: what a rebuild's pending documents need (one billed read each). */
  async getProducts(category: CategoryId, ids: readonly string[]): Promise<Map<string, Product | null>> {
    const { collection } = getCategory(category);
    const token = await this.token();
    const base = this.basePath();
    // The document names batchGet wants: the base path without the scheme, host and API version.
    const prefix = new URL(base).pathname.replace(/^\/v1\//, "");
    // Never build a document name from an unchecked id: those answer null, as getProduct's do.
    const products = new Map<string, Product | null>(ids.filter((id) => !isValidProductId(id)).map((id) => [id, null]));
    const valid = ids.filter(isValidProductId);
    // Never more a request than a listing's page: the same bound on one answer's size.
    const batch = Math.min(this.pageSize, BATCH_GET_SIZE);
    for (let i = 0; i < valid.length; i += batch) {
      // Resource names in a JSON body: the collection as it is named ("Laptop Data"), not URL-encoded.
      const names = valid.slice(i, i + batch).map((id) => `${prefix}/${collection}/${id}`);
      const { response, body } = await this.request(`${base}:batchGet`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ documents: names }),
      });
      if (!response.ok) throw new SourceError(`Firestore batchGet on "${collection}" answered ${response.status}: ${body.slice(0, 300)}`);
      for (const [id, data] of batchGetDocuments(JSON.parse(body))) {
        const result = data ? normaliseRecord(category, id, data) : null;
        if (result && !result.ok) console.warn(`[catalogue] ${category}/${id} rejected: ${result.errors.join("; ")}`);
        products.set(id, result?.ok ? result.product : null);
      }
    }
    return products;
  }

  private token(): Promise<string> {
    // The emulator accepts "owner" as an administrator; production uses the cached service-account token.
    return this.config.useEmulator ? Promise.resolve("owner") : this.tokens.accessToken(this.config);
  }

  private basePath(): string {
    return getFirestoreBasePath(this.config.projectId, this.config.databaseId, this.config);
  }

  /**
   * One HTTP exchange with Firestore under PRODUCT-RULES.md (Limits): no response within `offlineMs` means
   * offline, no complete answer within `requestMs` is a timeout; both are source errors.
   */
  private async request(url: string, init: RequestInit): Promise<{ response: Response; body: string }> {
    // The offline limit covers only the wait for the response's head: its timer is cleared when the
    // head arrives, and the body may take until the total limit.
    const offline = new AbortController();
    const total = new AbortController();
    const offlineTimer = setTimeout(() => offline.abort(), this.timeouts.offlineMs);
    const totalTimer = setTimeout(() => total.abort(), this.timeouts.requestMs);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.any([total.signal, offline.signal]) });
      clearTimeout(offlineTimer);
      return { response, body: await response.text() };
    } catch (error) {
      if (offline.signal.aborted) throw new SourceError(OFFLINE_MESSAGE, { cause: error });
      if (total.signal.aborted) throw new SourceError("Request time out", { cause: error });
      throw new SourceError("Connection failed.", { cause: error });
    } finally {
      clearTimeout(offlineTimer);
      clearTimeout(totalTimer);
    }
  }

  private async runQuery(collectionId: string, token: string, startAfterName?: string): Promise<RunQueryRow[]> {
    const structuredQuery: Record<string, unknown> = {
      from: [{ collectionId }],
      orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
      limit: this.pageSize,
    };
    if (startAfterName) structuredQuery.startAt = { values: [{ referenceValue: startAfterName }], before: false };
    const { response, body } = await this.request(`${this.basePath()}:runQuery`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ structuredQuery }),
    });
    if (!response.ok) {
      throw new SourceError(`Firestore runQuery on "${collectionId}" answered ${response.status}: ${body.slice(0, 300)}`);
    }
    const rows = JSON.parse(body) as unknown;
    return Array.isArray(rows) ? (rows as RunQueryRow[]) : [];
  }
}
