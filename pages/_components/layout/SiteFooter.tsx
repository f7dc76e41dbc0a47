/** The site footer (docs/product.md §2): tagline, navigation, contact (with the link to /offerings), social links and copyright. */
import { usePageContext } from 'vike-react/usePageContext';
import { FOOTER, NAV_ITEMS } from '../../../src/shared/content/navigation.content.js';
import { ExternalLink } from '../ui/ExternalLink.js';
import { SocialIcon } from './SocialIcon.js';
import { siteImage } from '../../../src/shared/site-images.js';

const NETWORKS = ['youtube', 'instagram', 'linkedin'] as const;

export function SiteFooter() {
  const { site } = usePageContext();
  const copyright = FOOTER.copyright.replace('{year}', String(new Date().getFullYear())).replace('{brand}', site.name);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns is-multiline">
          <div className="column is-12-tablet is-3-desktop footer-brand">
            <a href="/" className="footer-logo">
              <img src={siteImage('/images/logo.svg')} width={44} height={44} alt="" loading="lazy" />
              <span>{site.name}</span>
            </a>
            <p className="footer-tagline">{FOOTER.tagline}</p>
          </div>
          <nav className="column is-4-tablet is-3-desktop" aria-label="Footer navigation">
            <h2 className="footer-heading">Explore</h2>
            <ul className="footer-links">
              {NAV_ITEMS.map((item) => <li key={item.href}><a href={item.href}>{item.label}</a></li>)}
            </ul>
          </nav>
          <div className="column is-4-tablet is-3-desktop">
            <h2 className="footer-heading">Get in touch</h2>
            <ul className="footer-links">
              <li><a href={FOOTER.contactFormHref}>{FOOTER.contactFormLabel}</a></li>
              {/* /offerings is outside the spec's five nav items, which stay as they are (issue 26). */}
              <li><a href="/offerings">What We Offer</a></li>
              <li><a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a></li>
            </ul>
          </div>
          <div className="column is-4-tablet is-3-desktop">
            <h2 className="footer-heading">{FOOTER.socialHeading}</h2>
            <ul className="footer-links footer-social">
              {NETWORKS.map((network) => (
                <li key={network}>
                  <ExternalLink href={site.social[network]}>
                    <SocialIcon network={network} />
                    <span>{FOOTER.social[network]}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="footer-copyright" suppressHydrationWarning>{copyright}</p>
      </div>
    </footer>
  );
}
