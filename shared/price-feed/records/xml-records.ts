import { SaxesParser, type SaxesTagNS } from "saxes";
import { MAX_FIELD_CHARS, UnreadableFeed, fieldName, type FeedRecord } from "./feed-record";

/**
 * The elements that hold one row: RSS 2.0's `<item>` (Google Merchant Center's RSS feed), Atom 1.0's
 * `<entry>` (its Atom feed), and this site's own dialect (`<offer>`, `<product>`, `<oferta>`).
 */
const ROW_ELEMENTS = new Set(["item", "entry", "offer", "product", "oferta"]);

/** The most text one XML node (a field, a run of text between tags, a tag with its attributes) may hold. */
export const MAX_NODE_CHARS = 1_048_576;

interface OpenRow {
  record: FeedRecord;
  /** The field being read (a child of the row), and the group it belongs to when nested one deeper. */
  field?: { name: string; text: string; href?: string };
  group?: { name: string; fields: Record<string, string> };
  /** The group's sub-field being read. */
  sub?: string;
  /** How deep inside the row the parser is: 1 on the row's children. */
  depth: number;
}

/**
 * Reads an XML feed as it arrives, with saxes (a well-kept, namespace-aware, streaming parser that
 * checks well-formedness and never fetches or expands anything it is not told to), and hands over
 * each row when its element closes: memory holds one row, however long the feed.
 *
 * A DOCTYPE is refused at once (entity declarations are the "billion laughs" and external-entity
 * attacks; no feed format needs one). Fields are matched by local name, so `g:price`, `price` in
 * Google's namespace under another prefix, and an un-prefixed Atom `price` are the same field; an Atom
 * `<link href>` gives its `href`.
 */
export class XmlRecordReader {
  private readonly parser = new SaxesParser({ xmlns: true, position: false });
  private row: OpenRow | undefined;
  private rows = 0;
  private sawRoot = false;
  /** Characters written since the parser last opened or closed a tag: what one node holds in memory. */
  private sinceTag = 0;

  constructor(private readonly onRecord: (record: FeedRecord) => void) {
    const parser = this.parser;
    parser.on("doctype", () => {
      throw new UnreadableFeed("XML con DOCTYPE: no se admite (declaraciones de entidades)");
    });
    parser.on("opentag", (tag) => this.open(tag));
    parser.on("closetag", () => this.close());
    parser.on("text", (text) => this.text(text));
    parser.on("cdata", (text) => this.text(text));
    parser.on("error", (error) => {
      throw new UnreadableFeed(`XML mal formado: ${error.message.replace(/^undefined:/, "").trim()}`);
    });
  }

  /** Reads the next piece of the feed's text. */
  write(text: string): void {
    // saxes keeps a node's text (or a tag's attributes) whole until it ends: a node of hundreds of
    // megabytes would fill memory, so past a limit no feed needs the feed is refused.
    this.sinceTag += text.length;
    if (this.sinceTag > MAX_NODE_CHARS) throw new UnreadableFeed(`XML con un nodo de más de ${MAX_NODE_CHARS} caracteres`);
    this.parser.write(text);
  }

  /** Ends the feed: refuses one that is cut short or holds no row. */
  end(): void {
    this.parser.close();
    if (!this.sawRoot) throw new UnreadableFeed("XML vacío");
    if (this.rows === 0) throw new UnreadableFeed("XML sin filas: se esperaban elementos <item>, <entry>, <offer>, <product> u <oferta>");
  }

  private open(tag: SaxesTagNS): void {
    this.sawRoot = true;
    this.sinceTag = 0;
    const name = fieldName(tag.local);
    const row = this.row;
    if (!row) {
      if (ROW_ELEMENTS.has(name)) this.row = { record: { line: ++this.rows, fields: {}, groups: {} }, depth: 0 };
      return;
    }
    row.depth++;
    if (row.depth === 1) {
      row.field = { name, text: "", href: tag.attributes.href?.value };
    } else if (row.depth === 2 && row.field) {
      // A field with fields of its own (Google's <g:shipping>): it becomes a group.
      if (!row.group) row.group = { name: row.field.name, fields: {} };
      row.field = { ...row.field, text: "" };
      row.sub = name;
    }
  }

  private text(text: string): void {
    const row = this.row;
    if (!row?.field || row.depth === 0) return;
    if (row.field.text.length + text.length > MAX_FIELD_CHARS) {
      row.record.unreadable ??= `campo <${row.group?.name ?? row.field.name}> de más de ${MAX_FIELD_CHARS} caracteres`;
      return;
    }
    row.field.text += text;
  }

  private close(): void {
    this.sinceTag = 0;
    const row = this.row;
    if (!row) return;
    if (row.depth === 0) {
      this.row = undefined;
      this.onRecord(row.record);
      return;
    }
    const sub = row.sub;
    if (row.depth === 2 && row.group && sub) {
      row.group.fields[sub] = row.field!.text.trim();
      row.field!.text = "";
      row.sub = undefined;
    } else if (row.depth === 1 && row.field) {
      if (row.group) {
        (row.record.groups[row.group.name] ??= []).push(row.group.fields);
        row.group = undefined;
      } else {
        const value = row.field.text.trim() || row.field.href?.trim() || "";
        // The first of a repeated field counts (Atom may list several links; the first is the product's).
        if (!(row.field.name in row.record.fields)) row.record.fields[row.field.name] = value;
      }
      row.field = undefined;
    }
    row.depth--;
  }
}
