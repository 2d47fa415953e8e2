/** A minimal Spanish error page for failures outside the React tree (never a stack trace). */
export function errorPageHtml(status: number, message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error ${status}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Algo ha fallado</h1><p>${message}</p><p><a href="">Reintentar</a> · <a href="/">Ir al inicio</a></p></body></html>`;
}
