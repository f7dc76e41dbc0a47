// https://vike.dev/Layout
/**
 * Wraps every page (public, blog and admin): skip link, header, main, footer, the notification
 * area and the waitlist dialog (a modal: it makes the rest of the page inert, the toasts excepted;
 * its code loads when it is first wanted: LazyWaitlistDialog.tsx).
 * Scrolling on navigation (to the top, or to the URL's #hash, also on hash changes) is Vike's
 * client router's own behaviour; sections with an id get a scroll margin under the sticky header.
 * After a client-side navigation the route announcer says the new title and focus moves to its h1.
 * A press on a form's button keeps the focus in the field (forms/keep-field-focus.ts).
 * Hydration comes in parts, each in a task of its own (the footer, a page's later sections:
 * _components/ui/hydrate-later.tsx); <html data-hydrated> is set when the last has hydrated.
 * Styles: critical.scss is inline in the head (pages/+Head.tsx: what a public page shows at its
 * first paint); the rest of global.scss loads after the first paint (DeferredStylesheet.tsx).
 */
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { setSiteTimeZone } from '../src/shared/site-time.js';
import fullStylesheet from 'virtual:full-stylesheet';
import { SiteFooter } from './_components/layout/SiteFooter.js';
import { DeferredStylesheet } from './_components/layout/DeferredStylesheet.js';
import { RouteAnnouncer } from './_components/layout/RouteAnnouncer.js';
import { SiteHeader } from './_components/layout/SiteHeader.js';
import { Toaster } from './_components/toast/Toaster.js';
import { LazyWaitlistDialog } from './_components/waitlist/LazyWaitlistDialog.js';
import { WaitlistProvider } from './_components/waitlist/waitlist-context.js';
import { HydrationMark, hydrateLater } from './_components/ui/hydrate-later.js';
import { useKeepFieldFocus } from './_components/forms/keep-field-focus.js';

// The header and the footer hydrate in tasks of their own after the shell, in page order (hydrate-later.tsx).
const Header = hydrateLater(SiteHeader);
const Footer = hydrateLater(SiteFooter);

function Shell({ children }: { children: ReactNode }) {
  // The admin links the whole global sheet in its head (pages/admin/+Layout.tsx).
  const admin = /^\/admin(\/|$)/.test(usePageContext().urlPathname);
  // A click on a form's button is not lost to the message of the field it leaves.
  useKeepFieldFocus();
  return (
    <>
      <div className="site-shell">
        <a className="skip-link" href="#main-content">Skip to main content</a>
        <Header />
        <main id="main-content" className="site-main" tabIndex={-1}>{children}</main>
        <Footer />
      </div>
      <LazyWaitlistDialog />
      <Toaster />
      <RouteAnnouncer />
      {/* The rest of the global stylesheet, after the first paint. */}
      {admin ? null : <DeferredStylesheet href={fullStylesheet} />}
      {/* Last: <html data-hydrated> once every part of the page has hydrated. */}
      <HydrationMark />
    </>
  );
}

export default function Layout({ children }: { children: ReactNode }) {
  // Dates on every page are shown in the site's zone (the same on the server and here).
  setSiteTimeZone(usePageContext().site?.timeZone);
  return (
    <WaitlistProvider>
      <Shell>{children}</Shell>
    </WaitlistProvider>
  );
}
