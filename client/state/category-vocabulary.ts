import type { PublicManifest } from "../../shared/catalogue-manifest";
import type { SpecVocabulary } from "../../shared/spec-search/vocabulary";
import { getJson } from "../api-reader";

/**
 * The words a category's search understands as filters. A server-rendered page leaves them out of its
 * payload (the worker already understood the page's own term, and most visits never search), so the
 * first search fetches them with the category's manifest; they are kept per build (not on the state,
 * which would re-render what shows the manifest).
 */
const fetched = new Map<string, SpecVocabulary | undefined>();

export async function categoryVocabulary(manifest: PublicManifest | null | undefined): Promise<SpecVocabulary | undefined> {
  if (!manifest) return undefined;
  if (manifest.vocabulary) return manifest.vocabulary;
  if (fetched.has(manifest.version)) return fetched.get(manifest.version);
  try {
    const full = await getJson<PublicManifest>(`/api/categories/${encodeURIComponent(manifest.categoryId)}`);
    fetched.set(manifest.version, full?.vocabulary);
    return full?.vocabulary;
  } catch (error) {
    // Without the words the term is still searched by name.
    console.error("[listing] search vocabulary failed", error);
    return undefined;
  }
}
