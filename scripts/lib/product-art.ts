import { getCategory, type CategoryIcon, type CategoryId } from "../../shared/categories";

/**
 * Local product pictures for the sample catalogue: a clean line drawing of the device type with the
 * brand and model, so pages look right offline and never hot-link a retailer's images.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!);

const PALETTE = ["#1f5eff", "#6b3cff", "#0f9d8a", "#e0532b", "#c2185b", "#2e7d32", "#37474f", "#8e24aa"];

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A drawing per device icon (shared/categories/<id>.name.ts names each category's). */
const DEVICE: Record<CategoryIcon, (accent: string) => string> = {
  Monitor: (a) =>
    `<rect x="70" y="40" width="260" height="150" rx="8" fill="#11131c"/><rect x="78" y="48" width="244" height="134" rx="3" fill="${a}" opacity=".85"/><path d="M90 160 L170 100 L230 140 L270 110 L310 160 Z" fill="#fff" opacity=".25"/><rect x="180" y="190" width="40" height="14" fill="#2a2d3a"/><rect x="140" y="204" width="120" height="6" rx="3" fill="#2a2d3a"/>`,
  Laptop: (a) =>
    `<rect x="100" y="45" width="200" height="130" rx="8" fill="#2a2d3a"/><rect x="108" y="53" width="184" height="114" rx="3" fill="${a}" opacity=".85"/><path d="M70 178 H330 L318 196 H82 Z" fill="#9aa1b5"/><rect x="180" y="180" width="40" height="4" rx="2" fill="#6d7386"/>`,
  Smartphone: (a) =>
    `<rect x="155" y="25" width="90" height="185" rx="16" fill="#11131c"/><rect x="161" y="31" width="78" height="173" rx="11" fill="${a}" opacity=".85"/><rect x="188" y="36" width="24" height="6" rx="3" fill="#11131c"/>`,
  Tablet: (a) =>
    `<rect x="110" y="30" width="180" height="180" rx="16" fill="#11131c"/><rect x="118" y="38" width="164" height="164" rx="9" fill="${a}" opacity=".85"/>`,
  Headphones: (a) =>
    `<path d="M120 150 V120 A80 80 0 0 1 280 120 V150" fill="none" stroke="#2a2d3a" stroke-width="14" stroke-linecap="round"/><rect x="100" y="130" width="44" height="70" rx="18" fill="${a}"/><rect x="256" y="130" width="44" height="70" rx="18" fill="${a}"/>`,
  Camera: (a) =>
    `<rect x="95" y="70" width="210" height="125" rx="14" fill="#2a2d3a"/><rect x="130" y="52" width="60" height="24" rx="6" fill="#2a2d3a"/><circle cx="200" cy="132" r="46" fill="#11131c"/><circle cx="200" cy="132" r="32" fill="${a}" opacity=".9"/><circle cx="188" cy="120" r="8" fill="#fff" opacity=".5"/>`,
  Clock: (a) =>
    `<rect x="172" y="20" width="56" height="50" rx="10" fill="#6d7386"/><rect x="172" y="170" width="56" height="50" rx="10" fill="#6d7386"/><rect x="150" y="62" width="100" height="116" rx="28" fill="#11131c"/><rect x="160" y="72" width="80" height="96" rx="20" fill="${a}" opacity=".9"/><rect x="250" y="100" width="8" height="24" rx="3" fill="#6d7386"/>`,
  Volume2: (a) =>
    `<rect x="140" y="35" width="120" height="175" rx="28" fill="#2a2d3a"/><circle cx="200" cy="150" r="40" fill="#11131c"/><circle cx="200" cy="150" r="24" fill="${a}"/><circle cx="200" cy="80" r="16" fill="#11131c"/><circle cx="200" cy="80" r="8" fill="${a}"/>`,
};

export function productArt(category: CategoryId, brand: string, model: string): string {
  const accent = PALETTE[hashOf(`${brand} ${model}`) % PALETTE.length];
  const label = escapeXml(model.length > 30 ? `${model.slice(0, 29)}…` : model);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(`${brand} ${model}`)}"><rect width="400" height="300" fill="#eef1f8"/>${DEVICE[getCategory(category).icon](accent)}<text x="200" y="244" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#141726">${escapeXml(brand)}</text><text x="200" y="270" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" fill="#555b70">${label}</text></svg>`;
}
