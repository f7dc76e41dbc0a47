import { SUGGEST_SECTION } from '../../../src/shared/content/pages.content.js';
import { suggestionForm } from '../../../src/shared/forms/index.js';
import { FormSection } from '../../_components/forms/FormSection.js';
import { siteImage } from '../../../src/shared/site-images.js';

export function SuggestSection() {
  return (
    <FormSection id="suggest-topic" heading={SUGGEST_SECTION.heading} intro={SUGGEST_SECTION.intro} form={suggestionForm} formId="suggestion-form">
      <img className="suggest-art" src={siteImage('/images/brain.svg')} width={120} height={120} alt="" />
    </FormSection>
  );
}
