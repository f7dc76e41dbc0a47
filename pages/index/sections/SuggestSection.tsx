import { SUGGEST_SECTION } from '../../../src/shared/content/pages.content.js';
import { suggestionForm } from '../../../src/shared/forms/index.js';
import { PublicForm } from '../../_components/forms/PublicForm.js';
import { siteImage } from '../../../src/shared/site-images.js';

export function SuggestSection() {
  return (
    <section id="suggest-topic" className="section page-section is-sand" aria-labelledby="suggest-topic-heading">
      <div className="container">
        <div className="columns is-variable">
          <div className="column is-5">
            <h2 id="suggest-topic-heading" className="section-title">{SUGGEST_SECTION.heading}</h2>
            <p className="section-intro">{SUGGEST_SECTION.intro}</p>
            <img className="suggest-art" src={siteImage('/images/brain.svg')} width={120} height={120} alt="" />
          </div>
          <div className="column is-7">
            <div className="form-card">
              <PublicForm form={suggestionForm} id="suggestion-form" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
