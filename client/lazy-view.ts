import { createElement, lazy, useState, type ComponentType } from "react";

export interface LazyView<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the view's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A view whose code is split into its own chunk. Once preloaded it renders directly (the worker
 * preloads before rendering; the browser preloads the current view before hydrating, so both
 * render the same tree and nothing suspends). Reached by client navigation before it is loaded,
 * it suspends like React.lazy and shows the Suspense fallback while its chunk downloads.
 *
 * Each instance keeps the type it first rendered: React keeps a subtree only while its type stays the
 * same, and a switch from the lazy wrapper to the component once the chunk is in would replace everything
 * under it with an identical copy (a tap in that moment would go to a box no longer in the page).
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const View = (props: P) => {
    const [type] = useState(() => (loaded ?? Suspending) as ComponentType<P>);
    return createElement(type, props);
  };
  return Object.assign(View, { preload });
}
