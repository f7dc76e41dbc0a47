/**
 * The markup of a library image on public pages (issue 21), in one place for React and for article
 * HTML: <picture> with AVIF and WebP sources and the fallback <img> with srcset, `sizes` matching
 * the layout, width/height (no layout shift) and the alt text. The page's Largest Contentful Paint
 * image is eager with fetchpriority="high"; every other one lazy.
 */
export interface ResponsiveVariant {
  url: string;
  width: number;
  format: string;
}

export interface ResponsiveSource {
  url: string;
  width: number;
  height: number;
  alt: string;
  placeholder?: string | null;
  variants: readonly ResponsiveVariant[];
}

/** The `sizes` of each place an image is shown, from the layouts' widths (blog cards, article column). */
export const IMAGE_SIZES = {
  /** One, two or three columns in the /blog grid (Bulma tablet 769 px, desktop 1024 px, container 1152 px). */
  card: '(min-width: 1216px) 370px, (min-width: 1024px) 31vw, (min-width: 769px) 46vw, 92vw',
  /** The article column, at most 46rem wide. */
  article: '(min-width: 800px) 736px, calc(100vw - 3rem)',
  /** The related articles' thumbnails. */
  thumbnail: '160px',
} as const;

export interface PictureParts {
  sources: Array<{ type: string; srcSet: string }>;
  img: { src: string; srcSet?: string; sizes?: string; width: number; height: number; alt: string; loading: 'eager' | 'lazy'; fetchPriority?: 'high'; decoding: 'async' };
  /** A CSS background of the blurred preview, shown until the image paints over it. */
  placeholderStyle?: string;
}

const FALLBACK_ORDER = ['jpeg', 'png', 'gif'];

function srcSetOf(variants: readonly ResponsiveVariant[], format: string): string {
  return variants.filter((variant) => variant.format === format).map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

export function pictureParts(image: ResponsiveSource, sizes: string, { priority = false } = {}): PictureParts {
  const fallback = FALLBACK_ORDER.find((format) => image.variants.some((variant) => variant.format === format));
  const sources = (['avif', 'webp'] as const)
    .map((format) => ({ type: `image/${format}`, srcSet: srcSetOf(image.variants, format) }))
    .filter((source) => source.srcSet);
  const srcSet = fallback ? srcSetOf(image.variants, fallback) : '';
  const largest = fallback ? image.variants.filter((variant) => variant.format === fallback).at(-1) : undefined;
  return {
    sources,
    img: {
      src: largest?.url ?? image.url,
      ...(srcSet ? { srcSet, sizes } : {}),
      width: image.width,
      height: image.height,
      alt: image.alt,
      loading: priority ? 'eager' : 'lazy',
      ...(priority ? { fetchPriority: 'high' as const } : {}),
      decoding: 'async',
    },
    ...(image.placeholder ? { placeholderStyle: `background-image:url(${image.placeholder});background-size:cover` } : {}),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The same picture as an HTML string (article bodies). */
export function pictureHtml(image: ResponsiveSource, sizes: string, options: { priority?: boolean } = {}): string {
  const { sources, img, placeholderStyle } = pictureParts(image, sizes, options);
  const attributes: Array<[string, string | number | undefined]> = [
    ['src', img.src], ['srcset', img.srcSet], ['sizes', img.sizes], ['width', img.width], ['height', img.height], ['alt', img.alt],
    ['loading', img.loading], ['fetchpriority', img.fetchPriority], ['decoding', img.decoding], ['style', placeholderStyle],
  ];
  const imgTag = `<img ${attributes.filter(([, value]) => value !== undefined).map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`).join(' ')} />`;
  return `<picture>${sources.map((source) => `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${escapeAttribute(sizes)}" />`).join('')}${imgTag}</picture>`;
}
