import type { ReactNode } from "react";
import type { ProductDetail } from "../../../shared/product";
import { track } from "../../analytics";
import { useAppSnapshot } from "../../state/app-state";

/** Affiliate links open only over https (DESIGN security); anything else is not rendered as a link. */
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
 * 'Ver en Amazon' (seed 000 §2): the affiliate link in a new tab, marked sponsored (DESIGN
 * security), with the affiliate_click event. `fallback` shows when the stored link is not https.
 * `children` follow the visible words (e.g. the product's name, hidden from sight, where several
 * such links share a page).
 */
export function AffiliateLink({
  product,
  className,
  children,
  fallback = null,
}: {
  product: Pick<ProductDetail, "id" | "categoryId" | "amazon">;
  className?: string;
  children?: ReactNode;
  fallback?: ReactNode;
}) {
  const { config } = useAppSnapshot();
  const { amazon } = product;
  const href = safeAffiliateUrl(amazon.affiliateLink);
  if (!href) return <>{fallback}</>;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={() =>
        track(config, "affiliate_click", { item_id: product.id, item_category: product.categoryId, price: amazon.price, currency: amazon.priceCurrency })
      }
    >
      {`Ver en ${RETAILER}`}
      {children}
    </a>
  );
}
