import { SAMPLE_CATALOGUE } from "../../data/catalogue";

/**
 * What shoppers type into a search, letter by letter, for the benchmarks: every beginning (from 3
 * characters) of each word of the sample's model names, and of each word followed by the
 * beginning of the next ("galaxy s", "galaxy s2", "galaxy s25"). The synthetic catalogue copies
 * those model names, so every term is one a catalogue of that size would be searched for, and
 * most find a few hundred products per category. Deterministic: the same list, in the same
 * shuffled order, every run.
 *
 * The other search rows of `npm run bench:scale` use "sx-N", a part of every synthetic product's
 * model ("SX-123 …"): the worst case, a term whose first word every product has.
 */
export function shopperTerms(): string[] {
  const terms = new Set<string>();
  for (const records of Object.values(SAMPLE_CATALOGUE)) {
    for (const record of records) {
      const words = String(record.model)
        .toLowerCase()
        .split(/[\s"()]+/)
        .filter((word) => /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u.test(word));
      words.forEach((word, i) => {
        for (let n = 3; n <= word.length; n++) terms.add(word.slice(0, n));
        const next = words[i + 1];
        if (next) for (let n = 1; n <= next.length; n++) terms.add(`${word} ${next.slice(0, n)}`);
      });
    }
  }
  return shuffled([...terms].sort());
}

/** A fixed shuffle (Fisher–Yates over a seeded generator): neighbouring prefixes of one word are not asked one after another. */
function shuffled<T>(items: T[]): T[] {
  let state = 20_261_126;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
