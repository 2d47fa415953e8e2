import * as v from "valibot";
import { aFlag, aNumber, aText, group, itemNumber, listOf, texts } from "./spec-schema";

/** Spec parts several categories share. */

export type { Maybe } from "./maybe";

/** A screen's fields (laptops, phones, tablets). */
export const displayEntries = () => ({
  sizeInches: aNumber("neither"),
  technology: aText(),
  resolution: aText(),
  refreshRateHz: aNumber("more"),
  peakBrightnessNits: aNumber("more"),
  touchscreen: aFlag(),
});
export type DisplaySpecs = v.InferOutput<v.ObjectSchema<ReturnType<typeof displayEntries>, undefined>>;

export const storageOptions = () => listOf({ sizeGB: itemNumber("more"), type: aText(), expandable: aFlag() });
export type StorageOption = NonNullable<v.InferOutput<ReturnType<typeof storageOptions>>>[number];

/** A phone's or a tablet's cameras. */
export const cameraModule = () =>
  group({
    rear: listOf({ megapixels: itemNumber("more"), aperture: aText(), ois: aFlag() }),
    front: group({ megapixels: aNumber("more"), aperture: aText() }),
    video: group({ maxResolution: aText(), hdrFormats: texts() }),
  });
export type CameraModuleSpecs = NonNullable<v.InferOutput<ReturnType<typeof cameraModule>>>;

/** The main rear camera is the first one listed (a periscope may have more megapixels). */
export const mainRearMegapixels = (s: { camera?: CameraModuleSpecs }): number | undefined => {
  const rear = s.camera?.rear;
  const main = Array.isArray(rear) ? rear[0]?.megapixels : undefined;
  return typeof main === "number" && Number.isFinite(main) ? main : undefined;
};
