/**
 * How a deal's discount reads (deal.ts decides what a deal is). Apart from the rule so that a card's
 * script carries these words, not the price verdict's rules.
 */

/** "−12 %": a minus sign and a non-breaking space, as Spanish writes a percentage. */
export const discountText = (percent: number): string => `\u2212${percent}\u00a0%`;

/** The words beside the figure. */
export const DEAL_AGAINST = "frente a su precio habitual";
