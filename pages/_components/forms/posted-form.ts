/**
 * What a page knows about its form's last post without JavaScript (src/shared/forms/form-post.ts):
 * the server's answer to a failed post (in the page context), or `?sent=<path>` after a success.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { sentFormPath, type FormDeclaration, type PostedForm } from '../../../src/shared/forms/index.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the server when it answers a form posted without JavaScript with this page. */
      formPost?: PostedForm;
    }
  }
}

export function usePostedForm(form: FormDeclaration): { posted?: PostedForm; sent: boolean; action: string } {
  const pageContext = usePageContext();
  const posted = pageContext.formPost?.kind === form.kind ? pageContext.formPost : undefined;
  const sent = sentFormPath(new URLSearchParams(pageContext.urlParsed?.searchOriginal ?? '')) === form.path;
  return { posted, sent, action: pageContext.urlPathname ?? '/' };
}
