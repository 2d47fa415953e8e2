import type { CategoryId } from "../categories";
import { USE_DEFINITIONS } from "../uses/use-definitions";

/**
 * The aspect score that speaks for each use (use-definitions.ts): when a comparison's overall scores
 * tie, the shopper who came from that use is told which product is ahead on it. A use no single
 * aspect speaks for (a size, a price cap, one feature) is absent and breaks no tie.
 */
const USE_ASPECTS: Record<CategoryId, Record<string, string>> = {
  tv: { gaming: "Gaming", "salon-luminoso": "Brillo y HDR", cine: "Calidad de imagen" },
  laptop: { estudiar: "Autonomía", gaming: "Rendimiento", ligero: "Portabilidad", crear: "Pantalla" },
  mobile: { "fotos-noche": "Cámara", bateria: "Batería", gaming: "Rendimiento" },
  tablet: { dibujar: "Pantalla", trabajar: "Productividad", series: "Multimedia" },
  headphones: { transporte: "Cancelación de ruido", deporte: "Comodidad", teletrabajo: "Llamadas", autonomia: "Autonomía" },
  camera: { video: "Vídeo", viajar: "Portabilidad", accion: "Velocidad de disparo", "poca-luz": "Calidad de imagen" },
  smartwatch: { correr: "Deporte y GPS", salud: "Salud y sensores", semana: "Autonomía" },
  speaker: { fiestas: "Volumen máximo", casa: "Conectividad", llevar: "Portabilidad" },
};

/** The use's label and the aspect that speaks for it, or null for an unknown use or one no aspect speaks for. */
export function useAspect(category: CategoryId, useId: string | null | undefined): { label: string; aspect: string } | null {
  if (!useId || !Object.hasOwn(USE_ASPECTS[category], useId)) return null;
  const use = USE_DEFINITIONS[category].find((u) => u.id === useId);
  return use ? { label: use.label, aspect: USE_ASPECTS[category][useId] } : null;
}
