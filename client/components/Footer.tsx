import { CATEGORIES } from "../../shared/categories";
import { categoryPath, staticPath, type StaticPageId } from "../../shared/routes";
import { STATIC_PAGE_TITLES } from "../static-titles";
import { SITE_NAME } from "../title";
import { useAppSnapshot } from "../state/app-state";
import { useNow } from "../state/clock";
import { Link } from "./Link";

const SUPPORT: StaticPageId[] = ["help", "about", "how-it-works"];
const LEGAL: StaticPageId[] = ["privacy-policy", "terms-conditions", "cookie-policy", "legal-notice", "affiliate-policy"];
/** The retailer's partner programme the affiliate links belong to. */
const PARTNER_PROGRAMME = "https://afiliados.amazon.es/";

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="site-footer__group">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer (PRODUCT-RULES.md (Screens and routes), home): category, support and legal links, certifications, partner programme, contact, copyright. */
export function Footer() {
  const { config } = useAppSnapshot();
  const year = useNow().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <FooterLinks title="Categorías" links={CATEGORIES.map((c) => ({ href: categoryPath(c.id), label: c.name }))} />
        <FooterLinks
          title="Soporte"
          links={[{ href: "/guias", label: "Guías de compra" }, ...SUPPORT.map((page) => ({ href: staticPath(page), label: STATIC_PAGE_TITLES[page] }))]}
        />
        <FooterLinks title="Legal" links={LEGAL.map((page) => ({ href: staticPath(page), label: STATIC_PAGE_TITLES[page] }))} />
        <div className="site-footer__group">
          <h2>Confianza</h2>
          <ul className="site-footer__certs">
            <li>Certificación ISO 27001</li>
            <li>Cumplimiento GDPR</li>
          </ul>
          <p>
            Participamos en el{" "}
            <a href={PARTNER_PROGRAMME} rel="noopener noreferrer" target="_blank">
              Programa de Afiliados de Amazon EU
            </a>
            : si compras a través de nuestros enlaces podemos recibir una comisión, sin coste para ti.
          </p>
        </div>
      </div>
      <p className="site-footer__contact">
        Contacto: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <p className="site-footer__copyright">
        © {year} {SITE_NAME}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
