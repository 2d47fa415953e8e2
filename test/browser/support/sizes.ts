/** The two screens every shopper-facing browser test looks at: a phone (touch) and a desktop. */
export const SIZES = [
  { name: "375×812", width: 375, height: 812, phone: true },
  { name: "1440×900", width: 1440, height: 900, phone: false },
] as const;

export type ScreenSize = (typeof SIZES)[number];
