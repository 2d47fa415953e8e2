/** Logs and swallows a failure of a section that is allowed to disappear (PRODUCT-RULES.md, Calls and errors). */
export async function optional<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[view] ${what} failed`, error);
    return null;
  }
}
