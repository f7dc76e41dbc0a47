import { WHY_SECTION } from '../../../src/shared/content/home.content.js';
import { ExternalLink } from '../../_components/ui/ExternalLink.js';
import { isExternal, useHref, useSite } from '../../_components/ui/use-site.js';
import { siteImage } from '../../../src/shared/site-images.js';

const PILLAR_ICONS: Record<string, string> = {
  curate: siteImage('/images/brain.svg'),
  champion: siteImage('/images/flame.svg'),
  connect: siteImage('/images/brand-icon.svg'),
};

export function WhySection() {
  const { t } = useSite();
  const resolve = useHref();
  return (
    <section id="why" className="section page-section" aria-labelledby="why-heading">
      <div className="container">
        <h2 id="why-heading" className="section-title has-text-centered">{t(WHY_SECTION.heading)}</h2>
        <div className="columns why-problems">
          {[WHY_SECTION.missing, WHY_SECTION.holdsBack].map((block) => (
            <div className="column" key={block.title}>
              <h3 className="why-title">{block.title}</h3>
              <p>{t(block.text)}</p>
            </div>
          ))}
        </div>
        <div className="why-help">
          <h3 className="why-title has-text-centered">{WHY_SECTION.howWeHelp.title}</h3>
          <p className="section-intro has-text-centered">{WHY_SECTION.howWeHelp.text}</p>
          <div className="columns">
            {WHY_SECTION.pillars.map((pillar) => {
              const href = resolve(pillar.href);
              return (
                <div className="column" key={pillar.key}>
                  <article className="pillar-card">
                    <img className="brand-art" src={PILLAR_ICONS[pillar.key]} width={48} height={48} alt="" />
                    <h4 className="pillar-title">{pillar.title}</h4>
                    <p>{t(pillar.text)}</p>
                    {isExternal(href)
                      ? <ExternalLink className="arrow-link" href={href}>{pillar.linkLabel}</ExternalLink>
                      : <a className="arrow-link" href={href}>{pillar.linkLabel}</a>}
                  </article>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
