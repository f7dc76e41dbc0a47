import { CTA_SECTION } from '../../../src/shared/content/home.content.js';
import { JoinButton } from '../waitlist/JoinButton.js';
import { useSite } from './use-site.js';

/** The closing invitation of the static pages, with its own "Join the Movement" button. */
export function JoinBand() {
  const { t } = useSite();
  return (
    <section className="join-band" aria-labelledby="join-band-heading">
      <div className="container">
        <h2 id="join-band-heading" className="section-title">{CTA_SECTION.heading}</h2>
        <p className="section-intro">{t(CTA_SECTION.tiles[0].text)}</p>
        <JoinButton className="is-medium" />
      </div>
    </section>
  );
}
