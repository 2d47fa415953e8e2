import { CATEGORY_IDS } from "../../shared/categories";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { writeDocuments, type FirestoreTarget } from "../../worker/feeds/firestore-writer";

/** Loads the whole sample catalogue into the eight Firestore collections; returns documents written. */
export async function seedSampleCatalogue(target: FirestoreTarget): Promise<number> {
  let total = 0;
  for (const category of CATEGORY_IDS) {
    const records = SAMPLE_CATALOGUE[category].map(({ id, ...data }) => ({ id, data }));
    total += await writeDocuments(target, category, records);
  }
  return total;
}
