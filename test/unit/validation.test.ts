import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../../shared/categories";
import { inspectRecord, validateProduct } from "../../shared/validation";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

const base = (title: string, specs: Record<string, unknown>) => ({
  title,
  model: "Modelo X",
  brand: "Marca",
  year: 2024,
  general: { description: "# Análisis\n\nTexto." },
  amazon: {
    affiliateLink: "https://www.amazon.es/dp/B000000000",
    image: "/img/x.svg",
    price: 199.99,
    priceCurrency: "EUR",
    asin: "B000000000",
  },
  reviews: { expertScore: 8, userScore: 7.5 },
  score: { overall: 80 },
  specs,
});

describe("PRODUCT-RULES.md (Product records): every sample record passes its category's validator", () => {
  for (const category of CATEGORY_IDS) {
    it(`${category}: all records valid`, () => {
      const failures = SAMPLE_CATALOGUE[category]
        .map((record) => ({ id: record.id, report: validateProduct(category, record) }))
        .filter(({ report }) => !report.valid);
      expect(failures).toEqual([]);
    });
  }
});

describe("PRODUCT-RULES.md (Product records): validity rules", () => {
  it("reports a missing required field by path, only when invalid", () => {
    const report = validateProduct("tv", base("tv", { display: { panelType: "OLED" } }));
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual(["Missing required field: specs.display.sizeInches"]);
  });

  it("a complete record has no errors, and missing optional fields are warnings", () => {
    const report = validateProduct("tv", base("tv", { display: { sizeInches: 55, panelType: "OLED", resolution: "3840x2160" } }));
    expect(report.valid).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toContain("Missing recommended field: specs.display.refreshRateHz");
    expect(report.warnings).toContain("Missing recommended field: energy.efficiencyClass");
  });

  it("names the category when no validator exists", () => {
    expect(validateProduct("fridge", {})).toEqual({
      valid: false,
      errors: ["No validator found for category: fridge"],
      warnings: [],
    });
  });

  it("checks the common fields and their types", () => {
    const record = { ...base("laptop", {}), model: 42, year: "2024", amazon: { price: 10 } };
    const report = validateProduct("laptop", record);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        "Missing required field: amazon.affiliateLink",
        "Missing required field: specs.hardware.cpu.model",
        "Invalid field: model (expected string)",
        "Invalid field: year (expected number)",
      ]),
    );
    expect(report.errors).not.toContain("Missing required field: amazon.asin");
  });

  it("treats empty strings, empty lists and N/A as missing", () => {
    const record = base("camera", { sensor: { resolutionMP: 24, type: "N/A" } });
    expect(validateProduct("camera", record).errors).toEqual(["Missing required field: specs.sensor.type"]);
  });

  it("requires the record's title to name the category", () => {
    const report = validateProduct("tv", base("laptop", { display: { sizeInches: 55, panelType: "OLED", resolution: "3840x2160" } }));
    expect(report.errors).toEqual(["Invalid field: title (expected 'tv')"]);
  });

  it("accepts the legacy titles television and smartphone", () => {
    expect(validateProduct("tv", base("television", { display: { sizeInches: 55, panelType: "LED", resolution: "1920x1080" } })).valid).toBe(true);
    expect(validateProduct("mobile", base("smartphone", { display: { sizeInches: 6.1 }, hardware: { soc: "A17 Pro" } })).valid).toBe(true);
  });

  it("accepts the legacy title: headphones records titled 'headphones' or 'headset' are both valid", () => {
    const specs = { audio: { driverSizeMm: 40 }, connectivity: { multiPoint: true } };
    expect(validateProduct("headphones", base("headphones", specs)).valid).toBe(true);
    expect(validateProduct("headphones", base("headset", specs)).valid).toBe(true);
    expect(validateProduct("headset", base("headphones", specs)).valid).toBe(true);
  });

  it.each([
    ["laptop", { hardware: { cpu: { model: "M3" }, ram: { sizeGB: 8 } }, display: { sizeInches: 13.6 } }, "specs.hardware.storage"],
    ["laptop", { hardware: { ram: { sizeGB: 8 }, storage: { sizeGB: 256 } }, display: { sizeInches: 13.6 } }, "specs.hardware.cpu.model"],
    ["mobile", { display: { sizeInches: 6.1 } }, "specs.hardware.soc"],
    ["tablet", { display: { sizeInches: 11 }, performance: { chipset: "M2" } }, "specs.performance.ramGB"],
    ["headphones", { audio: { driverSizeMm: 30 } }, "specs.connectivity"],
    ["camera", { sensor: { type: "Full Frame" } }, "specs.sensor.resolutionMP"],
    ["smartwatch", { display: { sizeMm: 45 }, hardware: {} }, "specs.hardware.battery"],
    ["speaker", { connectivity: { multiroom: true } }, "specs.audio"],
  ])("%s requires its own fields", (category, specs, missing) => {
    const report = validateProduct(category, base(category, specs));
    expect(report.valid).toBe(false);
    expect(report.errors).toContain(`Missing required field: ${missing}`);
  });
});

describe("validity exactly as PRODUCT-RULES.md (Product records) says (gaps a real catalogue has are warnings)", () => {
  const gappy = (record: ReturnType<typeof base>) => {
    const { general: _general, ...rest } = record;
    return { ...rest, amazon: { affiliateLink: record.amazon.affiliateLink, price: record.amazon.price } };
  };

  it("lists a TV without panel type, resolution, description, picture or ASIN, with warnings", () => {
    const report = validateProduct("tv", gappy(base("tv", { display: { sizeInches: 55 } })));
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        "Missing recommended field: specs.display.panelType",
        "Missing recommended field: specs.display.resolution",
        "Missing recommended field: general.description",
        "Missing recommended field: amazon.image",
        "Missing recommended field: amazon.asin",
        "Missing recommended field: amazon.priceCurrency",
      ]),
    );
  });

  it("lists a laptop whose RAM and storage lack sizes and types, and whose display lacks resolution and technology", () => {
    const specs = { hardware: { cpu: { model: "Intel Core i5-1335U" }, ram: { type: "DDR4" }, storage: { upgradable: true } }, display: { sizeInches: 15.6 } };
    const report = validateProduct("laptop", base("laptop", specs));
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        "Missing recommended field: specs.hardware.ram.sizeGB",
        "Missing recommended field: specs.hardware.storage.sizeGB",
        "Missing recommended field: specs.hardware.storage.type",
        "Missing recommended field: specs.display.resolution",
        "Missing recommended field: specs.display.technology",
      ]),
    );
  });
});

describe("values that keep the site safe", () => {
  const tv = (amazon: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const record = base("tv", { display: { sizeInches: 55 } });
    return { ...record, ...extra, amazon: { ...record.amazon, ...amazon } };
  };

  it.each(["€", "", "EU", "eur", "EURO", 978])("refuses the currency %j with a clear message", (currency) => {
    const report = validateProduct("tv", tv({ priceCurrency: currency }));
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([expect.stringMatching(/^Invalid field: amazon\.priceCurrency \(.*expected the ISO 4217 code EUR\)$/)]);
  });

  it("refuses another real currency: the site sells in euros", () => {
    expect(validateProduct("tv", tv({ priceCurrency: "USD" })).errors).toEqual(['Invalid field: amazon.priceCurrency ("USD": the site sells in EUR)']);
  });

  it.each([0, -100, -0.01])("refuses the price %d", (price) => {
    expect(validateProduct("tv", tv({ price })).errors).toEqual([`Invalid field: amazon.price (${price}: a price must be greater than 0)`]);
  });

  it("refuses a price that is text", () => {
    expect(validateProduct("tv", tv({ price: "199,99" })).errors).toEqual(["Invalid field: amazon.price (expected number)"]);
  });

  it.each([-2024, 0, 2024.5, 99999])("refuses the year %d", (year) => {
    expect(validateProduct("tv", tv({}, { year })).errors).toEqual([
      expect.stringMatching(/^Invalid field: year \(.*expected a year between 1970 and 2100\)$/),
    ]);
  });

  it.each([
    ["javascript:alert(1)", "expected an https address"],
    ["http://www.amazon.es/dp/B0TEST", "expected an https address"],
    ["//www.amazon.es/dp/B0TEST", "not an address"],
    ["https://user:secret@www.amazon.es/dp/B0TEST", "carries a user name or password"],
    ["https://amazon.es.evil.example/dp/B0TEST", "not on the shop's hosts"],
  ])("refuses the affiliate link %s, saying why (a line of the ingest's report)", (affiliateLink, why) => {
    const report = validateProduct("tv", tv({ affiliateLink }));
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([`Invalid field: amazon.affiliateLink (${JSON.stringify(affiliateLink.slice(0, 40))}: ${why})`]);
  });

  it("keeps a picture from the site or a configured image host, and drops any other with a warning", () => {
    for (const image of ["/img/products/tv/x.svg", "https://m.media-amazon.com/images/I/x.jpg"])
      expect(validateProduct("tv", tv({ image })).warnings.filter((w) => w.includes("amazon.image"))).toEqual([]);
    for (const image of ["https://evil.example/x.jpg", "http://m.media-amazon.com/x.jpg", "data:image/png;base64,AAAA", "//evil.example/x.jpg"]) {
      const report = validateProduct("tv", tv({ image }));
      expect(report.valid, image).toBe(true);
      expect(report.warnings, image).toContainEqual(
        expect.stringMatching(/^Field dropped: amazon\.image \(.*expected a site picture or an https address on m\.media-amazon\.com/),
      );
    }
  });

  it("refuses a document id that cannot be a path segment, when one is given", () => {
    expect(validateProduct("tv", tv(), "../etc").errors).toEqual([expect.stringMatching(/^Invalid field: id \("\.\.\/etc"/)]);
    expect(validateProduct("tv", tv(), "samsung-qe55s90d").valid).toBe(true);
  });
});

describe("specs checked against their category's schema (shared/categories/<id>.ts)", () => {
  const tv = (display: Record<string, unknown>, more: Record<string, unknown> = {}) => base("tv", { display: { sizeInches: 55, ...display }, ...more });

  it("refuses a record whose required spec has another type, saying which and why", () => {
    const report = validateProduct("tv", base("tv", { display: { sizeInches: "grande" } }));
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual(['Invalid field: specs.display.sizeInches ("grande": expected number)']);
  });

  it("keeps the record and drops any other spec of another type, one warning each, a list by its wrong item", () => {
    const { report, droppedSpecs } = inspectRecord(
      "tv",
      tv({ refreshRateHz: "rápido", panelType: 4, hdrFormats: ["HDR10", 7] }, { gaming: "sí", connectivity: { usbPorts: [{ type: "USB-A", count: "2" }] } }),
    );
    expect(report.valid).toBe(true);
    expect(report.warnings.filter((w) => w.includes("specs."))).toEqual(
      expect.arrayContaining([
        'Field dropped: specs.display.refreshRateHz ("rápido": expected number)',
        "Field dropped: specs.display.panelType (4: expected string)",
        "Field dropped: specs.display.hdrFormats (item 2: expected string)",
        'Field dropped: specs.gaming ("sí": expected a group of fields)',
        "Field dropped: specs.connectivity.usbPorts (item 1, count: expected number)",
      ]),
    );
    expect(droppedSpecs.sort()).toEqual([
      "specs.connectivity.usbPorts",
      "specs.display.hdrFormats",
      "specs.display.panelType",
      "specs.display.refreshRateHz",
      "specs.gaming",
    ]);
  });

  it("reads flags as the filters do, takes empty values as missing, and leaves fields it does not declare alone", () => {
    const { report, droppedSpecs } = inspectRecord(
      "tv",
      tv({ panelType: "N/A", resolution: "" }, { gaming: { vrrSupport: "sí" }, extra: { anything: [1, "x"] } }),
    );
    expect(droppedSpecs).toEqual([]);
    expect(report.warnings.filter((w) => w.startsWith("Field dropped"))).toEqual([]);
  });
});
