import { useEffect } from "react";
import { analyticsEnabled, analyticsNotAllowed, analyticsTagReady } from "../analytics";
import type { PublicConfig } from "../config";
import type { AppState, Consent } from "./app-state-types";
import { afterHydration } from "./hydration";

/** The key the cookie policy names for the visitor's choice. */
export const CONSENT_KEY = "comparador:consentimiento:v1";
/** AEPD guidance: ask again after at most 24 months. */
const CONSENT_MAX_AGE_MS = 24 * 30 * 86_400_000;

interface StoredConsent {
  analytics: boolean;
  decidedAt: string;
}

export function readConsent(raw: string | null, now = Date.now()): Consent {
  if (!raw) return "unknown";
  try {
    const stored = JSON.parse(raw) as StoredConsent;
    const age = now - Date.parse(stored.decidedAt);
    if (typeof stored.analytics !== "boolean" || !(age >= 0 && age < CONSENT_MAX_AGE_MS)) return "unknown";
    return stored.analytics ? "granted" : "denied";
  } catch {
    return "unknown";
  }
}

/** Records the visitor's choice; 'Rechazar' is remembered exactly like 'Aceptar'. */
export function decideConsent(state: AppState, analytics: boolean): void {
  state.consent = analytics ? "granted" : "denied";
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics, decidedAt: new Date().toISOString() } satisfies StoredConsent));
  } catch {
    /* storage disabled: the choice holds for this visit */
  }
  if (!analytics) clearAnalyticsCookies();
}

/** Withdrawing consent removes the analytics cookies already set (_ga, _ga_<id>). */
function clearAnalyticsCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (!name.startsWith("_ga")) continue;
    const domain = window.location.hostname.replace(/^www\./, "");
    for (const suffix of ["", `; domain=${domain}`, `; domain=.${domain}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${suffix}`;
    }
  }
}

type Gtag = (...args: unknown[]) => void;

/**
 * Loads the web analytics tag (PRODUCT-RULES.md, Calls and errors): only in production, only with a measurement id, and
 * only after the visitor accepted analytics cookies. Page views are sent by the app itself.
 */
function loadAnalyticsTag(measurementId: string): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet does.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/**
 * Reads the stored choice after hydration (`state`, the proxy, is written) and loads analytics once
 * it is granted (`consent` and `config` come from the render snapshot, so the effect re-runs). Events
 * fired meanwhile wait in analytics.ts: sent in order once granted, dropped otherwise.
 */
export function useConsent(state: AppState, consent: Consent, config: PublicConfig, onGranted: () => void): void {
  useEffect(
    () =>
      afterHydration(() => {
        try {
          state.consent = readConsent(window.localStorage.getItem(CONSENT_KEY));
        } catch {
          state.consent = "unknown";
        }
      }),
    [state],
  );
  useEffect(() => {
    if (consent === "pending") return;
    if (consent === "granted" && analyticsEnabled(config) && config.measurementId) {
      loadAnalyticsTag(config.measurementId);
      analyticsTagReady();
      onGranted();
    } else {
      analyticsNotAllowed();
    }
  }, [consent, config, onGranted]);
}
