// https://vike.dev/Page
/** What We Offer (docs/product.md §2): video channel, blog, the coming-soon block and suggestions. */
import { OFFERINGS } from '../../src/shared/content/pages.content.js';
import { ExternalLink } from '../_components/ui/ExternalLink.js';
import { JoinBand } from '../_components/ui/JoinBand.js';
import { PageBanner } from '../_components/ui/PageBanner.js';
import { useSite } from '../_components/ui/use-site.js';
import { siteImage } from '../../src/shared/site-images.js';

export default function Page() {
  const { site } = useSite();
  return (
    <>
      <PageBanner eyebrow={OFFERINGS.eyebrow} title={OFFERINGS.heading} art="/images/flame.svg">
        <p className="page-banner-lead">{OFFERINGS.intro}</p>
      </PageBanner>
      <section className="section page-section" aria-label="Our offerings">
        <div className="container">
          <div className="offer-grid">
            <article className="offer-card">
              <img src={siteImage('/images/featured/visualization-phelps.svg')} width={800} height={450} alt="" className="offer-art" />
              <h2 className="offer-title">{OFFERINGS.video.title}</h2>
              <p>{OFFERINGS.video.text}</p>
              <ExternalLink className="button is-primary" href={site.social.youtube}>{OFFERINGS.video.linkLabel}</ExternalLink>
            </article>
            <article className="offer-card">
              <img src={siteImage('/images/featured/mixed-plate.svg')} width={800} height={450} alt="" className="offer-art" />
              <h2 className="offer-title">{OFFERINGS.blog.title}</h2>
              <p>{OFFERINGS.blog.text}</p>
              <a className="button is-primary" href={OFFERINGS.blog.href}>{OFFERINGS.blog.linkLabel}</a>
            </article>
            <article className="offer-card is-featured">
              <img src={siteImage('/images/featured/stress-management.svg')} width={800} height={450} alt="" className="offer-art" />
              <span className="tag is-amber">Coming soon</span>
              <h2 className="offer-title">{OFFERINGS.comingSoon.title}</h2>
              <p>{OFFERINGS.comingSoon.text}</p>
              <a className="button is-coral" href={OFFERINGS.comingSoon.href}>{OFFERINGS.comingSoon.linkLabel}</a>
            </article>
            <article className="offer-card">
              <img src={siteImage('/images/featured/goal-setting.svg')} width={800} height={450} alt="" className="offer-art" />
              <h2 className="offer-title">{OFFERINGS.suggest.title}</h2>
              <p>{OFFERINGS.suggest.text}</p>
              <a className="button is-outlined-navy" href={OFFERINGS.suggest.href}>{OFFERINGS.suggest.linkLabel}</a>
            </article>
          </div>
        </div>
      </section>
      <JoinBand />
    </>
  );
}
