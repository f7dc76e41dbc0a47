// https://vike.dev/Page
/** About Us (docs/product.md §2): the mission statement and the four values. */
import { VALUES_PAGE } from '../../src/shared/content/pages.content.js';
import { JoinBand } from '../_components/ui/JoinBand.js';
import { PageBanner } from '../_components/ui/PageBanner.js';
import { useSite } from '../_components/ui/use-site.js';

export default function Page() {
  const { t } = useSite();
  return (
    <>
      <PageBanner eyebrow={VALUES_PAGE.eyebrow} title={VALUES_PAGE.heading} art="/images/logo.svg">
        <p className="page-banner-lead">{t(VALUES_PAGE.mission)}</p>
      </PageBanner>
      <section className="section page-section" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section-title has-text-centered">{VALUES_PAGE.valuesHeading}</h2>
          <ol className="values-grid">
            {VALUES_PAGE.values.map((value, index) => (
              <li key={value.key} className="value-card">
                <span className="value-number" aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                <h3 className="value-title">{value.title}</h3>
                <p>{t(value.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <JoinBand />
    </>
  );
}
