/** Spec parts several categories share, and the optional value every spec may be. */

export type Maybe<T> = T | null | undefined;

export interface DisplaySpecs {
  sizeInches?: Maybe<number>;
  technology?: Maybe<string>;
  resolution?: Maybe<string>;
  refreshRateHz?: Maybe<number>;
  peakBrightnessNits?: Maybe<number>;
  touchscreen?: Maybe<boolean>;
}

export interface StorageOption {
  sizeGB: number;
  type?: Maybe<string>;
  expandable?: Maybe<boolean>;
}

export interface CameraModuleSpecs {
  rear?: Maybe<{ megapixels: number; aperture?: Maybe<string>; ois?: Maybe<boolean> }[]>;
  front?: { megapixels?: Maybe<number>; aperture?: Maybe<string> };
  video?: { maxResolution?: Maybe<string>; hdrFormats?: Maybe<string[]> };
}

/** The main rear camera is the first one listed (a periscope may have more megapixels). */
export const mainRearMegapixels = (s: { camera?: CameraModuleSpecs }): number | undefined => {
  const rear = s.camera?.rear;
  const main = Array.isArray(rear) ? rear[0]?.megapixels : undefined;
  return typeof main === "number" && Number.isFinite(main) ? main : undefined;
};
