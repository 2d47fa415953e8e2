import type { CategoryId } from "../categories";
import type { FilterField } from "../categories/types";
import { byCategory } from "../category-declarations";

export type { FilterField } from "../categories/types";

/** PRODUCT-RULES.md (Filters and search), "Filterable fields (early catalogue)": the categories that declare a fixed list. */
export const FIXED_FILTER_FIELDS: Record<CategoryId, FilterField[] | undefined> = byCategory(({ filters }) => ("fixed" in filters ? filters.fixed : undefined));

/** For categories derived from the data: the fields shown first, under 'Especificaciones Principales'. */
export const PRIMARY_FIELDS: Record<CategoryId, string[] | undefined> = byCategory(({ filters }) => ("primary" in filters ? filters.primary : undefined));

/** For categories derived from the data: fields outside the specs shown before the primary ones. */
export const LEADING_FIELDS: Record<CategoryId, FilterField[]> = byCategory(({ filters }) => ("leading" in filters ? filters.leading : []));

/** Free-text or one-of-a-kind fields that make poor filters whatever the data holds. */
export const NEVER_FILTER = new Set([
  "dimensions",
  "dimensionsMm",
  "pixelDimensions",
  "frequencyResponseHz",
  "aperture",
  "shutterSpeed",
  "buffer",
  "kitLens",
  "tuning",
  "evfResolution",
  "widthMm",
  "heightMm",
  "depthMm",
  "thicknessMm",
  "usbPorts",
  "sensitivityDb",
  "impedanceOhm",
  "keyTravelMm",
  "caseDiameterMm",
  "sizeMm.strap",
  "features",
  "model",
  "speakerConfig",
  "earcupMaterial",
  "material",
  "polarPattern",
  "charging",
  "size",
  "glass",
  "driverConfiguration",
  "lowLightEv",
]);
