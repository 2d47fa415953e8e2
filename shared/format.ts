const EURO = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Remembers a formatter's answers, up to `max` of them (then starts over). Intl's format() is slow
 * per call, and a catalogue repeats the
 * same few thousand prices and dates on every page that shows them.
 */
function remembered<K, V>(format: (key: K) => V, max = 4000): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= max) answers.clear();
      answer = format(key);
      answers.set(key, answer);
    }
    return answer;
  };
}

const formatEuro = remembered((amount: number) => EURO.format(amount));

const AMOUNT = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formatters of other currencies, or null for a code Intl refuses ("€", "EU", ""). */
const currencyFormatter = remembered((currency: string): Intl.NumberFormat | null => {
  try {
    return new Intl.NumberFormat("es-ES", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    return null;
  }
}, 50);

/**
 * "1.299,00 €" — es-ES, always two decimals (PRODUCT-RULES.md, Limits). Never throws: a page must render even
 * when a stored record carries a currency Intl does not know (then the amount shows without a
 * sign) or no usable amount (then a dash).
 */
export function formatPrice(amount: number, currency = "EUR"): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "—";
  if (currency === "EUR") return formatEuro(amount);
  const formatter = typeof currency === "string" ? currencyFormatter(currency) : null;
  return (formatter ?? AMOUNT).format(amount);
}

const LONG_DATE = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Madrid" });

const formatLongDate = remembered((iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
});

/** "20 de noviembre de 2026"; an unparseable date gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string | undefined): string {
  return iso ? formatLongDate(iso) : "";
}

const RELATIVE = new Intl.RelativeTimeFormat("es-ES", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * "hace 3 horas", "ayer": how long ago `iso` was, seen from `now`. The page passes the render time
 * as `now`, so the server and the hydrating browser write the same words.
 */
export function formatRelative(iso: string | undefined, now: Date): string {
  if (!iso) return "";
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.round(seconds / size), unit);
  }
  return "hace un momento";
}

const NUMBER = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

/** "1.234,5" — numbers the Spanish way. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? NUMBER.format(value) : "—";
}
