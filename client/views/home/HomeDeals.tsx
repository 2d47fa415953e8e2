import { getCategory, type CategoryId } from "../../../shared/categories";
import { formatPrice } from "../../../shared/format";
import type { SortId } from "../../../shared/listing-query";
import { DEAL_AGAINST, discountText } from "../../../shared/prices/deal-text";
import { dealsShownAt, type DealGroup, type HomeDeal } from "../../../shared/home-deals";
import { categoryPath } from "../../../shared/routes";
import { Link } from "../../components/Link";
import { ProductCard } from "../../components/ProductCard";
import { usePriceClock } from "../../state/price-clock";

/** The listing sorted by deal, where a category's other deals are. */
const DEALS_SORT: SortId = "ofertas";
const dealsListingPath = (id: CategoryId) => `${categoryPath(id)}?orden=${DEALS_SORT}`;

/**
 * 'Mejores ofertas ahora' (PRODUCT-RULES.md, Deals): per category, the few products whose current
 * price is clearly below their own usual price, each with its discount as a percentage and in euros.
 * Which are shown is decided at the page's time, so a price that stopped being current leaves.
 */
export function HomeDeals({ groups }: { groups: readonly DealGroup[] }) {
  const { now, freshHours } = usePriceClock();
  const shown = dealsShownAt(groups, now.getTime(), freshHours);
  return (
    <section className="deals" aria-labelledby="deals-title">
      <h2 id="deals-title">Mejores ofertas ahora</h2>
      <p className="deals__lead">Precios comprobados hace poco que están claramente por debajo del precio habitual de cada producto.</p>
      {shown.length === 0 ? (
        <p className="deals__none">Ahora mismo ningún precio comprobado está claramente por debajo de su precio habitual.</p>
      ) : (
        shown.map((group) => <DealRow key={group.categoryId} group={group} />)
      )}
    </section>
  );
}

function DealRow({ group }: { group: DealGroup }) {
  const { id, name } = getCategory(group.categoryId);
  const titleId = `deals-${id}`;
  return (
    <section className="deals__group" aria-labelledby={titleId}>
      <div className="deals__head">
        <h3 id={titleId}>{name}</h3>
        <Link href={dealsListingPath(id)} className="deals__more">
          Ver más ofertas<span className="visually-hidden"> de {name.toLowerCase()}</span>
        </Link>
      </div>
      <ul className="deals__list">
        {group.deals.map((deal) => (
          <li key={deal.card.id} className="deals__item">
            <ProductCard product={deal.card} showChips={false} />
            <DealNote deal={deal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "−12 % frente a su precio habitual", and in euros: the usual price and how much less the current one is. */
function DealNote({ deal }: { deal: HomeDeal }) {
  const { card, usual } = deal;
  const saving = Math.round((usual - card.price) * 100) / 100;
  return (
    <p className="deals__note">
      <strong>
        {discountText(card.deal!)} {DEAL_AGAINST}
      </strong>{" "}
      <span className="deals__saving">
        Habitual: {formatPrice(usual, card.priceCurrency)}; ahora, {formatPrice(saving, card.priceCurrency)} menos.
      </span>
    </p>
  );
}
