/** Words and reading time of a text: the API's readingTime and the editor's counter (issue 20) count alike. */

/** Words a minute an adult reads on screen; a post's reading time is its words over this, rounded up. */
export const WORDS_PER_MINUTE = 220;

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Whole minutes to read a text, at least 1 for any text, 0 for none. */
export function readingMinutes(text: string): number {
  const words = countWords(text);
  return words ? Math.ceil(words / WORDS_PER_MINUTE) : 0;
}
