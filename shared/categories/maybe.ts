/** A spec value a record may leave out or leave null. */
export type Maybe<T> = T | null | undefined;
