import type { ReactNode } from "react";

/**
 * A link to a place on this page that moves focus there, not only the view: the next Tab goes on
 * from the target (a plain "#id" link leaves focus where it was in some browsers, and the
 * client's router would take it for a navigation). The target gets tabindex -1 if it is not
 * focusable, so it can take focus without joining the Tab order.
 */
export function InPageLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const element = document.getElementById(target);
        if (!element) return;
        if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
        element.focus();
      }}
    >
      {children}
    </a>
  );
}
