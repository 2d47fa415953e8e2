import type { IconName, IconSize } from "./icon-paths";

export type { IconName, IconSize } from "./icon-paths";

/** A decorative icon (a CSS mask painted in the text colour); the control that holds it carries the accessible name. */
export function Icon({ name, size = 18, className }: { name: IconName; size?: IconSize; className?: string }) {
  return <span className={`icon icon-${name} icon-${size}${className ? ` ${className}` : ""}`} aria-hidden="true" />;
}
