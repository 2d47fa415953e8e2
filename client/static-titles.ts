import type { StaticPageId } from "../shared/routes";

export const STATIC_PAGE_TITLES: Record<StaticPageId, string> = {
  "privacy-policy": "Política de Privacidad",
  "terms-conditions": "Términos y Condiciones",
  "cookie-policy": "Política de Cookies",
  "legal-notice": "Aviso Legal",
  "affiliate-policy": "Política de Afiliados",
  help: "Centro de Ayuda",
  about: "Sobre Nosotros",
  "how-it-works": "Cómo Funciona",
};
