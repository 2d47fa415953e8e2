import { describe, expect, it } from "vitest";
import { modelAfterBrand, productName } from "../../shared/product-name";

describe("a product's name, the brand never twice", () => {
  it("puts the brand before a model that does not carry it", () => {
    expect(productName({ brand: "Samsung", model: "Galaxy S25 Ultra" })).toBe("Samsung Galaxy S25 Ultra");
    expect(modelAfterBrand({ brand: "Samsung", model: "Galaxy S25 Ultra" })).toBe("Galaxy S25 Ultra");
  });

  it("does not repeat a brand the model starts with, whatever its case", () => {
    expect(productName({ brand: "Apple", model: "Apple Watch SE (2.ª generación, GPS, 40 mm)" })).toBe("Apple Watch SE (2.ª generación, GPS, 40 mm)");
    expect(productName({ brand: "Honor", model: "Honor Pad 9" })).toBe("Honor Pad 9");
    expect(productName({ brand: "XIAOMI", model: "Xiaomi 15 Ultra" })).toBe("Xiaomi 15 Ultra");
    // Under a brand line, the model without it: the two lines read the name once.
    expect(modelAfterBrand({ brand: "Xiaomi", model: "Xiaomi 15 Ultra" })).toBe("15 Ultra");
  });

  it("keeps a model that only begins with the brand's letters, or is the brand alone", () => {
    expect(productName({ brand: "LG", model: "LGX 100" })).toBe("LG LGX 100");
    expect(productName({ brand: "Sonos", model: "Sonos" })).toBe("Sonos Sonos");
    expect(modelAfterBrand({ brand: "Sonos", model: "Sonos" })).toBe("Sonos");
  });
});
