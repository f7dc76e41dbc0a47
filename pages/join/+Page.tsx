// https://vike.dev/Page
/**
 * The waitlist in a page: where every "Join the Movement" button leads before JavaScript runs
 * or without it (with it, the buttons open the waitlist dialog instead).
 */
import { WAITLIST_DIALOG } from '../../src/shared/content/form-messages.content.js';
import { WaitlistForm } from '../_components/forms/WaitlistForm.js';
import { PageBanner } from '../_components/ui/PageBanner.js';

export default function Page() {
  return (
    <>
      <PageBanner title={WAITLIST_DIALOG.title} art="/images/brand-icon.svg">
        <p className="page-banner-lead">{WAITLIST_DIALOG.description}</p>
      </PageBanner>
      <section className="section page-section is-sand" aria-label="Join the waitlist">
        <div className="container">
          <div className="columns is-centered">
            <div className="column is-7">
              <div className="form-card"><WaitlistForm id="join-form" /></div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
