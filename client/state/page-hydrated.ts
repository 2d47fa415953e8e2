import { useEffect, useState } from "react";
import { afterHydration } from "./hydration";

/**
 * False until the whole page has hydrated (every lazy section included), then true; true a moment
 * after mounting in a view the browser renders itself. A part whose chunk may still be on its way
 * keeps the props it was rendered with until then: a new element for a boundary that has not
 * hydrated makes React drop the server's HTML and show the boundary's fallback until the chunk is in.
 */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => afterHydration(() => setHydrated(true)), []);
  return hydrated;
}
