import { CATEGORIES } from "../../shared/categories";
import { categoryPath, homePath } from "../../shared/routes";
import { SITE_NAME } from "../title";
import { useAppSnapshot } from "../state/app-state";
import { useHeaderHidesOnScroll } from "./hide-header-on-scroll";
import { CompareMenu } from "./CompareMenu";
import { HeaderSearch } from "./HeaderSearch";
import { Icon } from "./Icon";
import { Link } from "./Link";

/**
 * Fixed top bar on every view: logo home, the search across categories, the Comparar
 * menu, one tab per category (PRODUCT-RULES.md, Screens and routes). On a listing, a product and a
 * comparison it slides away while the page scrolls down.
 */
export function Header() {
  const { route } = useAppSnapshot();
  const current = route.view === "category" || route.view === "product" ? route.categoryId : null;
  useHeaderHidesOnScroll(route.view === "category" || route.view === "product" || route.view === "compare");
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {/* Named by its visible text, plus where it goes (WCAG 2.5.3: the name contains what is shown). */}
        <Link href={homePath()} className="site-header__logo">
          <span className="site-header__mark" aria-hidden="true">
            CT
          </span>
          {SITE_NAME}
          <span className="visually-hidden">(inicio)</span>
        </Link>
        <HeaderSearch />
        <CompareMenu />
      </div>
      <nav className="category-tabs" aria-label="Categorías">
        {CATEGORIES.map((category) => (
          <Link key={category.id} href={categoryPath(category.id)} className="category-tabs__tab" aria-current={current === category.id ? "page" : undefined}>
            <Icon name={category.icon} size={16} />
            {category.name}
          </Link>
        ))}
      </nav>
    </header>
  );
}
