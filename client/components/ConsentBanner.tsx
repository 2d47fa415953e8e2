import { staticPath } from "../../shared/routes";
import { analyticsEnabled } from "../analytics";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { decideConsent } from "../state/consent";
import { Link } from "./Link";

/**
 * The cookie consent banner (AEPD guidance): shown only where analytics exists (production with a
 * measurement id) and no choice was made; 'Rechazar' is exactly as prominent as 'Aceptar'.
 */
export function ConsentBanner() {
  const state = useAppState();
  const { consent, config } = useAppSnapshot();
  if (!analyticsEnabled(config) || consent !== "unknown") return null;
  return (
    <section className="consent" role="region" aria-label="Consentimiento de cookies">
      <p>
        Usamos cookies de analítica (Google Analytics) para saber qué páginas se visitan y mejorar el comparador. Solo las activamos si aceptas. Más información
        en la <Link href={staticPath("cookie-policy")}>Política de Cookies</Link>.
      </p>
      <div className="consent__actions">
        <button type="button" className="button consent__button" onClick={() => decideConsent(state, false)}>
          Rechazar
        </button>
        <button type="button" className="button consent__button" onClick={() => decideConsent(state, true)}>
          Aceptar
        </button>
      </div>
    </section>
  );
}

/** On the cookie policy page: the current choice and buttons to change it. */
export function CookiePreferences() {
  const state = useAppState();
  const { consent, config } = useAppSnapshot();
  const status = !analyticsEnabled(config)
    ? "En este entorno no se usan cookies de analítica."
    : consent === "granted"
      ? "Has aceptado las cookies de analítica."
      : consent === "denied"
        ? "Has rechazado las cookies de analítica."
        : consent === "unknown"
          ? "Todavía no has elegido."
          : "";
  return (
    <div className="cookie-preferences" aria-live="polite">
      <p>{status}</p>
      <div className="consent__actions">
        <button type="button" className="button consent__button" onClick={() => decideConsent(state, false)}>
          Rechazar cookies de analítica
        </button>
        <button type="button" className="button consent__button" onClick={() => decideConsent(state, true)}>
          Aceptar cookies de analítica
        </button>
      </div>
    </div>
  );
}
