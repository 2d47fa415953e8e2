import type { SampleRecord } from "../../data/catalogue";

/** A TV record of the sample, as the hostile-record tests reshape it. */
export type TvRecord = SampleRecord & {
  amazon: Record<string, unknown>;
  general: Record<string, unknown>;
  specs: Record<string, Record<string, unknown>>;
  score: Record<string, unknown>;
};

/**
 * Every bad value found when the site was tried with realistic and hostile data, each on a copy of
 * a real TV record under an id of its own (`base` holds at least nine). The refused ones must vanish
 * without a trace; the rest must show; none may take a page down. `script` is what the
 * `javascript:` link would run (a browser test watches for it).
 */
export function badValueRecords(base: readonly TvRecord[], script = "alert(1)"): { refused: TvRecord[]; shown: TvRecord[] } {
  const offer = (i: number, amazon: Record<string, unknown>) => ({ ...base[i], amazon: { ...base[i].amazon, ...amazon } });
  const refused = [
    { ...offer(0, { priceCurrency: "€" }), id: "malo-moneda-simbolo" },
    { ...offer(1, { priceCurrency: "" }), id: "malo-moneda-vacia" },
    { ...offer(2, { priceCurrency: "EU" }), id: "malo-moneda-eu" },
    { ...offer(3, { price: -100 }), id: "malo-precio-negativo" },
    { ...offer(4, { price: 0 }), id: "malo-precio-cero" },
    { ...base[5], year: -2024, id: "malo-anio-negativo" },
    { ...offer(6, { affiliateLink: `javascript:${script}` }), id: "malo-enlace-js" },
  ];
  const { general: _general, ...withoutAnalysis } = base[8];
  const shown = [
    {
      ...base[7],
      score: { ...base[7].score, categories: { constructor: 80, toString: 70, Sonido: 60 } },
      specs: { ...base[7].specs, gaming: { vrrSupport: "yes", inputLagMs: 12 } },
      id: "toString",
    },
    {
      ...withoutAnalysis,
      amazon: { affiliateLink: base[8].amazon.affiliateLink, price: 321, availability: "InStock" },
      specs: { ...base[8].specs, display: { sizeInches: 50 } },
      id: "raro-sin-panel",
    },
  ] as TvRecord[];
  return { refused, shown };
}
