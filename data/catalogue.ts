import type { CategoryId } from "../shared/categories";
import tv from "./catalogue/tv.json";
import laptop from "./catalogue/laptop.json";
import mobile from "./catalogue/mobile.json";
import tablet from "./catalogue/tablet.json";
import headphones from "./catalogue/headphones.json";
import camera from "./catalogue/camera.json";
import smartwatch from "./catalogue/smartwatch.json";
import speaker from "./catalogue/speaker.json";

/** A stored record as it sits in data/catalogue/*.json: the document id plus the document's fields. */
export interface SampleRecord {
  id: string;
  [field: string]: unknown;
}

/**
 * The sample catalogue: real products with their real specifications; prices, links, ratings and
 * price histories are illustrative. Typed loosely on purpose: every record goes through the
 * validators on its way in, exactly like a Firestore document.
 */
export const SAMPLE_CATALOGUE: Record<CategoryId, readonly SampleRecord[]> = {
  tv,
  laptop,
  mobile,
  tablet,
  headphones,
  camera,
  smartwatch,
  speaker,
};
