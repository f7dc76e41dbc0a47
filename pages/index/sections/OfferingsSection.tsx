import { OFFERINGS } from '../../../src/shared/content/pages.content.js';
import { interestRegistrationForm } from '../../../src/shared/forms/index.js';
import { PublicForm } from '../../_components/forms/PublicForm.js';
import { ExternalLink } from '../../_components/ui/ExternalLink.js';
import { useSite } from '../../_components/ui/use-site.js';

/** "What We Offer" with the interest registration (anchor #offerings, linked from /offerings). */
export function OfferingsSection() {
  const { site } = useSite();
  return (
    <section id="offerings" className="section page-section" aria-labelledby="offerings-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="offerings-heading" className="section-title">{OFFERINGS.home.heading}</h2>
          <p className="section-intro">{OFFERINGS.home.intro}</p>
        </div>
        <div className="columns is-variable">
          <div className="column is-5">
            <article className="offer-card">
              <h3 className="offer-title">{OFFERINGS.video.title}</h3>
              <p>{OFFERINGS.video.text}</p>
              <ExternalLink className="arrow-link" href={site.social.youtube}>{OFFERINGS.video.linkLabel}</ExternalLink>
            </article>
            <article className="offer-card">
              <h3 className="offer-title">{OFFERINGS.blog.title}</h3>
              <p>{OFFERINGS.blog.text}</p>
              <a className="arrow-link" href={OFFERINGS.blog.href}>{OFFERINGS.blog.linkLabel}</a>
            </article>
          </div>
          <div className="column is-7">
            <article className="offer-card is-featured" aria-labelledby="register-interest-heading">
              <span className="tag is-amber">Coming soon</span>
              <h3 id="register-interest-heading" className="offer-title">{OFFERINGS.home.formHeading}</h3>
              <p className="offer-lead"><strong>{OFFERINGS.comingSoon.title}.</strong> {OFFERINGS.home.formIntro}</p>
              <PublicForm form={interestRegistrationForm} id="interest-form" submitClassName="is-coral" />
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
