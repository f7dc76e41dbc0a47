import { CTA_SECTION } from '../../../src/shared/content/home.content.js';
import { ExternalLink } from '../../_components/ui/ExternalLink.js';
import { useHref, useSite } from '../../_components/ui/use-site.js';
import { JoinTrigger } from '../../_components/waitlist/JoinButton.js';
import { useWaitlist } from '../../_components/waitlist/waitlist-context.js';

/**
 * The closing tiles. "Join the Movement" glides up to the hero's waitlist anchor and opens the
 * sign-up there, so closing the dialog leaves the visitor (and focus) at the hero's button.
 */
export function CtaSection() {
  const { t } = useSite();
  const resolve = useHref();
  const { openWaitlist } = useWaitlist();

  const joinFromTile = () => {
    const anchor = document.getElementById('waitlist');
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    anchor?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    openWaitlist(anchor?.querySelector<HTMLElement>('button') ?? null);
  };

  return (
    <section id="cta" className="section page-section cta-section" aria-labelledby="cta-heading">
      <div className="container">
        <div className="section-head has-text-centered">
          <h2 id="cta-heading" className="section-title">{CTA_SECTION.heading}</h2>
          <p className="section-intro">{CTA_SECTION.intro}</p>
        </div>
        <ul className="cta-tiles">
          {CTA_SECTION.tiles.map((tile) => {
            const body = (
              <>
                <span className="cta-tile-title">{tile.title}</span>
                <span className="cta-tile-text">{t(tile.text)}</span>
              </>
            );
            const href = resolve(tile.href);
            return (
              <li key={tile.key} className={`cta-tile is-${tile.key}`}>
                {tile.key === 'join' ? (
                  <JoinTrigger className="cta-tile-link" onOpen={joinFromTile}>{body}</JoinTrigger>
                ) : href.startsWith('http') ? (
                  <ExternalLink className="cta-tile-link" href={href}>{body}</ExternalLink>
                ) : (
                  <a className="cta-tile-link" href={href}>{body}</a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
