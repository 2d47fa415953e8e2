import { useRef, useState, type KeyboardEvent } from "react";
import type { ProductDetail } from "../../../shared/product";
import { useEnhanced } from "../../state/enhanced";
import { InPageLink } from "../InPageLink";
import { SUMMARY_ID } from "./SummaryCard";

type SpecGroup = ProductDetail["specGroups"][number];

const hasProsCons = (product: ProductDetail) => Boolean(product.reviews?.pros?.length || product.reviews?.cons?.length);
const panelId = (group: SpecGroup) => `panel-${group.id}`;

function GroupBody({ product, group }: { product: ProductDetail; group: SpecGroup }) {
  return (
    <>
      <dl className="spec-list">
        {group.rows.map((row) => (
          <div key={row.key} className="spec-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {/* The specification also lists 5 pros and 5 cons here, the same lists the summary card shows (6
          each) higher up: read twice on one page, and on a phone two long lists to scroll past.
          The group keeps them one step away instead, with a link that takes focus to the card. */}
      {group.id === "general" && hasProsCons(product) && (
        <p className="specs__pros-cons">
          <InPageLink target={SUMMARY_ID}>A favor y en contra: ver el resumen</InPageLink>
        </p>
      )}
    </>
  );
}

/**
 * Every spec group as HTML, one after another under its own heading, with a link to each at the
 * top: what the server sends, so without JavaScript (or before it runs) every group can be read.
 */
function SpecGroupsInSequence({ product }: { product: ProductDetail }) {
  return (
    <>
      <nav className="spec-groups__nav" aria-label="Grupos de especificaciones">
        <ul>
          {product.specGroups.map((group) => (
            <li key={group.id}>
              <a href={`#${panelId(group)}`}>{group.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {product.specGroups.map((group) => (
        <section key={group.id} id={panelId(group)} className="tabs__panel spec-groups__group" aria-labelledby={`heading-${group.id}`}>
          <h3 id={`heading-${group.id}`}>{group.label}</h3>
          <GroupBody product={product} group={group} />
        </section>
      ))}
    </>
  );
}

/**
 * A tab strip of spec groups, 'general' active by default; values that are null,
 * empty or N/A are hidden. Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 * The strip is the client's enhancement of the groups in sequence (above), made once hydrated.
 */
export function SpecTabs({ product }: { product: ProductDetail }) {
  const enhanced = useEnhanced();
  const groups = product.specGroups;
  const [active, setActive] = useState("general");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = groups.find((g) => g.id === active) ?? groups[0];
  if (!current) return null;

  const onKey = (event: KeyboardEvent, index: number) => {
    const last = groups.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(groups[next].id);
    tabs.current[next]?.focus();
  };

  return (
    <section className="panel specs" aria-labelledby="specs-title">
      <h2 id="specs-title">Especificaciones</h2>
      {!enhanced ? (
        <SpecGroupsInSequence product={product} />
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label="Grupos de especificaciones">
            {groups.map((group, i) => (
              <button
                key={group.id}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${group.id}`}
                aria-selected={group.id === current.id}
                aria-controls={panelId(group)}
                tabIndex={group.id === current.id ? 0 : -1}
                className="tabs__tab"
                onClick={() => setActive(group.id)}
                onKeyDown={(event) => onKey(event, i)}
              >
                {group.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId(current)} aria-labelledby={`tab-${current.id}`} className="tabs__panel" tabIndex={0}>
            <GroupBody product={product} group={current} />
          </div>
        </>
      )}
    </section>
  );
}
