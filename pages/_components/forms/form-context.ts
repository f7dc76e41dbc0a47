import { createContext, useContext, useId } from 'react';

/**
 * The public form's id, so field ids stay unique and readable when several forms share a page
 * (`suggestion-form-email`); elsewhere (admin) React's own ids.
 */
export const FormIdContext = createContext<string | null>(null);

/** The messages the server answered to a form posted without JavaScript, by field. */
export const PostedErrorsContext = createContext<Record<string, string>>({});

export function useFieldId(name: string): string {
  const formId = useContext(FormIdContext);
  const reactId = useId();
  return formId ? `${formId}-${name}` : reactId;
}
