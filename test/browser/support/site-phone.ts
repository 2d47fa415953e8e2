import type { PooledPageOptions } from "./page-pool";
import { SIZES } from "./sizes";

const phone = SIZES.find((size) => size.phone)!;

/**
 * The page pool's options for a phone's touch screen (375×812): the one width at which a behaviour
 * that does not depend on the width is tested, as most shoppers are on phones.
 */
export const PHONE: PooledPageOptions & { viewport: { width: number; height: number } } = {
  viewport: { width: phone.width, height: phone.height },
  isMobile: true,
  hasTouch: true,
};
