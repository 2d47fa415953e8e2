import { ViewSkeleton } from "../components/ViewSkeleton";
import { PRODUCT_LOAD_ERROR_TITLE, SITE_NAME } from "../title";
import { NotFoundView } from "../views/NotFoundView";
import { ProductErrorView } from "../views/ProductErrorView";
import { lazyView } from "../lazy-view";
import { optional } from "./optional";
import type { ViewData } from "../view-data";
import type { ViewChunks, RouteModule, RouteOf } from "./types";
import { productName } from "../../shared/product-name";

const ProductView = lazyView(() => import("../views/ProductView"));

/** The product's view without its product: while it loads, and when it could not be read. */
const withoutProduct = (route: RouteOf<"product">): ViewData => ({ view: "product", categoryId: route.categoryId, product: null, related: null });

/** A product's page: its document and, if they can be read, the related products. */
export const product: RouteModule<"product"> = {
  load: async (route, reader) => {
    const [product, related] = await Promise.all([
      reader.product(route.categoryId, route.productId),
      optional("related products", () => reader.related(route.categoryId, route.productId)),
    ]);
    if (!product) return { view: "notFound" };
    return { view: "product", categoryId: route.categoryId, product, related };
  },
  loading: withoutProduct,
  // Its error screen with 'Reintentar': the product may well exist, so this is not the not-found view (a 404).
  failed: withoutProduct,
  // A product view without its product is one whose load failed (what does not exist is notFound).
  title: (data) =>
    data.product ? `${productName(data.product)}: análisis, especificaciones y precio | ${SITE_NAME}` : `${PRODUCT_LOAD_ERROR_TITLE} | ${SITE_NAME}`,
  // Without its product it shows its error screen (or not found), which are in the entry.
  preload: (data) => (data.product ? ProductView.preload() : Promise.resolve()),
  skeleton: "product",
  render: (data, { error, loading }) => {
    if (loading) return <ViewSkeleton view="product" shape="product" />;
    if (data.product) return <ProductView product={data.product} related={data.related} />;
    return error ? <ProductErrorView categoryId={data.categoryId} error={error} /> : <NotFoundView error={null} />;
  },
};

/** Its chunk; a product that failed to load shows its error screen, which is in the entry like not found. */
export const productChunks: ViewChunks<"product"> = {
  files: () => ({ product: "views/ProductView" }),
  key: (data) => (data.product ? "product" : "notFound"),
  routeKey: () => "product",
};
