import { siteOrigin } from "../../shared/site-origin";
import { CATEGORIES, CATEGORY_IDS, isCategoryId } from "../../shared/categories";
import { categoryPath, homePath, productPath, STATIC_PAGES, staticPath } from "../../shared/routes";
import { CatalogueUnavailableError } from "../data/catalogue-reader";
import type { createAppFactory } from "../factory";
import { apiError } from "../http/errors";
import { GUIDES_PATH, guidePath } from "../../shared/guides/guide-paths";
import { escapeHtml } from "../html/html-escape";

// The pages' escaper: its entities (&#39; for ') are XML's too.
const xml = escapeHtml;

/** Search engines read at most 50 000 URLs per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const entry = (origin: string, path: string, lastmod?: string) =>
  `<url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`;

/**
 * robots.txt and the sitemaps: /sitemap.xml is an index of one file for the site's pages and, per
 * category, files of at most 50 000 products, so the sitemap of a large catalogue is never one
 * unbounded answer.
 */
export function seoRoutes(factory: ReturnType<typeof createAppFactory>) {
  return factory
    .createApp()
    .get("/robots.txt", (c) => {
      const origin = siteOrigin(new URL(c.req.url), c.env.SITE_HOST);
      c.header("Cache-Control", "public, max-age=86400");
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
    })
    .get("/sitemap.xml", async (c) => {
      const origin = siteOrigin(new URL(c.req.url), c.env.SITE_HOST);
      const { manifests, failed } = await c.var.catalogue.manifests(CATEGORY_IDS);
      // An index without a category's files would tell crawlers its products are gone: fail (503).
      if (failed.length > 0) throw new CatalogueUnavailableError(failed[0]);
      const files = [
        {
          path: "/sitemap-paginas.xml",
          lastmod: manifests
            .map((h) => h.builtAt)
            .sort()
            .at(-1),
        },
        ...manifests.flatMap((manifest) =>
          Array.from({ length: Math.max(1, Math.ceil(manifest.total / SITEMAP_MAX_URLS)) }, (_, n) => ({
            path: `/sitemap-${manifest.categoryId}-${n + 1}.xml`,
            lastmod: manifest.builtAt,
          })),
        ),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
          .map((f) => `<sitemap><loc>${xml(origin + f.path)}</loc>${f.lastmod ? `<lastmod>${xml(f.lastmod.slice(0, 10))}</lastmod>` : ""}</sitemap>`)
          .join("")}</sitemapindex>\n`,
      );
    })
    .get("/sitemap-paginas.xml", async (c) => {
      const origin = siteOrigin(new URL(c.req.url), c.env.SITE_HOST);
      const { manifests } = await c.var.catalogue.manifests(CATEGORY_IDS);
      const urls = [
        entry(origin, homePath()),
        ...CATEGORIES.map((category) => entry(origin, categoryPath(category.id), manifests.find((h) => h.categoryId === category.id)?.builtAt)),
        ...STATIC_PAGES.map((page) => entry(origin, staticPath(page))),
        // The guides each build worked out: they change with their category's build.
        entry(origin, GUIDES_PATH),
        ...manifests.flatMap((manifest) => (manifest.guides?.guides ?? []).map((g) => entry(origin, guidePath(manifest.categoryId, g.use), manifest.builtAt))),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(`${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`);
    })
    .get("/:file{sitemap-[a-z]+-[0-9]+\\.xml}", async (c) => {
      const match = /^sitemap-([a-z]+)-([0-9]+)\.xml$/.exec(c.req.param("file"));
      const category = match?.[1];
      const part = Number(match?.[2]);
      if (!match || !isCategoryId(category) || !Number.isInteger(part) || part < 1) return apiError(c, 404, "not_found", "Sitemap desconocido");
      const manifest = await c.var.catalogue.manifest(category);
      const from = (part - 1) * SITEMAP_MAX_URLS;
      if (from >= Math.max(manifest.total, 1)) return apiError(c, 404, "not_found", "Sitemap desconocido");
      const positions = Array.from({ length: Math.min(SITEMAP_MAX_URLS, manifest.total - from) }, (_, i) => from + i);
      const cards = await c.var.catalogue.cards(category, positions, manifest);
      const origin = siteOrigin(new URL(c.req.url), c.env.SITE_HOST);
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${cards.map((card) => entry(origin, productPath(card.categoryId, card.id), card.lastUpdated)).join("")}</urlset>\n`,
      );
    });
}
