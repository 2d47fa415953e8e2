import type { StaticPageId } from "../../shared/routes";
import { lazyView } from "../lazy-view";
import type { StaticPageProps } from "./static/types";

/** Each static page's text in its own chunk: a visitor downloads only the page they read. */
export const STATIC_PAGES: Record<StaticPageId, ReturnType<typeof lazyView<StaticPageProps>>> = {
  "privacy-policy": lazyView(() => import("./static/PrivacyPolicy")),
  "terms-conditions": lazyView(() => import("./static/TermsConditions")),
  "cookie-policy": lazyView(() => import("./static/CookiePolicy")),
  "legal-notice": lazyView(() => import("./static/LegalNotice")),
  "affiliate-policy": lazyView(() => import("./static/AffiliatePolicy")),
  help: lazyView(() => import("./static/Help")),
  about: lazyView(() => import("./static/About")),
  "how-it-works": lazyView(() => import("./static/HowItWorks")),
};

/** Chunk names of the static pages, for the build's preload manifest. */
export const STATIC_PAGE_FILES: Record<StaticPageId, string> = {
  "privacy-policy": "PrivacyPolicy",
  "terms-conditions": "TermsConditions",
  "cookie-policy": "CookiePolicy",
  "legal-notice": "LegalNotice",
  "affiliate-policy": "AffiliatePolicy",
  help: "Help",
  about: "About",
  "how-it-works": "HowItWorks",
};
