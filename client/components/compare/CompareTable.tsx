import { useId } from "react";
import { getCategory } from "../../../shared/categories";
import type { CompareSection } from "../../../shared/compare";
import { formatPrice } from "../../../shared/format";
import type { ProductDetail } from "../../../shared/product";
import { productPath } from "../../../shared/routes";
import { availabilityLabel } from "../../../shared/availability";
import { Link } from "../Link";
import { AffiliateLink } from "../product/AffiliateLink";

interface CompareTableProps {
  products: readonly ProductDetail[];
  sections: readonly CompareSection[];
  onRemove: (id: string) => void;
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
export function CompareTable({ products, sections, onRemove }: CompareTableProps) {
  const columns = products.length + 1;
  const crossCategory = new Set(products.map((p) => p.categoryId)).size > 1;
  const prefix = useId();
  const productHeader = (i: number) => `${prefix}p${i}`;
  const offersHeader = `${prefix}offers`;
  const rowHeader = (s: number, r: number) => `${prefix}s${s}r${r}`;
  return (
    <table className={`compare-table compare-table--n${products.length}`}>
      <caption className="visually-hidden">Comparación de {products.map((p) => `${p.brand} ${p.model}`).join(", ")}</caption>
      <thead className="compare-table__head">
        <tr className="compare-table__names">
          <td className="compare-table__corner" />
          {products.map((p, i) => (
            <th key={p.id} id={productHeader(i)} scope="col" className="compare-table__product">
              <Link href={productPath(p.categoryId, p.id)} className="compare-table__name">{`${p.brand} ${p.model}`}</Link>
              <span className="compare-table__price">{formatPrice(p.amazon.price, p.amazon.priceCurrency)}</span>
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
                <AffiliateLink product={p} className="button button--primary compare-table__buy">
                  <span className="visually-hidden">{` ${p.brand} ${p.model}`}</span>
                </AffiliateLink>
                {p.amazon.availability && (
                  <span className={`availability availability--${p.amazon.availability}`}>{availabilityLabel(p.amazon.availability)}</span>
                )}
                <button type="button" className="link-button" aria-label={`Quitar ${p.brand} ${p.model} de la comparación`} onClick={() => onRemove(p.id)}>
                  Quitar
                </button>
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
                  {value ?? "—"}
                  {row.best.includes(i) && <span className="compare-table__badge">Mejor</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
