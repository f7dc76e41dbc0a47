// https://vike.dev/Page
/** Fuel Groups (docs/product.md §2): five flip cards. */
import { FLIP_CARD_GROUPS, FUEL_GROUPS_PAGE } from '../../src/shared/content/fuel-groups.content.js';
import { JoinBand } from '../_components/ui/JoinBand.js';
import { PageBanner } from '../_components/ui/PageBanner.js';
import { FlipCard } from './FlipCard.js';

export default function Page() {
  return (
    <>
      <PageBanner eyebrow={FUEL_GROUPS_PAGE.eyebrow} title={FUEL_GROUPS_PAGE.heading} art="/images/brain.svg">
        <p className="page-banner-lead">{FUEL_GROUPS_PAGE.intro}</p>
      </PageBanner>
      <section className="section page-section" aria-label="The fuel groups">
        <div className="container">
          <ul className="flip-grid">
            {FLIP_CARD_GROUPS.map((group) => <li key={group.key}><FlipCard group={group} /></li>)}
          </ul>
          <div className="section-foot has-text-centered">
            <p>{FUEL_GROUPS_PAGE.closingText}</p>
            <a className="button is-primary" href={FUEL_GROUPS_PAGE.closingHref}>{FUEL_GROUPS_PAGE.closingLinkLabel}</a>
          </div>
        </div>
      </section>
      <JoinBand />
    </>
  );
}
