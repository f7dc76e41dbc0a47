import { HERO } from '../../../src/shared/content/home.content.js';
import { useSite } from '../../_components/ui/use-site.js';
import { JoinButton } from '../../_components/waitlist/JoinButton.js';
import { siteImage } from '../../../src/shared/site-images.js';

export function HeroSection() {
  const { t } = useSite();
  return (
    <section className="home-hero" aria-labelledby="hero-heading">
      <img className="home-hero-art" src={siteImage('/images/hero.svg')} width={1200} height={600} alt={HERO.imageAlt} fetchPriority="high" />
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <p className="eyebrow">{HERO.eyebrow}</p>
          <h1 id="hero-heading" className="display-title">{HERO.headline}</h1>
          <p className="home-hero-subline">{t(HERO.subline)}</p>
          <div id="waitlist" className="home-hero-actions">
            <JoinButton className="is-medium" />
            <a className="button is-medium is-outlined-navy" href={HERO.secondaryHref}>{HERO.secondaryLabel}</a>
          </div>
          <p className="home-hero-note">{HERO.note}</p>
        </div>
      </div>
    </section>
  );
}
