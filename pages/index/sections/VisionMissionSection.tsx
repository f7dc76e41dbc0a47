import { VISION_MISSION } from '../../../src/shared/content/home.content.js';
import { useSite } from '../../_components/ui/use-site.js';

export function VisionMissionSection() {
  const { t } = useSite();
  return (
    <section id="vision-mission" className="section page-section" aria-labelledby="vision-mission-heading">
      <div className="container">
        <h2 id="vision-mission-heading" className="section-title has-text-centered">{VISION_MISSION.heading}</h2>
        <div className="columns is-variable">
          {VISION_MISSION.items.map((item, index) => (
            <div className="column" key={item.title}>
              <article className={`feature-card ${index === 0 ? 'is-teal' : 'is-coral'}`}>
                <h3 className="feature-card-title">{item.title}</h3>
                <p>{t(item.text)}</p>
              </article>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
