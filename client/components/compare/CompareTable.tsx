import { useId } from "react";
import { getCategory } from "../../../shared/categories";
import type { CompareSection } from "../../../shared/compare";
import type { ProductDetail } from "../../../shared/product";
import { productPath } from "../../../shared/routes";
import { ActionLink } from "../ActionLink";
import { Link } from "../Link";
import { DetailPriceBadge } from "../prices/DetailPriceBadge";
import { BestOfferLink, BestPriceText } from "../offers/BestOffer";
import { productName } from "../../../shared/product-name";

/** Lengths of a text's longest word that styles.css sizes it for (classes: the CSP allows no inline style). */
const LONGEST_WORD_STEPS = [10, 12, 14, 16, 20, 24];

/**
 * Classes that size a name by the step of its longest word: on a phone its type shrinks until that
 * word fits its column, so no name is broken inside a word ("UE43CU7172UXXH" in a third of 375 px).
 */
function fitsWord(text: string): string {
  const longest = Math.max(...text.split(/\s+/).map((word) => word.length));
  const step = LONGEST_WORD_STEPS.find((s) => longest <= s) ?? LONGEST_WORD_STEPS[LONGEST_WORD_STEPS.length - 1];
  return `fits-word fits-word--${step}`;
}

interface CompareTableProps {
  products: readonly ProductDetail[];
  sections: readonly CompareSection[];
  onRemove: (id: string) => void;
  /** The comparison without this product: where 'Quitar' leads before and without the script. */
  removeHref: (id: string) => string;
}

/**
 * The products side by side, row by row, with the best value marked. One table for every width:
 * on a desktop the labels form the first column; below 640 px (styles.css) each row's label sits
 * above its values, so three products fit side by side at 375 px, as GSMArena does on phones.
 * The first row (names and prices) stays under the header while the rows scroll.
 *
 * Each value names its headers (the product's column and the row). A section's title is a plain
 * cell across the table, not a header: as a header spanning every column it would make the headers
 * a second level, which checkers (HTML_CodeSniffer) then read as heading every value below it, in
 * every section. No explicit roles: HTML forbids them on the rows and cells of a <table>.
 */
export function CompareTable({ products, sections, onRemove, removeHref }: CompareTableProps) {
  const columns = products.length + 1;
  const crossCategory = new Set(products.map((p) => p.categoryId)).size > 1;
  const prefix = useId();
  const productHeader = (i: number) => `${prefix}p${i}`;
  const offersHeader = `${prefix}offers`;
  const rowHeader = (s: number, r: number) => `${prefix}s${s}r${r}`;
  return (
    <table className={`compare-table compare-table--n${products.length}`}>
      <caption className="visually-hidden">Comparación de {products.map(productName).join(", ")}</caption>
      <thead className="compare-table__head">
        <tr className="compare-table__names">
          <td className="compare-table__corner" />
          {products.map((p, i) => (
            <th key={p.id} id={productHeader(i)} scope="col" className="compare-table__product">
              <Link href={productPath(p.categoryId, p.id)} className={`compare-table__name ${fitsWord(productName(p))}`}>
                {productName(p)}
              </Link>
              {/* The badge above the price: the cells are aligned at their foot, so a badge that one
                  product has and another lacks (or that wraps in a phone's column) moves no price. */}
              <DetailPriceBadge product={p} />
              <BestPriceText product={p} className="compare-table__price" />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="compare-table__offers">
        <tr>
          <th id={offersHeader} scope="row">
            <span className="visually-hidden">Dónde comprar</span>
          </th>
          {products.map((p, i) => (
            <td key={p.id} headers={`${productHeader(i)} ${offersHeader}`}>
              <div className="compare-table__offer">
                <img src={p.amazon.imageSmall || p.amazon.image} alt="" width={160} height={120} />
                {crossCategory && <span className="compare-table__category">{getCategory(p.categoryId).name}</span>}
                {/* The button before the availability badge: a badge that wraps ("Stock limitado" in a
                    phone's column) would otherwise put the three buttons at different heights. */}
                <BestOfferLink product={p} className="button button--primary compare-table__buy">
                  <span className="visually-hidden">{` ${productName(p)}`}</span>
                </BestOfferLink>
                <ActionLink
                  href={removeHref(p.id)}
                  onAction={() => onRemove(p.id)}
                  className="link-button"
                  aria-label={`Quitar ${productName(p)} de la comparación`}
                >
                  Quitar
                </ActionLink>
              </div>
            </td>
          ))}
        </tr>
      </tbody>
      {sections.map((section, s) => (
        <tbody key={section.id}>
          <tr className="compare-table__section">
            <td colSpan={columns}>{section.label}</td>
          </tr>
          {section.rows.map((row, r) => (
            <tr key={row.key} data-differs={row.differs ? "" : undefined}>
              <th id={rowHeader(s, r)} scope="row">
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={products[i].id}
                  headers={`${productHeader(i)} ${rowHeader(s, r)}`}
                  className={row.best.includes(i) ? "compare-table__best" : undefined}
                >
                  {/* The model is a name too: never broken inside a word. */}
                  {row.key === "model" && value ? <span className={fitsWord(String(value))}>{value}</span> : (value ?? "—")}
                  {row.best.includes(i) && <span className="compare-table__badge">Mejor</span>}
                  {row.bars?.[i] && (
                    // An SVG bar, not a style attribute: the CSP allows no inline styles.
                    <svg className={`compare-table__bar score-bar--${row.bars[i].tone}`} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                      <rect className="compare-table__bar-track" x="0" y="0" width="100" height="8" rx="4" />
                      <rect className="score-bar__fill" x="0" y="0" width={row.bars[i].percent} height="8" rx="4" />
                    </svg>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
