import { useState } from 'react';
import { FOUNDER_STORY } from '../../../src/shared/content/founder-story.content.js';
import { useScriptRunning } from '../../_components/ui/use-script-running.js';
import { useSite } from '../../_components/ui/use-site.js';

/**
 * The founder story: the last three paragraphs open with "Read More" and close with "Read Less".
 * Without JavaScript (and until the section has hydrated) the whole story shows and no button does
 * nothing: the toggle exists only where it works.
 */
export function FounderStorySection() {
  const { t } = useSite();
  const scripted = useScriptRunning();
  const [expanded, setExpanded] = useState(false);
  const split = FOUNDER_STORY.paragraphs.length - FOUNDER_STORY.hiddenCount;
  const visible = FOUNDER_STORY.paragraphs.slice(0, split);
  const more = FOUNDER_STORY.paragraphs.slice(split);
  return (
    <section id="founder-story" className="section page-section is-sand" aria-labelledby="founder-story-heading">
      <div className="container">
        <div className="founder-story">
          <p className="eyebrow">{FOUNDER_STORY.eyebrow}</p>
          <h2 id="founder-story-heading" className="section-title">{t(FOUNDER_STORY.heading)}</h2>
          <div className="founder-story-text">
            {visible.map((paragraph) => <p key={paragraph}>{t(paragraph)}</p>)}
            <div id="founder-story-more" className="founder-story-more" hidden={scripted && !expanded}>
              {more.map((paragraph) => <p key={paragraph}>{t(paragraph)}</p>)}
              <p className="founder-signature">{t(FOUNDER_STORY.signature)}</p>
            </div>
          </div>
          {scripted && (
            <button type="button" className="button is-outlined-navy" aria-expanded={expanded} aria-controls="founder-story-more"
              onClick={() => setExpanded((value) => !value)}>
              {expanded ? FOUNDER_STORY.readLess : FOUNDER_STORY.readMore}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
