import type { IconName } from "./icon-paths";

export type { IconName } from "./icon-paths";

/** The sizes the icon styles provide (px); generated with the icons (scripts/lib/icon-css.ts). */
export type IconSize = 14 | 16 | 18;

/** A decorative icon (a CSS mask painted in the text colour); the control that holds it carries the accessible name. */
export function Icon({ name, size = 18, className }: { name: IconName; size?: IconSize; className?: string }) {
  return <span className={`icon icon-${name} icon-${size}${className ? ` ${className}` : ""}`} aria-hidden="true" />;
}
