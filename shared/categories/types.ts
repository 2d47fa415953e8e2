/**
 * The shape of a category's declaration (one module per category in this folder). Everything that
 * varies by category is declared here once; shared/category-declarations.ts lists the declarations
 * and the rest of the site reads them from there. This folder imports nothing outside it but leaf
 * helpers, so every other module may depend on it.
 */
import type { GenericSchema } from "valibot";

/** The schema a category declares its specs with (./spec-schema.ts), by the type it infers. */
export type SpecSchema<S> = GenericSchema<unknown, S>;

/** Device icon names; the client maps them to drawings. */
export type CategoryIcon = "Monitor" | "Laptop" | "Smartphone" | "Tablet" | "Headphones" | "Camera" | "Clock" | "Volume2";

/** What names a category: its id, its Spanish label, its icon and where its records are stored. */
export interface CategoryIdentity<Id extends string = string> {
  id: Id;
  /** Spanish label shown to shoppers (plural: "Televisores"). */
  name: string;
  icon: CategoryIcon;
  /** Firestore collection that holds this category's products. */
  collection: string;
  /** Old record titles and URL segments that still name the category. */
  aliases: readonly string[];
  /** The name is feminine in Spanish: "Las mejores cámaras", not "Los mejores". */
  feminine: boolean;
}

export type ChipIcon =
  | "screen"
  | "resolution"
  | "panel"
  | "refresh"
  | "hdr"
  | "energy"
  | "ports"
  | "cpu"
  | "memory"
  | "storage"
  | "battery"
  | "weight"
  | "camera"
  | "network"
  | "shield"
  | "audio"
  | "wireless"
  | "heart"
  | "nfc"
  | "gps"
  | "water"
  | "power"
  | "multiroom"
  | "pen"
  | "video"
  | "speed"
  | "type";

/** The parts of a product a category's rules read: its specs and the fields taken out of its record. */
export interface CategoryRecord {
  specs?: unknown;
  headphoneType?: string;
  year?: number;
}

/** Reads a dotted path of a product, walking lists ("specs.hardware.storageOptions.sizeGB"). */
export type ReadValue = (path: string) => unknown;

/**
 * One key-spec chip: what it reads (a path of the product, or a reader given the product's path
 * reader) and how the value reads on the card (null when it cannot).
 */
export type ChipDeclaration = [
  icon: ChipIcon,
  read: string | ((read: ReadValue, product: CategoryRecord) => unknown),
  format: (value: unknown) => string | null,
];

/** A spec field's Spanish name and the unit printed after its numbers ("Hz", "GB", '"'). */
export interface FieldName {
  label: string;
  unit?: string;
}

/** One similarity weight: points for a numeric gap within bands, or for equal values. */
export type SimilarityRule = { gap: ReadonlyArray<[maxGap: number, points: number]> } | { same: number };

/** What similarity reads of a product (its features, in order) and how each pair of features scores. */
export interface SimilarityWeights<S = unknown> {
  features(specs: S, product: CategoryRecord): unknown[];
  rules: readonly SimilarityRule[];
}

/**
 * A use's conditions, each naming a filter by its id (shared/filters/build.ts):
 * - `min`/`max`: a range filter's bounds;
 * - `options`: a list filter's values, or `matching`: every value of the category whose text matches;
 * - `feature`: a checkbox of 'Características Adicionales'.
 */
export type UseCondition =
  { filter: string; min?: number; max?: number } | { filter: string; options: string[] } | { filter: string; matching: RegExp } | { feature: string };

export interface UseDefinition {
  /** In the page's words; also the term "gaming" in a search names the use with that id. */
  id: string;
  label: string;
  conditions: UseCondition[];
}

/** A use as declared: `aspect` is the aspect score that speaks for it when a comparison ties. */
export interface CategoryUse extends UseDefinition {
  aspect?: string;
  /** How its guide's title goes on after "Los mejores televisores": "para gaming", "de pantalla grande". */
  guidePhrase: string;
}

/** What a shopper's phrase means in a category: a use, filters of its own, or a sort (by sort id). */
export type ShopperMeaning = { use: string } | { conditions: UseCondition[] } | { sort: string[] };

export interface ShopperPhrases {
  words: string[];
  meaning: ShopperMeaning;
}

/**
 * A yes/no difference a shopper asks about: `has` answers null when the record does not say.
 * `inVerdict` marks those the comparison's verdict names as a reason to choose a product.
 */
export interface FeatureDeclaration<S = unknown> {
  id: string;
  /** Spanish, as a row label and inside a verdict line ("si priorizas Dolby Vision"). */
  label: string;
  inVerdict: boolean;
  has: (specs: S) => boolean | null;
}

/** "more": a higher value is better; "less": a lower one; "neither": the number ranks nothing. */
export type Direction = "more" | "less" | "neither";

type Item<T> = NonNullable<T> extends readonly (infer E)[] ? NonNullable<E> : NonNullable<T>;

/** Every path of a spec type, groups and fields ("display", "display.sizeInches", "hardware.storageOptions.sizeGB"). */
export type SpecPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]-?:
    `${Prefix}${K}` | (Item<T[K]> extends string | number | boolean ? never : Item<T[K]> extends object ? SpecPaths<Item<T[K]>, `${Prefix}${K}.`> : never);
}[keyof T & string];

/** A path of a record a category may require or recommend: its specs', or the few fields outside them that vary by category. */
export type RecordPath<S> = `specs.${SpecPaths<S>}` | "energy.efficiencyClass" | "energy.powerConsumptionWatts" | "general.type";

/** A spec (or spec-like) field offered as a filter: where it lives and which section shows it. */
export interface FilterField {
  /** Path in a ProductSummary; arrays along the way are walked ("specs.hardware.storageOptions.sizeGB"). */
  path: string;
  section: "main" | "technical";
  /** Filter id; defaults to the path without its "specs." prefix. */
  id?: string;
}

/**
 * The filters a category offers: a fixed list, or the fields its data holds with `primary` (spec
 * paths) shown first under 'Especificaciones Principales', after any `leading` fields.
 */
export type CategoryFilters = { fixed: FilterField[] } | { primary: string[]; leading: FilterField[] };

export interface Bounds {
  min: number;
  max: number;
}

/** The measures a range's default bounds are kept for (shared/filters/bounds.ts). */
export type Measure =
  | "screenInches"
  | "weightG"
  | "weightKg"
  | "batteryMah"
  | "batteryWh"
  | "lifeHours"
  | "lifeDays"
  | "refreshRate"
  | "hdmiPorts"
  | "power"
  | "brightness"
  | "inputLag"
  | "megapixels"
  | "ramGB"
  | "storageGB"
  | "price"
  | "rating"
  | "score10"
  | "score100"
  | "market";

/**
 * A category, declared once. `S` is the type of its records' specs, inferred from `specs`: the
 * schema stored specs are checked against, which also says which way each number is better and the
 * Spanish names of the fields the site's shared names lack (./spec-schema.ts).
 */
export interface CategoryDeclaration<Id extends string = string, S = unknown> {
  identity: CategoryIdentity<Id>;
  specs: SpecSchema<S>;
  /** The highest price a product may carry, in euros: only a typo or a hostile feed goes past it. */
  maxPrice: number;
  /** Fields a record must have (beyond every record's) and those whose absence is only a warning. */
  record: { required: readonly RecordPath<S>[]; recommended: readonly RecordPath<S>[] };
  /** Key-spec chips in order: the first available ones win. */
  chips: ChipDeclaration[];
  similarity: SimilarityWeights<S>;
  /** Words shoppers use for the category (folded: lower case, no accents). */
  searchWords: string[];
  /** Shoppers' words for what they want in this category ("tele para ps5"). */
  shopperWords: ShopperPhrases[];
  uses: CategoryUse[];
  features: FeatureDeclaration<S>[];
  /** Numbers the category has outside its specs (row keys of the comparison). */
  extraDirections: Record<string, Direction>;
  filters: CategoryFilters;
  /** Default range bounds where the category's differ from every category's. */
  bounds: Partial<Record<Measure, Bounds>>;
  /** Who an aspect matters to, where the category's words differ from every category's. */
  audiences: Record<string, string>;
  /** Marketing labels of pixel resolutions ("3840x2160" → "4K UHD"), when the category names them. */
  resolutionLabels?: Record<string, string>;
  /**
   * What a shopper is choosing within, which an alternative must share (a TV's size, a headphone's
   * type); `byNearestSize`: the kind is a size, and the nearest sizes join when too few share it.
   */
  kind?: { of: (specs: S, product: CategoryRecord) => string | undefined; byNearestSize: boolean };
}
