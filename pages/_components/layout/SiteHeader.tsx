/**
 * The site header (docs/product.md §2): brand, the five nav items with the active-item rule, and
 * on small screens a toggle menu (use-mobile-menu.ts) that closes once a link is chosen, on
 * Escape, on a click outside, and when the waitlist dialog opens. Before the scripts run (and
 * without JavaScript) the toggle is a <details> disclosure that opens the menu by CSS alone.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { NAV_ITEMS, isNavItemActive } from '../../../src/shared/content/navigation.content.js';
import { useScriptRunning } from '../ui/use-script-running.js';
import { JoinButton } from '../waitlist/JoinButton.js';
import { useMobileMenu } from './use-mobile-menu.js';
import { siteImage } from '../../../src/shared/site-images.js';

export function SiteHeader() {
  const { urlPathname, site } = usePageContext();
  const { open, setOpen, close, navRef, toggleRef } = useMobileMenu(urlPathname);
  const scripted = useScriptRunning();
  const bars = <><span aria-hidden="true" /><span aria-hidden="true" /><span aria-hidden="true" /><span aria-hidden="true" /></>;

  return (
    <header className="site-header">
      <nav ref={navRef} className="navbar" aria-label="Main navigation">
        <div className="container">
          <div className="navbar-brand">
            <a className="navbar-item brand-link" href="/" onClick={close}>
              <img className="brand-art" src={siteImage('/images/brand-icon.svg')} width={36} height={36} alt="" />
              <span className="brand-name">{site.name}</span>
            </a>
            {scripted ? (
              <button ref={toggleRef} type="button" className={`navbar-burger${open ? ' is-active' : ''}`} aria-label="Menu" aria-expanded={open}
                aria-controls="site-menu" onClick={() => setOpen((value) => !value)}>
                {bars}
              </button>
            ) : (
              <details className="navbar-disclosure">
                <summary className="navbar-burger" aria-label="Menu">{bars}</summary>
              </details>
            )}
          </div>
          <div id="site-menu" className={`navbar-menu${open ? ' is-active' : ''}`}>
            <ul className="navbar-end site-nav">
              {NAV_ITEMS.map((item) => {
                const active = isNavItemActive(item, urlPathname);
                return (
                  <li key={item.href}>
                    <a className={`navbar-item${active ? ' is-active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined} onClick={close}>
                      {item.label}
                    </a>
                  </li>
                );
              })}
              {urlPathname.startsWith('/admin') ? null : (
                <li className="navbar-item nav-cta"><JoinButton className="is-small-touch" returnFocusTo={open ? toggleRef : undefined} /></li>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
