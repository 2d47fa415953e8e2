import { CATEGORIES, CATEGORY_IDS } from "../../shared/categories";
import { categoryPath, productPath, STATIC_PAGES, staticPath } from "../../shared/routes";
import type { createAppFactory } from "../factory";
import { CatalogueUnavailableError } from "../data/catalogue-cache";

const xml = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

/** robots.txt and sitemap.xml, generated from the route table and the catalogue. */
export function seoRoutes(factory: ReturnType<typeof createAppFactory>) {
  return factory
    .createApp()
    .get("/robots.txt", (c) => {
      const origin = new URL(c.req.url).origin;
      c.header("Cache-Control", "public, max-age=86400");
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /comparar\n\nSitemap: ${origin}/sitemap.xml\n`);
    })
    .get("/sitemap.xml", async (c) => {
      const origin = new URL(c.req.url).origin;
      const { snapshots, failed } = await c.var.catalogue.getCategories(CATEGORY_IDS);
      // A sitemap without a category's products would tell crawlers they are gone: fail instead (503).
      if (failed.length > 0) throw new CatalogueUnavailableError(failed[0]);
      const entry = (path: string, lastmod?: string) =>
        `<url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`;
      const urls = [
        entry("/"),
        ...CATEGORIES.map((category) => entry(categoryPath(category.id), snapshots.find((s) => s.categoryId === category.id)?.builtAt)),
        ...snapshots.flatMap((s) => s.products.map((p) => entry(productPath(p.categoryId, p.id), p.lastUpdated))),
        ...STATIC_PAGES.map((page) => entry(staticPath(page))),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`);
    });
}
