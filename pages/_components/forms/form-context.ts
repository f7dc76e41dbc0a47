import { createContext, useContext } from 'react';

/** The form's id, so field ids stay unique when several forms share a page. */
export const FormIdContext = createContext('form');

export function useFieldId(name: string): string {
  return `${useContext(FormIdContext)}-${name}`;
}
