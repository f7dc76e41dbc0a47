// A library image on a public page (issue 21): <picture> with AVIF/WebP sources, srcset and
// sizes, width/height and alt (src/shared/responsive-image.ts); the page's LCP image is eager
// with fetchpriority="high", every other one lazy. The inside is the same HTML the article bodies
// get, so the server writes srcset and fetchpriority as HTML spells them.
import { pictureInnerHtml, type ResponsiveSource } from '../../../src/shared/responsive-image.js';

export function ResponsiveImage({ image, sizes, priority = false, className }: { image: ResponsiveSource; sizes: string; priority?: boolean; className?: string }) {
  return <picture className={className} dangerouslySetInnerHTML={{ __html: pictureInnerHtml(image, sizes, { priority }) }} />;
}
