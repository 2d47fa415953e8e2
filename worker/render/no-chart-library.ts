/**
 * What the worker's bundle gets for "uplot" (wrangler.toml [alias]): the chart is drawn only in
 * the browser, after hydration, and the server never runs that code. Should it ever be called
 * here, it says so instead of drawing nothing silently.
 */
export default class NoChartLibrary {
  constructor() {
    throw new Error("The chart library runs in the browser only");
  }
}
