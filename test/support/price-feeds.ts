import { openFeed } from "../../shared/price-feed/records/open-feed";
import type { FeedRecord } from "../../shared/price-feed/records/feed-record";

/**
 * Small feeds in the formats shops publish, written from their published specifications (Google
 * Merchant Center's product data, Awin's product feed columns), with real products of the sample
 * catalogue; prices and links are illustrative.
 */

/** A feed's bytes as a stream, cut into pieces of `size` bytes (as a file or a download delivers them). */
export function bytes(content: string | Uint8Array, size = 64 * 1024): ReadableStream<Uint8Array> {
  const all = typeof content === "string" ? new TextEncoder().encode(content) : content;
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= all.length) return controller.close();
      controller.enqueue(all.slice(at, at + size));
      at += size;
    },
  });
}

export async function read(content: string | Uint8Array, size?: number): Promise<{ syntax: string; gzip: boolean; records: FeedRecord[] }> {
  const feed = await openFeed(bytes(content, size));
  const records: FeedRecord[] = [];
  for await (const record of feed.records) records.push(record);
  return { syntax: feed.syntax, gzip: feed.gzip, records };
}

// Google Merchant Center's RSS 2.0 product data, as its specification's example writes it.
export const GOOGLE_RSS = `<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
  <channel>
    <title>Tienda de ejemplo</title>
    <link>https://www.pccomponentes.com</link>
    <description>Productos</description>
    <item>
      <g:id>TV-65C4</g:id>
      <title>LG OLED65C44LA &amp; soporte</title>
      <link>https://www.pccomponentes.com/p/lg-oled65c44la</link>
      <g:price>1099.00 EUR</g:price>
      <g:sale_price>999.00 EUR</g:sale_price>
      <g:availability>in_stock</g:availability>
      <g:condition>new</g:condition>
      <g:gtin>2018028877342</g:gtin>
      <g:shipping>
        <g:country>ES</g:country>
        <g:service>Estándar</g:service>
        <g:price>4.99 EUR</g:price>
      </g:shipping>
      <g:shipping>
        <g:country>PT</g:country>
        <g:price>9.99 EUR</g:price>
      </g:shipping>
    </item>
    <item>
      <g:id>TV-55S90D</g:id>
      <title><![CDATA[Samsung QE55S90D <55">]]></title>
      <link>https://www.pccomponentes.com/p/samsung-qe55s90d</link>
      <g:price>899.00 EUR</g:price>
      <g:availability>out_of_stock</g:availability>
    </item>
  </channel>
</rss>`;

// Google's TSV form: its attribute names in the header, nothing quoted.
export const GOOGLE_TSV = [
  "id\ttitle\tlink\tprice\tavailability\tcondition\tgtin\tshipping",
  'TV-65C4\tLG OLED65C44LA 65"\thttps://www.pccomponentes.com/p/lg\t1099.00 EUR\tin stock\tnew\t2018028877342\tES::Estándar:4.99 EUR',
  "TV-55S90D\tSamsung QE55S90D\thttps://www.pccomponentes.com/p/samsung\t899.00 EUR\tout of stock\trefurbished\t\t",
].join("\n");

// An Awin product feed: its standard column names; quoted fields hold commas and a line break.
export const AWIN_CSV = [
  "aw_deep_link,merchant_name,merchant_id,merchant_product_id,search_price,currency,ean,in_stock,delivery_cost,product_name,brand_name",
  'https://www.awin1.com/pclick.php?p=1&a=2&m=3,PcComponentes,20982,LG-65C4,1099.00,EUR,2018028877342,1,0.00,"LG OLED, 65""",LG',
  'https://www.awin1.com/pclick.php?p=4&a=2&m=3,PcComponentes,20982,SM-S90D,899.00,EUR,2039228302632,0,4.99,"Samsung QE55S90D',
  'segunda línea",Samsung',
  "https://www.awin1.com/pclick.php?p=5&a=2&m=3,PcComponentes,20982,X-1,10.00,EUR,,yes,,Cable,Genérico",
].join("\r\n");
