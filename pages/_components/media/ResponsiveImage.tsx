// A library image on a public page (issue 21): <picture> with AVIF/WebP sources, srcset and
// sizes, width/height and alt (src/shared/responsive-image.ts); the page's LCP image is eager
// with fetchpriority="high", every other one lazy.
import type { ImgHTMLAttributes, SourceHTMLAttributes } from 'react';
import { pictureParts, type ResponsiveSource } from '../../../src/shared/responsive-image.js';

// The attributes are handed to React in their HTML spelling (srcset, fetchpriority), so the
// server's HTML reads as HTML does everywhere else (React would write srcSet, fetchPriority).
type Lowercase = Record<string, string | number | undefined>;

export function ResponsiveImage({ image, sizes, priority = false, className }: { image: ResponsiveSource; sizes: string; priority?: boolean; className?: string }) {
  const { sources, img, placeholderStyle } = pictureParts(image, sizes, { priority });
  const style = placeholderStyle && image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' } : undefined;
  const imgAttributes: Lowercase = {
    src: img.src, srcset: img.srcSet, sizes: img.sizes, width: img.width, height: img.height, alt: img.alt,
    loading: img.loading, fetchpriority: img.fetchPriority, decoding: img.decoding,
  };
  return (
    <picture className={className}>
      {sources.map((source) => <source key={source.type} {...({ type: source.type, srcset: source.srcSet, sizes } as Lowercase as SourceHTMLAttributes<HTMLSourceElement>)} />)}
      <img {...(imgAttributes as ImgHTMLAttributes<HTMLImageElement>)} style={style} />
    </picture>
  );
}
