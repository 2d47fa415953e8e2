import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { navigate } from "../navigate";
import { useAppState } from "../state/app-state";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An ordinary link that navigates on the client; modified clicks (new tab, etc.) stay native. */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const state = useAppState();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(state, href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
