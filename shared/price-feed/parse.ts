/**
 * Price feeds as shops publish them through affiliate networks: CSV (a header row; "," or ";") or
 * XML (one element per offer, its fields as child elements). One row names a shop, the product (by
 * EAN, ASIN or the shop's own code), a price, an availability and a link. A feed that cannot be read
 * as a whole (a broken quote, a row with the wrong number of fields, unbalanced XML, a missing
 * column) is refused whole: a daily update never applies half a file.
 */
export interface FeedRow {
  /** Where the row is: its line in a CSV, its position in an XML feed. */
  line: number;
  shop: string;
  ean?: string;
  asin?: string;
  code?: string;
  price: string;
  availability: string;
  link: string;
  shipping?: string;
}

export class MalformedFeed extends Error {}

/** Column names as feeds spell them, to the field they fill. */
const COLUMNS: Record<string, keyof Omit<FeedRow, "line">> = {
  shop: "shop",
  tienda: "shop",
  ean: "ean",
  gtin: "ean",
  ean13: "ean",
  asin: "asin",
  code: "code",
  sku: "code",
  codigo: "code",
  price: "price",
  precio: "price",
  availability: "availability",
  disponibilidad: "availability",
  link: "link",
  url: "link",
  enlace: "link",
  shipping: "shipping",
  envio: "shipping",
};

const fold = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

function toRow(fields: Record<string, string>, line: number): FeedRow {
  const row: Partial<FeedRow> & { line: number } = { line };
  for (const [name, value] of Object.entries(fields)) {
    const key = COLUMNS[fold(name)];
    if (key && value.trim() !== "") row[key] = value.trim();
  }
  return { shop: "", price: "", availability: "", link: "", ...row };
}

function requireColumns(names: readonly string[], where: string): void {
  const known = new Set(names.map((name) => COLUMNS[fold(name)]).filter(Boolean));
  const missing = ["shop", "price", "availability", "link"].filter((field) => !known.has(field as never));
  if (!known.has("ean") && !known.has("asin") && !known.has("code")) missing.push("ean, asin o code");
  if (missing.length) throw new MalformedFeed(`${where}: faltan columnas: ${missing.join(", ")}`);
}

/** RFC 4180 records: quoted fields may hold the separator, quotes ("") and line breaks. */
function csvRecords(text: string, separator: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      if (fields.some((f) => f.trim() !== "")) records.push({ fields, line: start });
      fields = [];
      field = "";
      line++;
      start = line;
    } else field += char;
  }
  if (quoted) throw new MalformedFeed(`línea ${start}: comillas sin cerrar`);
  fields.push(field);
  if (fields.some((f) => f.trim() !== "")) records.push({ fields, line: start });
  return records;
}

export function parseCsvFeed(text: string): FeedRow[] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const [header, ...rows] = csvRecords(body, separator);
  if (!header) throw new MalformedFeed("el fichero está vacío");
  requireColumns(header.fields, "cabecera");
  return rows.map(({ fields, line }) => {
    if (fields.length !== header.fields.length) {
      throw new MalformedFeed(`línea ${line}: ${fields.length} campos, la cabecera tiene ${header.fields.length}`);
    }
    return toRow(Object.fromEntries(header.fields.map((name, i) => [name, fields[i]])), line);
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, "$1")
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
      entity[0] === "#"
        ? String.fromCodePoint(entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)))
        : ENTITIES[entity.toLowerCase()],
    );

/**
 * XML feeds: a root element holding one element per offer (<offer>, <item>, <product> or <oferta>),
 * each with its fields as child elements. Elements must balance; anything else is refused.
 */
export function parseXmlFeed(text: string): FeedRow[] {
  const body = text
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[\s\S]*?\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  // Balance: every opened element is closed, in order.
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<!\[CDATA\[[\s\S]*?\]\]>/g)) {
    if (!match[2]) continue;
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) throw new MalformedFeed(`XML mal formado: </${name}> no cierra el elemento abierto`);
  }
  if (stack.length) throw new MalformedFeed(`XML mal formado: <${stack.at(-1)}> sin cerrar`);
  if (!body.startsWith("<")) throw new MalformedFeed("XML mal formado: no empieza por un elemento");
  const rows: FeedRow[] = [];
  let position = 0;
  for (const item of body.matchAll(/<(offer|item|product|oferta)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    position++;
    const fields: Record<string, string> = {};
    for (const field of item[2].matchAll(/<([A-Za-z_][\w.:-]*)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)) fields[field[1]] = decode(field[2].trim());
    if (position === 1) requireColumns(Object.keys(fields), "primer elemento");
    rows.push(toRow(fields, position));
  }
  if (position === 0) throw new MalformedFeed("XML sin ofertas: se esperaban elementos <offer>, <item>, <product> u <oferta>");
  return rows;
}

/** A feed's rows, by its format: XML when it starts with '<', CSV otherwise. */
export const parsePriceFeed = (text: string): FeedRow[] =>
  text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<")
    ? parseXmlFeed(text)
    : parseCsvFeed(text);
