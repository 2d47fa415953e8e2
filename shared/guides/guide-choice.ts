import type { GuideIndexGroup } from "./guide-types";

type Listed = GuideIndexGroup["guides"][number];

/**
 * The most useful guide of a category, for the home page: the one that names the most picks, then
 * the one that chose among the most products with a checked price (the category's own guide, listed
 * first, wins a tie).
 */
export function mostUsefulGuide(group: GuideIndexGroup): Listed | null {
  let best: Listed | null = null;
  for (const guide of group.guides) if (!best || guide.picks > best.picks || (guide.picks === best.picks && guide.priced > best.priced)) best = guide;
  return best;
}

/** Each category with only its most useful guide: what the home page's 'Guías' shows. */
export const homeGuides = (groups: readonly GuideIndexGroup[]): GuideIndexGroup[] =>
  groups.flatMap((group) => {
    const best = mostUsefulGuide(group);
    return best ? [{ ...group, guides: [best] }] : [];
  });
