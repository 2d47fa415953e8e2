import type { IconName, IconSize } from "./icon-paths";

export type { IconName, IconSize } from "./icon-paths";

/**
 * A decorative icon (a CSS mask painted in the text colour); the control that holds it carries the
 * accessible name. An empty span has nothing for assistive technology to announce, so it carries no
 * aria-hidden (on every card chip, that attribute alone would add kilobytes to a listing). What repeats
 * on every card draws its icon as its own `::before` instead (iconClass below), with empty content.
 */
export function Icon({ name, size = 18, className }: { name: IconName; size?: IconSize; className?: string }) {
  return <span className={`icon icon-${name} icon-${size}${className ? ` ${className}` : ""}`} />;
}

/** The class that picks the picture a holder of icons draws as its own `::before` (icon-paths.ts, ICON_HOLDERS). */
export function iconClass(name: IconName): string {
  return `icon-${name}`;
}
