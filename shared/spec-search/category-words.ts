import type { CategoryId } from "../categories";

/** Words shoppers use for a category (folded: lower case, no accents): "tv oled 55" is a TV search. */
export const CATEGORY_WORDS: Record<CategoryId, string[]> = {
  tv: ["tv", "tvs", "tele", "teles", "televisor", "televisores", "television", "televisiones", "smart tv"],
  laptop: ["portatil", "portatiles", "laptop", "laptops", "ordenador portatil", "ordenadores portatiles", "notebook"],
  mobile: ["movil", "moviles", "smartphone", "smartphones", "telefono", "telefonos", "celular"],
  tablet: ["tablet", "tablets", "tableta", "tabletas"],
  headphones: ["auriculares", "auricular", "cascos"],
  camera: ["camara", "camaras", "camara de fotos", "camaras de fotos"],
  smartwatch: ["smartwatch", "smartwatches", "reloj", "relojes", "reloj inteligente", "relojes inteligentes"],
  speaker: ["altavoz", "altavoces", "altavoz bluetooth", "altavoces bluetooth"],
};
