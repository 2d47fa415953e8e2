import type { ComponentType } from "react";
import { lazyView, type LazyView } from "./lazy-view";

const sections: LazyView<never>[] = [];

/**
 * A part of a view kept out of the page's first load (shown below the fold or only after a
 * choice). It must sit inside a Suspense boundary (components/Guarded.tsx): the worker loads every
 * section before rendering (preloadSections), so the page's HTML holds it whole; the browser
 * hydrates the page without it, React keeps the boundary's server HTML as it is, and hydrates it
 * once the section's chunk, requested by that first render, is in. On a client navigation it shows
 * the boundary's fallback for as long as its chunk downloads.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  const section = lazyView<P>(() => load().then((component) => ({ default: component })));
  sections.push(section as LazyView<never>);
  return section;
}

/** Loads every section of the views loaded so far (the worker, before rendering a page). */
export async function preloadSections(): Promise<void> {
  await Promise.all(sections.map((section) => section.preload()));
}
