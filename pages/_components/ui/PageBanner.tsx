import type { ReactNode } from 'react';
import { siteImage } from '../../../src/shared/site-images.js';

/** The navy banner that opens each static page. */
export function PageBanner({ eyebrow, title, children, art }: { eyebrow?: string; title: string; children?: ReactNode; art?: string }) {
  return (
    <section className="page-banner" aria-labelledby="page-title">
      <div className="container page-banner-inner">
        <div className="page-banner-copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="display-title">{title}</h1>
          {children}
        </div>
        {art ? <img className="page-banner-art" src={siteImage(art)} width={160} height={160} alt="" /> : null}
      </div>
    </section>
  );
}
