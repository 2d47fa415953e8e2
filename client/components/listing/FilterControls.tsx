import type { DeepReadonly } from "../../../shared/deep-readonly";
import { Fragment, useEffect, useRef, useState } from "react";
import { filterParamName } from "../../../shared/filters/url";
import type { FacetCounts } from "../../../shared/filters/facet-counts";
import type { AppliedFilters, FilterDefinition, RangeValue } from "../../../shared/filters/types";
import { useAppState } from "../../state/app-state";
import { RangeChoices } from "./RangeChoices";
import { setRange, toggleFeature, toggleOption, setFilter } from "../../state/listing-filters";

/** Options shown before 'Ver todas'. */
const OPTIONS_SHOWN = 8;

interface ControlProps {
  definition: FilterDefinition;
  applied: DeepReadonly<AppliedFilters>;
  counts: FacetCounts;
}

const countText = (n: number | undefined) => `(${n ?? 0})`;
const domId = (id: string) => `filter-${id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

function OptionItem({
  definition,
  option,
  checked,
  count,
}: {
  definition: FilterDefinition;
  option: { value: string; label: string };
  checked: boolean;
  count: number | undefined;
}) {
  const state = useAppState();
  return (
    <li>
      <label className={`filter__option${!count && !checked ? " filter__option--empty" : ""}`}>
        <input
          type="checkbox"
          name={filterParamName(definition)}
          value={option.value}
          checked={checked}
          onChange={() => toggleOption(state, definition.id, option.value)}
        />
        <span className="filter__option-label">{option.label}</span>
        <span className="filter__count">{countText(count)}</span>
      </label>
    </li>
  );
}

/**
 * A list of options: the first ones shown, the rest behind 'Ver todas', a <details> so that it opens
 * without script too (every option is in the page, and in the listing's GET form).
 */
function OptionsFilter({ definition, applied, counts }: ControlProps) {
  const selected = (applied[definition.id] as readonly string[] | undefined) ?? [];
  const options = definition.options ?? [];
  const item = (option: { value: string; label: string }) => (
    <OptionItem
      key={option.value}
      definition={definition}
      option={option}
      checked={selected.includes(option.value)}
      count={counts[definition.id]?.[option.value]}
    />
  );
  const rest = options.slice(OPTIONS_SHOWN);
  return (
    <fieldset className="filter">
      <legend className="filter__label">{definition.label}</legend>
      <ul className="filter__options">{options.slice(0, OPTIONS_SHOWN).map(item)}</ul>
      {rest.length > 0 && (
        // Open from the start when one of the options it holds is chosen, so a chosen option is never out of sight.
        <details className="filter__more" open={rest.some((o) => selected.includes(o.value)) || undefined}>
          <summary className="link-button">
            <span className="filter__more-closed">{`Ver todas (${options.length})`}</span>
            <span className="filter__more-open">Ver menos</span>
          </summary>
          <ul className="filter__options">{rest.map(item)}</ul>
        </details>
      )}
    </fieldset>
  );
}

function SelectFilter({ definition, applied, counts }: ControlProps) {
  const state = useAppState();
  const value = ((applied[definition.id] as readonly string[] | undefined) ?? [])[0] ?? "";
  const id = domId(definition.id);
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        {definition.label}
      </label>
      <select
        id={id}
        name={filterParamName(definition)}
        className="filter__select"
        value={value}
        onChange={(event) => setFilter(state, definition.id, event.target.value ? [event.target.value] : undefined)}
      >
        <option value="">Todos</option>
        {(definition.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {/* One string: <option> takes text only, and split text nodes would not hydrate. */}
            {`${option.label} ${countText(counts[definition.id]?.[option.value])}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A pause in typing a range this long applies it (as a search does, PRODUCT-RULES.md (Limits)): the iOS decimal keypad has no Enter. */
const RANGE_DEBOUNCE_MS = 500;

type RangeDraft = { min: string; max: string };
const draftOf = (range: RangeValue): RangeDraft => ({
  min: range.min === undefined ? "" : String(range.min),
  max: range.max === undefined ? "" : String(range.max),
});
function rangeOf(draft: RangeDraft): RangeValue {
  const value = (raw: string) => {
    const n = raw.trim() === "" ? undefined : Number(raw.replace(",", "."));
    return n !== undefined && Number.isFinite(n) ? n : undefined;
  };
  return { min: value(draft.min), max: value(draft.max) };
}

/**
 * A top still being typed that is below every product's value ("1", "15" on the way to "1500" for
 * prices from 130 €) would list nothing and flash 'Ver 0 resultados': it waits for more digits, and
 * applies as it is only when the shopper leaves the box or presses Enter.
 */
export function isUnfinished(value: RangeValue, definition: Pick<FilterDefinition, "min">): boolean {
  return value.max !== undefined && definition.min !== undefined && value.max < definition.min;
}

function RangeFilter({ definition, applied }: ControlProps) {
  const state = useAppState();
  const range = (applied[definition.id] as RangeValue | undefined) ?? {};
  const [draft, setDraft] = useState<RangeDraft>(() => draftOf(range));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unit = definition.unit ? ` (${definition.unit})` : "";
  useEffect(() => () => clearTimeout(timer.current), []);
  // The range changed elsewhere (Limpiar, a chip, back/forward): the boxes show it, unless they
  // already say the same (the change came from them, and the shopper may still be typing).
  useEffect(() => {
    const typed = rangeOf(draft);
    if (typed.min !== range.min || typed.max !== range.max) setDraft(draftOf(range));
  }, [range.min, range.max]); // eslint-disable-line react-hooks/exhaustive-deps

  // One typing session (focus in the boxes until it leaves them) adds one history entry: its first
  // applied value pushes, the later pauses replace it, so Back does not walk through ..1, ..15, ..150.
  const pushedWhileTyping = useRef(false);
  const commit = (next: RangeDraft, settled: boolean) => {
    clearTimeout(timer.current);
    const value = rangeOf(next);
    const current = (state.listing.filters[definition.id] as RangeValue | undefined) ?? {};
    if (value.min === current.min && value.max === current.max) return;
    if (!settled && isUnfinished(value, definition)) return;
    setRange(state, definition.id, value, pushedWhileTyping.current ? "replace" : "push");
    pushedWhileTyping.current = !settled;
  };
  return (
    <fieldset
      className="filter filter--range"
      onBlur={(event) => {
        // Moving between the two boxes is not leaving the filter; moving on to its quick choices
        // (links in the same fieldset) is, so a held top applies then.
        const to = event.relatedTarget;
        if (!(to instanceof HTMLInputElement && event.currentTarget.contains(to))) {
          commit(draft, true);
          pushedWhileTyping.current = false;
        }
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit(draft, true);
        }
      }}
    >
      <legend className="filter__label">{definition.label}</legend>
      <div className="filter__range">
        {(["min", "max"] as const).map((end, i) => (
          <Fragment key={end}>
            {i === 1 && <span aria-hidden="true">–</span>}
            <input
              type="number"
              // Both ends share the filter's query name: the GET form sends `precio=300&precio=1000` (shared/filters/url.ts).
              name={filterParamName(definition)}
              inputMode="decimal"
              aria-label={`${definition.label} ${end === "min" ? "mínimo" : "máximo"}${unit}`}
              placeholder={String(definition[end] ?? "")}
              min={definition.min}
              max={definition.max}
              step={definition.step ?? "any"}
              value={draft[end]}
              onChange={(event) => {
                const next = { ...draft, [end]: event.target.value };
                setDraft(next);
                clearTimeout(timer.current);
                // Half-typed ("1." on some keypads) reads as empty: wait for a number rather than drop the end.
                if (!event.target.validity.badInput) timer.current = setTimeout(() => commit(next, false), RANGE_DEBOUNCE_MS);
              }}
            />
          </Fragment>
        ))}
        {definition.unit && <span className="filter__unit">{definition.unit}</span>}
      </div>
      <RangeChoices definition={definition} />
    </fieldset>
  );
}

function FeaturesFilter({ definition, applied, counts }: ControlProps) {
  const state = useAppState();
  const checked = applied.otherFeatures ?? {};
  return (
    <fieldset className="filter">
      <legend className="filter__label">{definition.label}</legend>
      <ul className="filter__options">
        {(definition.children ?? []).map((child) => (
          <li key={child.id}>
            <label className="filter__option">
              <input
                type="checkbox"
                name={filterParamName(definition)}
                value={child.id}
                checked={Boolean(checked[child.id])}
                onChange={() => toggleFeature(state, child.id)}
              />
              <span className="filter__option-label">{child.label}</span>
              <span className="filter__count">{countText(counts[child.id]?.true)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function CheckboxFilter({ definition, applied, counts }: ControlProps) {
  const state = useAppState();
  return (
    <label className="filter filter__option">
      <input
        type="checkbox"
        name={filterParamName(definition)}
        value="1"
        checked={applied[definition.id] === true}
        onChange={(event) => setFilter(state, definition.id, event.target.checked ? true : undefined)}
      />
      <span className="filter__option-label">{definition.label}</span>
      <span className="filter__count">{countText(counts[definition.id]?.true)}</span>
    </label>
  );
}

/** The control for one filter definition, by its type (PRODUCT-RULES.md, Product records). */
export function FilterControl(props: ControlProps) {
  switch (props.definition.type) {
    case "range":
      return <RangeFilter {...props} />;
    case "select":
      return <SelectFilter {...props} />;
    case "group":
      return <FeaturesFilter {...props} />;
    case "checkbox":
      return <CheckboxFilter {...props} />;
    default:
      return <OptionsFilter {...props} />;
  }
}
