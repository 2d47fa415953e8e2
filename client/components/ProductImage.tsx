import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "className" | "onError"> & {
  src: string | null | undefined;
  /** Class of the picture; its placeholder gets `<className>--missing` as well. */
  className: string;
};

/**
 * A product picture that gives way to the 'Sin Imagen' placeholder after its first load error
 * (PRODUCT-RULES.md, Screens and routes), once only. React attaches onError only when it hydrates, and a picture that
 * failed before that (blocked, offline, a retailer's 404) has already fired its error event: so on
 * mount a picture that finished loading with no pixels counts as failed too. A lazy picture not yet
 * requested is not `complete`, and its later error reaches onError.
 */
export function ProductImage({ src, className, ...rest }: ProductImageProps) {
  // Remembers which picture failed, so a new product in the same place gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailed(src);
  }, [src]);
  if (!src || failed === src) return <span className={`${className} ${className}--missing`}>Sin Imagen</span>;
  return <img ref={image} className={className} src={src} onError={() => setFailed(src)} {...rest} />;
}
