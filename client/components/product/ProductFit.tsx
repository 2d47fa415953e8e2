import type { ProductCardData } from "../../../shared/card";
import { cardPrice } from "../../../shared/prices/card-price";
import { currentPrice } from "../../../shared/prices/current-price";
import { priceText } from "../../../shared/prices/price-text";
import type { ProductDetail } from "../../../shared/product";
import { productPath } from "../../../shared/routes";
import { productName } from "../../../shared/product-name";
import { scoreText } from "../../../shared/verdict/wording";
import type { RelatedCards } from "../../view-data";
import { usePriceClock } from "../../state/price-clock";
import { Link } from "../Link";

/**
 * Under the summary: who the product is for and who it is not for, and two alternatives from the
 * related lists, as the worker worked them out by the rules of shared/verdict (docs/RULES.md).
 * Each line carries the figures it rests on.
 */
export function ProductFit({ product, related }: { product: ProductDetail; related: RelatedCards | null }) {
  const { now, freshHours } = usePriceClock();
  const fit = related?.fit ?? { forWhom: [], notForWhom: [] };
  const options = related?.alternatives ?? { cheaper: null, better: null };
  if (fit.forWhom.length === 0 && fit.notForWhom.length === 0 && !options.cheaper && !options.better) return null;
  const current = currentPrice(product, now.getTime(), freshHours);
  const own = `${priceText(current, current.currency, now)} y ${scoreText(product.score?.overall ?? 0)}/100`;
  return (
    <section className="panel fit" aria-labelledby="fit-title">
      <h2 id="fit-title" className="visually-hidden">
        ¿Para quién es?
      </h2>
      <div className="fit__lists">
        {fit.forWhom.length > 0 && (
          <div>
            <h3 className="fit__title fit__title--for">Para quién es</h3>
            <ul className="fit__list">
              {fit.forWhom.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {fit.notForWhom.length > 0 && (
          <div>
            <h3 className="fit__title fit__title--not">Para quién no es</h3>
            <ul className="fit__list">
              {fit.notForWhom.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {(options.cheaper || options.better) && (
        <div className="fit__alternatives">
          <h3 className="fit__title">Alternativas</h3>
          <ul className="fit__list">
            {options.cheaper && <Alternative lead="Más barato con puntuación parecida" card={options.cheaper} own={own} />}
            {options.better && <Alternative lead="Mejor puntuado por un precio parecido" card={options.better} own={own} />}
          </ul>
        </div>
      )}
    </section>
  );
}

function Alternative({ lead, card, own }: { lead: string; card: ProductCardData; own: string }) {
  const { now, freshHours } = usePriceClock();
  const price = priceText(cardPrice(card, now.getTime(), freshHours), card.priceCurrency, now);
  return (
    <li>
      {`${lead}: `}
      <Link href={productPath(card.categoryId, card.id)}>{productName(card)}</Link>
      {`, ${price} y ${scoreText(card.overall ?? 0)}/100 (este: ${own}).`}
    </li>
  );
}
