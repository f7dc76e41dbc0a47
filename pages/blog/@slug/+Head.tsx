// https://vike.dev/Head
// schema.org Article data for search engines (the shared tags come from pages/+Head.tsx).
import { usePageContext } from 'vike-react/usePageContext';
import { articleUrl, featuredImagePath } from '../../../src/shared/blog-url.js';
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from '../../_components/seo/seo.js';
import { JsonLd } from '../../_components/seo/JsonLd.js';
import type { Data } from './+data.js';
import { siteImage } from '../../../src/shared/site-images.js';

export default function Head() {
  const pageContext = usePageContext();
  const { post } = pageContext.data as Data;
  const { site } = pageContext;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishDate,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: site.name,
          logo: { '@type': 'ImageObject', url: absoluteUrl(site.publicUrl, siteImage('/images/logo.svg')) },
        },
        image: absoluteUrl(site.publicUrl, featuredImagePath(post.imageUrl) ?? DEFAULT_SHARE_IMAGE),
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site.publicUrl, articleUrl(post.slug)) },
        articleSection: post.categoryLabels,
        inLanguage: 'en-GB',
      }}
    />
  );
}
