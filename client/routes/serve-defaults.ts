import type { GateAnswer } from "./types";

/** The rules most page types share, spelled out in each module so a new one picks them on purpose. */
export const FOUND_HERE = (): null => null;
export const DATA_AS_LOADED = <T>(data: T): T => data;
export const ALWAYS_LASTING = (): boolean => true;
export const NO_PRICES = (): null => null;
export const NO_QUERY = async (): Promise<string> => "";
export const NO_CATEGORIES = (): readonly never[] => [];
/** Streamed with a 200 before its data is read. */
export const STREAMED_200 = async (): Promise<GateAnswer> => ({ stream: true, status: 200 });
/** Sent in one piece once loaded: its status depends on what was found. */
export const NOT_STREAMED = async (): Promise<GateAnswer> => ({ stream: false });
