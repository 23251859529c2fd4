/* eslint-disable @next/next/no-img-element -- the point of this module: a plain <img>, no next/image client code */
import type { CSSProperties, ImgHTMLAttributes } from "react";

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "loading" | "width" | "height"> & {
  src: string;
  alt: string;
  /** Fills its positioned parent (the parent sets the size), like next/image's `fill`. */
  fill?: boolean;
  /** Above the fold: loaded at once and first, like next/image's `priority`. */
  priority?: boolean;
  width?: number;
  height?: number;
};

const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/**
 * A stored photo as a plain <img>, with what next/image gave us: lazy loading unless `priority`,
 * async decoding, `fill`, and no alt text shown while it loads. Our photos are sized on upload and
 * were all `unoptimized` (no resizing, no srcset), so next/image only added its client code to the
 * first load, ~4 kB gzip on every member page (docs/benchmarks.md, first-load JS).
 */
export function Photo({ alt, fill = false, priority = false, style, ...rest }: PhotoProps) {
  return (
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={{ color: "transparent", ...(fill ? FILL : {}), ...style }}
      {...rest}
    />
  );
}
