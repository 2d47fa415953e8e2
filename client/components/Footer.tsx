import { CATEGORIES } from "../../shared/categories";
import { categoryPath, staticPath, type StaticPageId } from "../../shared/routes";
import { SITE_NAME, STATIC_PAGE_TITLES } from "../meta";
import { useAppSnapshot } from "../state/app-state";
import { Link } from "./Link";

const SUPPORT: StaticPageId[] = ["help", "about", "how-it-works"];
const LEGAL: StaticPageId[] = ["privacy-policy", "terms-conditions", "cookie-policy", "legal-notice", "affiliate-policy"];

/** Footer (seed 000 §2, home): category, support and legal links, contact and copyright. */
export function Footer() {
  const { config } = useAppSnapshot();
  return (
    <footer className="site-footer">
      <nav aria-label="Categorías">
        <h2>Categorías</h2>
        <ul>
          {CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link href={categoryPath(c.id)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Soporte">
        <h2>Soporte</h2>
        <ul>
          {SUPPORT.map((page) => (
            <li key={page}>
              <Link href={staticPath(page)}>{STATIC_PAGE_TITLES[page]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Legal">
        <h2>Legal</h2>
        <ul>
          {LEGAL.map((page) => (
            <li key={page}>
              <Link href={staticPath(page)}>{STATIC_PAGE_TITLES[page]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__contact">
        Contacto: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
