/** The article's word count and reading time under the editor (issue 20), counted as the API's readingTime counts. */
import { useField } from 'react-final-form';
import { countWords, readingMinutes } from '../../../../src/shared/reading-time.js';

/** The text a reader sees, near enough for a count: tags become spaces, a few entities decoded. */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ').replace(/&amp;/g, '&');
}

export function WritingStats() {
  const { input } = useField<string>('content', { subscription: { value: true } });
  const text = visibleText(input.value ?? '');
  const words = countWords(text);
  const minutes = readingMinutes(text);
  return (
    <p className="help admin-writing-stats" data-testid="writing-stats">
      {words} {words === 1 ? 'word' : 'words'} · {minutes ? `${minutes} min read` : 'nothing to read yet'}
    </p>
  );
}
