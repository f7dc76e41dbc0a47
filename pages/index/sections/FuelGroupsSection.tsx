import { FUEL_GROUPS_SECTION } from '../../../src/shared/content/home.content.js';
import { HOME_FUEL_GROUPS } from '../../../src/shared/content/fuel-groups.content.js';

export function FuelGroupsSection() {
  return (
    <section id="fuel-groups" className="section page-section is-sand" aria-labelledby="fuel-groups-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="fuel-groups-heading" className="section-title">{FUEL_GROUPS_SECTION.heading}</h2>
          <p className="section-intro">{FUEL_GROUPS_SECTION.intro}</p>
        </div>
        <ul className="fuel-grid">
          {HOME_FUEL_GROUPS.map((group) => (
            <li key={group.key} className="fuel-item">
              <img className="brand-art" src={group.image} width={56} height={56} alt="" />
              <h3 className="fuel-item-title">{group.name}</h3>
              <p>{group.tagline}</p>
            </li>
          ))}
        </ul>
        <div className="section-foot">
          <a className="button is-primary" href="/fuel-groups">{FUEL_GROUPS_SECTION.learnMore}<span className="is-sr-only"> about the fuel groups</span></a>
          <p className="featured-note">
            {FUEL_GROUPS_SECTION.featuredLead} <a href={FUEL_GROUPS_SECTION.featuredHref}>{FUEL_GROUPS_SECTION.featuredLabel}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
