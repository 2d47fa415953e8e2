import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { guideMentions, guidePage, guidePositions } from "../../shared/guides/guide-page";
import { pickRoles } from "../../shared/guides/guide-rules";
import { homeGuides } from "../../shared/guides/guide-choice";
import { guideTitle, monthOf } from "../../shared/guides/guide-texts";
import type { CategoryGuides } from "../../shared/guides/guide-types";
import { isPriceFresh } from "../../shared/prices/freshness";
import { buildCategory, type CategoryBuild } from "../../worker/data/catalogue-build";
import { keepValid, normaliseRecord } from "../../worker/data/normalise";
import { SAMPLE_PRICES_AS_OF } from "../../worker/data/sample-clock";

/**
 * The guides' rule (docs/PRODUCT-RULES.md, Guides) on the sample catalogue as it was dated, built at
 * the sample's moment: the picks of every guide by role, pinned, and the rule's edges on made-up figures.
 */
const AT = new Date(SAMPLE_PRICES_AS_OF);
const builds = new Map<CategoryId, CategoryBuild>();
async function built(category: CategoryId): Promise<CategoryBuild> {
  let build = builds.get(category);
  if (!build) {
    const products = keepValid(
      category,
      SAMPLE_CATALOGUE[category].map((r) => normaliseRecord(category, r.id, r)),
    );
    builds.set(category, (build = await buildCategory(category, products, AT)));
  }
  return build;
}

/** Every guide of the sample's build: "category/use" ("tv/" is the category's own) → role → product id. */
const PINNED: Record<string, Record<string, string>> = {
  "tv/": { general: "samsung-qe65s95d", "calidad-precio": "samsung-qe55s90d", economico: "lg-32lq63006la", "gama-alta": "lg-oled77g45lw" },
  "tv/gaming": { general: "lg-oled55c54la", "calidad-precio": "samsung-qe55s90d", "gama-alta": "samsung-qe65qn900d" },
  "tv/salon-luminoso": { general: "sony-k65xr90", "calidad-precio": "hisense-65u8nq" },
  "tv/cine": { general: "sony-k65xr90", "calidad-precio": "philips-55oled809", "gama-alta": "lg-oled77g45lw" },
  "tv/pantalla-grande": { general: "samsung-qe65s95d", "calidad-precio": "lg-oled65c44la", economico: "sony-k65xr70", "gama-alta": "lg-oled77g45lw" },
  "tv/dormitorio": { general: "samsung-ue32t5372cd", "gama-alta": "samsung-ue43cu7172" },
  "laptop/": {
    general: "apple-macbook-air-13-m4",
    "calidad-precio": "lenovo-yoga-slim-7x-14q8x9",
    economico: "acer-swift-go-14-sfg14-72",
    "gama-alta": "apple-macbook-pro-14-m4-pro",
  },
  "laptop/estudiar": { general: "lenovo-ideapad-slim-3-chromebook-14m868", "gama-alta": "asus-zenbook-14-oled-ux3405ma" },
  "laptop/gaming": { general: "razer-blade-16-2024", "calidad-precio": "lenovo-legion-pro-5-16irx9", economico: "msi-katana-15-b13vfk" },
  "laptop/ligero": { general: "apple-macbook-air-13-m4", "calidad-precio": "asus-zenbook-14-oled-ux3405ma", economico: "acer-swift-go-14-sfg14-72" },
  "laptop/crear": {
    general: "asus-proart-p16-h7606wv",
    "calidad-precio": "hp-spectre-x360-14-eu0",
    economico: "asus-zenbook-s-14-ux5406sa",
    "gama-alta": "apple-macbook-pro-16-m4-max",
  },
  "mobile/": { general: "oneplus-13", "calidad-precio": "google-pixel-9a", economico: "samsung-galaxy-a36-5g", "gama-alta": "xiaomi-15-ultra" },
  "mobile/fotos-noche": { general: "google-pixel-9-pro", "calidad-precio": "google-pixel-9", "gama-alta": "xiaomi-15-ultra" },
  "mobile/bateria": { general: "oneplus-13", "calidad-precio": "motorola-moto-g75-5g" },
  "mobile/compacto": { general: "google-pixel-9-pro", "calidad-precio": "samsung-galaxy-s25", economico: "google-pixel-9a" },
  "mobile/gaming": { general: "samsung-galaxy-s25", "gama-alta": "samsung-galaxy-s25-ultra" },
  "mobile/5g-barato": {
    general: "samsung-galaxy-a36-5g",
    "calidad-precio": "motorola-moto-g75-5g",
    economico: "motorola-moto-g85-5g",
    "gama-alta": "samsung-galaxy-a56-5g",
  },
  "tablet/": { general: "apple-ipad-pro-11-m4", "calidad-precio": "xiaomi-pad-7", economico: "xiaomi-redmi-pad-pro", "gama-alta": "apple-ipad-pro-13-m4" },
  "tablet/dibujar": { general: "apple-ipad-pro-11-m4", "calidad-precio": "xiaomi-pad-7", "gama-alta": "apple-ipad-pro-13-m4" },
  "tablet/trabajar": {
    general: "samsung-galaxy-tab-s10-ultra",
    "calidad-precio": "oneplus-pad-2",
    economico: "lenovo-tab-p12",
    "gama-alta": "apple-ipad-pro-13-m4",
  },
  "tablet/series": {
    general: "samsung-galaxy-tab-s10-ultra",
    "calidad-precio": "xiaomi-redmi-pad-pro",
    economico: "honor-pad-x9",
    "gama-alta": "apple-ipad-pro-13-m4",
  },
  "tablet/datos": {
    general: "apple-ipad-pro-11-m4",
    "calidad-precio": "apple-ipad-mini-a17-pro",
    economico: "samsung-galaxy-tab-s9-fe",
    "gama-alta": "apple-ipad-pro-13-m4",
  },
  "headphones/": { general: "apple-airpods-pro-3", "calidad-precio": "truthear-zero-red", "gama-alta": "sony-wh-1000xm6" },
  "headphones/transporte": {
    general: "sony-wh-1000xm5",
    "calidad-precio": "soundcore-liberty-4-nc",
    economico: "sony-wf-c700n",
    "gama-alta": "sony-wh-1000xm6",
  },
  "headphones/deporte": { general: "bose-quietcomfort-ultra-headphones", "calidad-precio": "sony-wf-c700n" },
  "headphones/teletrabajo": {
    general: "technics-eah-az80",
    "calidad-precio": "nothing-ear",
    economico: "soundcore-liberty-4-nc",
    "gama-alta": "sony-wh-1000xm6",
  },
  "headphones/autonomia": {
    general: "jbl-live-770nc",
    "calidad-precio": "jbl-tune-670nc",
    economico: "jbl-tune-310c",
    "gama-alta": "sennheiser-momentum-4-wireless",
  },
  "camera/": { general: "nikon-z8", "calidad-precio": "fujifilm-x-t5", economico: "fujifilm-x-s20" },
  "camera/video": { general: "nikon-z6-iii", "calidad-precio": "sony-zv-e10-ii", "gama-alta": "nikon-z8" },
  "camera/viajar": { general: "sony-zv-1-ii", "gama-alta": "ricoh-gr-iiix-hdf" },
  "camera/accion": { general: "om-system-om-1-mark-ii", "calidad-precio": "panasonic-lumix-g9ii", economico: "sony-zv-1-ii", "gama-alta": "nikon-z8" },
  "camera/poca-luz": {
    general: "fujifilm-gfx100s-ii",
    "calidad-precio": "sony-alpha-7c-ii",
    economico: "panasonic-lumix-s9",
    "gama-alta": "hasselblad-x2d-100c",
  },
  "smartwatch/": {
    general: "garmin-forerunner-965",
    "calidad-precio": "coros-pace-3",
    economico: "huawei-watch-gt-5-46mm",
    "gama-alta": "garmin-fenix-8-47mm-amoled",
  },
  "smartwatch/correr": {
    general: "garmin-forerunner-965",
    "calidad-precio": "coros-pace-3",
    economico: "amazfit-active-2",
    "gama-alta": "garmin-fenix-8-47mm-amoled",
  },
  "smartwatch/salud": { general: "samsung-galaxy-watch7-40mm", "gama-alta": "samsung-galaxy-watch-ultra" },
  "smartwatch/semana": { general: "amazfit-t-rex-3", "calidad-precio": "xiaomi-redmi-watch-5" },
  "smartwatch/pagar": {
    general: "garmin-forerunner-965",
    "calidad-precio": "huawei-watch-fit-4-pro",
    economico: "huawei-watch-gt-5-46mm",
    "gama-alta": "garmin-fenix-8-47mm-amoled",
  },
  "speaker/": { general: "jbl-charge-6", "calidad-precio": "jbl-flip-7", economico: "jbl-clip-5", "gama-alta": "bose-soundlink-max" },
  "speaker/playa": { general: "jbl-charge-6", "calidad-precio": "jbl-flip-7", economico: "jbl-clip-5", "gama-alta": "bose-soundlink-max" },
  "speaker/fiestas": { general: "jbl-xtreme-4", "calidad-precio": "soundcore-boom-2", economico: "sony-ult-field-1" },
  "speaker/casa": { general: "sonos-era-100", economico: "amazon-echo-pop", "gama-alta": "sonos-era-300" },
  "speaker/llevar": { general: "jbl-go-4", "gama-alta": "jbl-clip-5" },
};

describe("the guides of the sample catalogue", () => {
  it.each(CATEGORY_IDS)("%s: picks by role in every guide, as pinned", async (category) => {
    const guides = (await built(category)).manifest.guides!;
    const picks = Object.fromEntries(guides.guides.map((g) => [`${category}/${g.use ?? ""}`, Object.fromEntries(g.picks.map((p) => [p.role, p.id]))]));
    const pinned = Object.fromEntries(Object.entries(PINNED).filter(([key]) => key.startsWith(`${category}/`)));
    expect(picks).toEqual(pinned);
  });

  it.each(CATEGORY_IDS)("%s: a guide of its own and one per use it offers, dated by the build's month", async (category) => {
    const { manifest } = await built(category);
    expect(manifest.guides!.month).toBe("noviembre de 2026");
    expect(manifest.guides!.guides.map((g) => g.use)).toEqual([null, ...(manifest.uses ?? []).map((u) => u.id)]);
  });

  it("never picks a product whose price was not fresh at the build, and lists it as 'sin precio comprobado'", async () => {
    const build = await built("mobile");
    const cards = build.chunks.flat();
    const own = build.manifest.guides!.guides[0];
    expect(own.unpriced.length).toBeGreaterThan(0);
    for (const guide of build.manifest.guides!.guides) {
      for (const pick of guide.picks) {
        const card = cards[pick.position];
        expect(card.id).toBe(pick.id);
        expect(
          card.offers!.some((o) => isPriceFresh(new Date(o[1]).toISOString(), AT.getTime())),
          pick.id,
        ).toBe(true);
      }
      for (const position of guide.unpriced) expect(guide.picks.map((p) => p.position)).not.toContain(position);
    }
  });

  it("gives each pick two or three reasons with figures from the data", async () => {
    const { manifest } = await built("tv");
    const gaming = manifest.guides!.guides.find((g) => g.use === "gaming")!;
    expect(gaming.required).toBe("Para gaming: frecuencia de refresco desde 120 Hz, VRR (frecuencia variable), retardo de entrada hasta 15 ms");
    for (const pick of gaming.picks) {
      expect(pick.reasons.length, pick.id).toBeGreaterThanOrEqual(2);
      expect(pick.reasons.length, pick.id).toBeLessThanOrEqual(3);
      for (const reason of pick.reasons) expect(reason, pick.id).toMatch(/\d/);
    }
    expect(gaming.picks[0].reasons[0]).toBe("96 en gaming frente a 93 de media");
    expect(gaming.picks.find((p) => p.role === "gama-alta")!.reasons).toContain("retardo de entrada de 5,4 ms, el más bajo de los 12 que cumplen");
    expect(gaming.picks.find((p) => p.role === "calidad-precio")!.reasons[0]).toBe(
      "8,6 puntos por cada 100 €, la mejor relación de los 10 con una puntuación de 90 o más",
    );
  });
});

describe("the roles' rule", () => {
  const c = (position: number, score: number, price: number, overall = score) => ({ position, score, price, overall });

  it("fills every role when each has a clear winner, naming each product once", () => {
    // Median score 86, lower quartile 80: 2 is the most points per 100 € at or above the median, 4 the cheapest at or above the quartile.
    const picks = pickRoles([c(0, 95, 1000), c(1, 90, 500), c(2, 86, 300), c(3, 94, 2000), c(4, 80, 250), c(5, 70, 1200)]);
    expect(picks.map((p) => [p.role, p.candidate.position])).toEqual([
      ["general", 0],
      ["calidad-precio", 2],
      ["economico", 4],
      ["gama-alta", 3],
    ]);
  });

  it("leaves 'Mejor económico' out when an earlier pick is cheaper still", () => {
    const picks = pickRoles([c(0, 95, 1000), c(1, 90, 500), c(2, 86, 300), c(3, 94, 2000), c(4, 80, 900), c(5, 70, 1200)]);
    expect(picks.map((p) => p.role)).toEqual(["general", "calidad-precio", "gama-alta"]);
  });

  it("breaks a tie at the top (within 3 points) by the lower price", () => {
    expect(pickRoles([c(0, 95, 2000), c(1, 93, 1200), c(2, 80, 1100)])[0].candidate.position).toBe(1);
  });

  it("leaves 'Mejor calidad-precio' out when nothing beats the first pick's points per 100 € by 5 %", () => {
    expect(pickRoles([c(0, 90, 100), c(1, 92, 104), c(2, 60, 90)]).map((p) => p.role)).not.toContain("calidad-precio");
  });

  it("leaves 'Mejor económico' out unless it costs 25 % less than the first pick", () => {
    const roles = (cheap: number) => pickRoles([c(0, 90, 1000), c(1, 89, 1100), c(2, 88, 1200), c(3, 75, cheap), c(4, 60, 3000)]).map((p) => p.role);
    expect(roles(800)).not.toContain("economico");
    expect(roles(700)).toContain("economico");
  });

  it("leaves 'Mejor gama alta' out when the dearer ones score clearly less or cost less than 25 % more", () => {
    expect(pickRoles([c(0, 90, 1000), c(1, 86, 2000)]).map((p) => p.role)).not.toContain("gama-alta");
    expect(pickRoles([c(0, 90, 1000), c(1, 92, 1200)]).map((p) => p.role)).not.toContain("gama-alta");
    expect(pickRoles([c(0, 90, 1000), c(1, 92, 1300)]).map((p) => p.role)).toContain("gama-alta");
  });

  it("names nothing without a product with a fresh price", () => {
    expect(pickRoles([])).toEqual([]);
  });
});

describe("a guide at the request's time", () => {
  it("drops a pick whose price has grown stale since the build into 'sin precio comprobado'", async () => {
    const build = await built("tv");
    const guides = build.manifest.guides as CategoryGuides;
    const gaming = guides.guides.find((g) => g.use === "gaming")!;
    const cards = build.chunks.flat();
    const byPosition = new Map(guidePositions(gaming).map((p) => [p, cards[p]] as [number, ProductCardData]));
    const now = guidePage("tv", guides, gaming, byPosition, AT.getTime(), 48);
    expect(now.picks.map((p) => p.card.id)).toEqual(gaming.picks.map((p) => p.id));
    expect(now.picks[0].shopName).not.toBe("");
    expect(now.title).toBe("Los mejores televisores para gaming");
    // A week later no price of the sample is fresh: no pick stands.
    const later = guidePage("tv", guides, gaming, byPosition, AT.getTime() + 7 * 86_400_000, 48);
    expect(later.picks).toEqual([]);
    expect(later.unpriced.map((c) => c.id)).toEqual(expect.arrayContaining(gaming.picks.map((p) => p.id)));
  });

  it("tells a product page which guides name it, by rank", async () => {
    const { manifest } = await built("tv");
    const general = manifest.guides!.guides[0].picks[0];
    expect(guideMentions("tv", manifest.guides, general.position)[0]).toEqual({
      rank: 1,
      role: "general",
      path: "/guias/tv",
      title: "Los mejores televisores",
    });
  });

  it("offers the home page one guide per category: the one with the most picks", () => {
    const groups = homeGuides([
      {
        categoryId: "tv",
        name: "Televisores",
        guides: [
          { path: "/guias/tv", title: "Los mejores televisores", picks: 3, priced: 20 },
          { path: "/guias/tv/gaming", title: "Los mejores televisores para gaming", picks: 4, priced: 10 },
        ],
      },
    ]);
    expect(groups[0].guides.map((g) => g.path)).toEqual(["/guias/tv/gaming"]);
  });

  it("titles guides in Spanish, with the month of the data", () => {
    expect(guideTitle("camera", null)).toBe("Las mejores cámaras");
    expect(guideTitle("mobile", "compacto")).toBe("Los mejores móviles compactos");
    expect(monthOf("2026-11-30T23:30:00Z")).toBe("diciembre de 2026"); // already December in Madrid
  });
});
