/** The site's name, in every title and in the header and footer (each view's title: client/routes). */
export const SITE_NAME = "Comparador Tecnológico";
export const PRODUCT_LOAD_ERROR_TITLE = "No hemos podido cargar el producto";
