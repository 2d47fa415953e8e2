import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";

interface GuardedProps {
  /** What the piece is, for the log ("tarjeta tv/lg-oled65c44la", "sección Puntuaciones"). */
  name: string;
  children: ReactNode;
  /** What shows instead of a broken piece; nothing by default, so the rest of the page closes up. */
  fallback?: ReactNode;
}

/**
 * One broken record must never blank a page: a card, a carousel or a section that fails to render
 * is hidden (or replaced by `fallback`) and logged, and everything around it still shows.
 *
 * It works on both sides. On the server, React's renderToString turns an error inside a Suspense
 * boundary into that boundary's fallback (the worker logs it, render-page.tsx), and leaves the piece
 * for the browser to try again. In the browser this error boundary catches what still fails.
 */
export class Guarded extends Component<GuardedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[página] no se pudo mostrar ${this.props.name}; se oculta`, error, info.componentStack);
  }

  override render(): ReactNode {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
