// A library image on a public page (issue 21): <picture> with AVIF/WebP sources, srcset and
// sizes, width/height and alt (src/shared/responsive-image.ts); the page's LCP image is eager
// with fetchpriority="high", every other one lazy.
import { pictureParts, type ResponsiveSource } from '../../../src/shared/responsive-image.js';

export function ResponsiveImage({ image, sizes, priority = false, className }: { image: ResponsiveSource; sizes: string; priority?: boolean; className?: string }) {
  const { sources, img, placeholderStyle } = pictureParts(image, sizes, { priority });
  const style = placeholderStyle && image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' } : undefined;
  return (
    <picture className={className}>
      {sources.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
      <img {...img} style={style} />
    </picture>
  );
}
