import {
  convertFromFirestoreDocument,
  createFirestoreClient,
  getFirestoreBasePath,
  getFirestoreToken,
  type FirestoreConfig,
} from "firebase-rest-firestore";
import { getCategory, type CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import { keepValid, normaliseRecord } from "./normalise";
import { SourceError, type CatalogueSource } from "./source";

interface RunQueryRow {
  document?: { name: string; fields?: Record<string, unknown> };
}

/** Documents per runQuery page; small enough to stay well inside response limits. */
const DEFAULT_PAGE_SIZE = 300;

/**
 * Reads the catalogue from Firestore over REST (firebase-rest-firestore), one collection per
 * category. Listing pages through the collection with runQuery cursors ordered by document name,
 * so no page is ever missed however large the collection grows.
 */
export class FirestoreSource implements CatalogueSource {
  readonly name = "firestore";
  private readonly client;

  constructor(
    private readonly config: FirestoreConfig,
    private readonly pageSize = DEFAULT_PAGE_SIZE,
  ) {
    this.client = createFirestoreClient(config);
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
        const data = convertFromFirestoreDocument(row.document as never) as Record<string, unknown>;
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
    let data: Record<string, unknown> | null;
    try {
      data = (await this.client.get(collection, id)) as Record<string, unknown> | null;
    } catch (error) {
      throw new SourceError(`Firestore get ${collection}/${id} failed`, { cause: error });
    }
    if (!data) return null;
    const result = normaliseRecord(category, id, data);
    if (!result.ok) {
      console.warn(`[catalogue] ${category}/${id} rejected: ${result.errors.join("; ")}`);
      return null;
    }
    return result.product;
  }

  private async token(): Promise<string> {
    try {
      return this.config.useEmulator ? "owner" : await getFirestoreToken(this.config);
    } catch (error) {
      throw new SourceError("Firestore authentication failed", { cause: error });
    }
  }

  private async runQuery(collectionId: string, token: string, startAfterName?: string): Promise<RunQueryRow[]> {
    const base = getFirestoreBasePath(this.config.projectId, this.config.databaseId, this.config);
    const structuredQuery: Record<string, unknown> = {
      from: [{ collectionId }],
      orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
      limit: this.pageSize,
    };
    if (startAfterName) structuredQuery.startAt = { values: [{ referenceValue: startAfterName }], before: false };
    let response: Response;
    try {
      response = await fetch(`${base}:runQuery`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ structuredQuery }),
      });
    } catch (error) {
      throw new SourceError(`Firestore runQuery on "${collectionId}" could not connect`, { cause: error });
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      throw new SourceError(`Firestore runQuery on "${collectionId}" answered ${response.status}: ${detail}`);
    }
    const rows = (await response.json()) as unknown;
    return Array.isArray(rows) ? (rows as RunQueryRow[]) : [];
  }
}
