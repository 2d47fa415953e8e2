import type { ComponentProps, KeyboardEvent, MouseEvent } from "react";

type ActionLinkProps = Omit<ComponentProps<"a">, "onClick" | "role"> & {
  href: string;
  /** What the control does once the page has hydrated, instead of following the link. */
  onAction: () => void;
};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A control that works before and without the script: a link to the page that shows its result
 * (the listing without a filter, the drawer as a `:target` panel, the comparison of one product),
 * which the hydrated page turns into an action in place. It acts, so it is a button to assistive
 * technology, and Space presses it as it presses a button; a modified click (a new tab) stays the link's.
 */
export function ActionLink({ href, onAction, onKeyDown, ...rest }: ActionLinkProps) {
  return (
    <a
      href={href}
      role="button"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onAction();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== " ") return;
        event.preventDefault();
        onAction();
      }}
      {...rest}
    />
  );
}
