import type { ReactNode } from "react";
import type { ProductDetail, ShopOffer } from "../../../shared/product";
import { track } from "../../analytics";
import { useAppSnapshot } from "../../state/app-state";

/** Affiliate links open only over https (PRODUCT-RULES.md, Product records); anything else is not rendered as a link. */
export function safeAffiliateUrl(link: unknown): string | null {
  if (typeof link !== "string") return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export const RETAILER = "Amazon";

/**
 * 'Ver en Amazon' (PRODUCT-RULES.md, Screens and routes), or 'Ver en {tienda}' for `offer`: the affiliate link in a new tab,
 * marked sponsored (PRODUCT-RULES.md, Product records), with the affiliate_click event naming the shop. A `stale`
 * price is not vouched for: its link reads 'Comprobar precio en {tienda}'. `fallback` shows when
 * the stored link is not https. `children` follow the visible words (e.g. the product's name,
 * hidden from sight, where several such links share a page).
 */
export function AffiliateLink({
  product,
  offer,
  stale = false,
  className,
  children,
  fallback = null,
}: {
  product: Pick<ProductDetail, "id" | "categoryId" | "amazon">;
  offer?: Pick<ShopOffer, "shopId" | "shopName" | "link" | "price" | "priceCurrency">;
  stale?: boolean;
  className?: string;
  children?: ReactNode;
  fallback?: ReactNode;
}) {
  const { config } = useAppSnapshot();
  const { amazon } = product;
  const shop = offer ?? { shopId: "amazon", shopName: RETAILER, link: amazon.affiliateLink, price: amazon.price, priceCurrency: amazon.priceCurrency };
  const href = safeAffiliateUrl(shop.link);
  if (!href) return <>{fallback}</>;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={() =>
        track(config, "affiliate_click", {
          item_id: product.id,
          item_category: product.categoryId,
          shop: shop.shopId,
          price: shop.price,
          currency: shop.priceCurrency,
        })
      }
    >
      {stale ? `Comprobar precio en ${shop.shopName}` : `Ver en ${shop.shopName}`}
      {children}
    </a>
  );
}
