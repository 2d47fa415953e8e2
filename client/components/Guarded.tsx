import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from "react";
import { ON_SERVER } from "../state/app-state";
import { boundaryHydration } from "../state/hydration";

interface GuardedProps {
  /** What the piece is, for the log ("tarjeta tv/lg-oled65c44la", "sección Puntuaciones"). */
  name: string;
  children: ReactNode;
  /** What shows instead of a broken piece; nothing by default, so the rest of the page closes up. */
  fallback?: ReactNode;
  /**
   * What shows in the browser while the piece waits for its code or data (it suspended); `fallback`
   * by default. The view's boundary shows the view's outline, not its failure notice: a page
   * still waiting for its code has not failed.
   */
  loading?: ReactNode;
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
  /** Its content has hydrated (or rendered in the browser); until then the page is not hydrated. */
  private contentReady = false;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    if (!this.contentReady) boundaryHydration.waiting(this);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[página] no se pudo mostrar ${this.props.name}; se oculta`, error, info.componentStack);
    this.markReady();
  }

  override componentWillUnmount(): void {
    boundaryHydration.unmounted(this);
  }

  private readonly markReady = (): void => {
    this.contentReady = true;
    boundaryHydration.ready(this);
  };

  override render(): ReactNode {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    // On the server a boundary shows its fallback only because its piece failed.
    return (
      <Suspense fallback={ON_SERVER || this.props.loading === undefined ? fallback : this.props.loading}>
        {this.props.children}
        <ContentReady onReady={this.markReady} />
      </Suspense>
    );
  }
}

/** Rendered last in a guarded boundary: its effect runs once the boundary's content has hydrated. */
function ContentReady({ onReady }: { onReady: () => void }): null {
  useEffect(onReady, [onReady]);
  return null;
}
