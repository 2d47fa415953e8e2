/** Shoppers' words several categories share (folded: lower case, no accents). */

export const GAMING = [
  "gaming",
  "para gaming",
  "gamer",
  "jugar",
  "para jugar",
  "videojuegos",
  "juegos",
  "ps5",
  "ps4",
  "playstation",
  "playstation 5",
  "xbox",
  "consola",
  "consolas",
];
export const SPORT = ["deporte", "deportes", "correr", "running", "runner", "gimnasio", "gym", "entrenar", "ciclismo"];
export const COMMUTE = ["metro", "transporte", "tren", "avion", "autobus", "viajar", "viaje", "viajes"];
export const WORK = ["oficina", "trabajar", "trabajo", "teletrabajo", "reuniones", "llamadas"];
