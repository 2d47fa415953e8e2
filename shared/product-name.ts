import type { Product } from "./product";

type Named = Pick<Product, "brand" | "model">;

/** Whether the model already starts with the brand ("Xiaomi 15 Ultra" of Xiaomi), whatever the case. */
function modelCarriesBrand({ brand, model }: Named): boolean {
  // A broken record's fields may be anything: it is then named as it comes, never a thrown error.
  if (typeof brand !== "string" || typeof model !== "string") return false;
  const b = brand.trim().toLowerCase();
  return b.length > 0 && model.length > b.length + 1 && model.toLowerCase().startsWith(`${b} `);
}

/**
 * A product's name as a person writes it: the brand, then the model, the brand never twice
 * ("Apple Watch SE", not "Apple Apple Watch SE"). Every place that shows a product's name uses it.
 */
export function productName(product: Named): string {
  return modelCarriesBrand(product) ? product.model : `${product.brand} ${product.model}`;
}

/**
 * The model where the brand is shown just before it (a card's or a summary's brand line above the
 * model): "Watch SE" under "Apple", so the two lines read "Apple Watch SE" once.
 */
export function modelAfterBrand(product: Named): string {
  return modelCarriesBrand(product) ? product.model.slice(product.brand.trim().length + 1).trimStart() : product.model;
}
