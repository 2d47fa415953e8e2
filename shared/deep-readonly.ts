/**
 * A value and everything in it as read-only: what functions take when they only read, so a valtio
 * snapshot (readonly throughout) can be passed without a cast.
 */
export type DeepReadonly<T> = T extends (infer Item)[] ? readonly DeepReadonly<Item>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
