import { CATEGORIES } from "../../shared/categories";
import { categoryPath, staticPath, type StaticPageId } from "../../shared/routes";
import { SITE_NAME, STATIC_PAGE_TITLES } from "../meta";
import { useAppSnapshot } from "../state/app-state";
import { Link } from "./Link";

const SUPPORT: StaticPageId[] = ["help", "about", "how-it-works"];
const LEGAL: StaticPageId[] = ["privacy-policy", "terms-conditions", "cookie-policy", "legal-notice", "affiliate-policy"];

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
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

/** Footer (seed 000 §2, home): category, support and legal links, contact and copyright. */
export function Footer() {
  const { config } = useAppSnapshot();
  return (
    <footer className="site-footer">
      <FooterLinks title="Categorías" links={CATEGORIES.map((c) => ({ href: categoryPath(c.id), label: c.name }))} />
      <FooterLinks title="Soporte" links={SUPPORT.map((page) => ({ href: staticPath(page), label: STATIC_PAGE_TITLES[page] }))} />
      <FooterLinks title="Legal" links={LEGAL.map((page) => ({ href: staticPath(page), label: STATIC_PAGE_TITLES[page] }))} />
      <p className="site-footer__contact">
        Contacto: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
