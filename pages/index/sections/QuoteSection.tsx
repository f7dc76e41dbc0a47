import { QUOTE } from '../../../src/shared/content/home.content.js';
import { useSite } from '../../_components/ui/use-site.js';

export function QuoteSection() {
  const { t } = useSite();
  return (
    <section className="home-quote" aria-label="Our philosophy">
      <div className="container">
        <figure className="quote-figure">
          <blockquote><p>{t(QUOTE.text)}</p></blockquote>
          <figcaption>{t(QUOTE.attribution)}</figcaption>
        </figure>
      </div>
    </section>
  );
}
