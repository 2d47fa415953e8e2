/** Spanish texts of the error catalogue (PRODUCT-RULES.md, Calls and errors), shared by the worker and the client. */
export const TEXT = {
  catalogueError: "Error al cargar los productos. Por favor, inténtalo de nuevo más tarde.",
  authError: "Error de autenticación. Por favor, recarga la página.",
  latestErrorTitle: "Error al cargar productos",
  latestErrorBody: "Error al cargar los productos más recientes",
  latestEmptyTitle: "No hay productos disponibles",
  latestEmptyBody: "Vuelve más tarde para ver los últimos productos añadidos",
  retry: "Reintentar",
  compareFull: "Solo puedes comparar 3 productos a la vez. Elimina uno de los productos seleccionados para añadir otro.",
  searchHint: "Introduce al menos 3 caracteres para buscar",
  /** This project's own: a view that failed to render (every section of it is guarded on its own first). */
  viewError: "No se ha podido mostrar esta página. Por favor, inténtalo de nuevo.",
} as const;

/** PRODUCT-RULES.md (Calls and errors): any failure whose text mentions 'auth' is shown as the authentication error. */
export function loadErrorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /auth/i.test(text) ? TEXT.authError : TEXT.catalogueError;
}
