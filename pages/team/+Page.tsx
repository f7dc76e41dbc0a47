// https://vike.dev/Page
/** Our Experts (docs/product.md §2): the "Your Support Crew" banner, "Coming Soon!" and the expert application. */
import { TEAM_PAGE } from '../../src/shared/content/pages.content.js';
import { expertApplicationForm } from '../../src/shared/forms/index.js';
import { FormSection } from '../_components/forms/FormSection.js';
import { hydrateLater } from '../_components/ui/hydrate-later.js';
import { PageBanner } from '../_components/ui/PageBanner.js';
import { siteImage } from '../../src/shared/site-images.js';

/** The expert application: its form hydrates in a task of its own (hydrate-later.tsx). */
function ApplySection() {
  return <FormSection id="apply" heading={TEAM_PAGE.formHeading} intro={TEAM_PAGE.formIntro} form={expertApplicationForm} formId="expert-form" />;
}

const LaterApplySection = hydrateLater(ApplySection);

export default function Page() {
  return (
    <>
      <PageBanner eyebrow="Our Experts" title={TEAM_PAGE.banner} art="/images/brand-icon.svg">
        <p className="page-banner-lead">{TEAM_PAGE.bannerText}</p>
      </PageBanner>
      <section className="section page-section" aria-labelledby="coming-soon-heading">
        <div className="container">
          <div className="notification coming-soon" role="note">
            <img src={siteImage('/images/flame.svg')} width={48} height={48} alt="" />
            <div>
              <h2 id="coming-soon-heading" className="coming-soon-title">{TEAM_PAGE.comingSoonTitle}</h2>
              <p>{TEAM_PAGE.comingSoonText}</p>
            </div>
          </div>
        </div>
      </section>
      <LaterApplySection />
    </>
  );
}
