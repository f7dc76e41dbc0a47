/**
 * Text search helpers, the same on SQLite and MySQL/MariaDB: a case-insensitive "contains" search
 * over columns with LIKE wildcards taken literally (submissions, the admin post list), and the
 * words of a public post search split the way both full-text indexes read them (public-reads/statements.ts).
 */
import { literal, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';

/** "!" escapes LIKE wildcards on both databases (a backslash reads differently in each). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

export function searchCondition(sequelize: Sequelize, search: string, columns: string[]): WhereOptions {
  const pattern = sequelize.escape(`%${escapeLike(search.toLowerCase())}%`);
  const quote = (column: string) => sequelize.getQueryInterface().quoteIdentifier(column);
  const parts = columns.map((column) => `LOWER(${quote(column)}) LIKE ${pattern} ESCAPE '!'`);
  return literal(`(${parts.join(' OR ')})`) as unknown as WhereOptions;
}

/** Whitespace runs as one space, trimmed: "box   breathing" searches for "box breathing". */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Longest search taken (a longer one is cut): the LIKE pattern of a huge one is too complex for SQLite. */
export const MAX_SEARCH_LENGTH = 200;

/** A search as typed, whitespace collapsed and bounded; NUL characters would cut SQLite's query short. */
export function searchText(value: unknown): string {
  return collapseWhitespace((typeof value === 'string' ? value : '').replace(/\0/g, '')).slice(0, MAX_SEARCH_LENGTH);
}

/** Lowercase, without accents, whitespace collapsed: how names and searches compare in code. */
export function foldText(text: string): string {
  return collapseWhitespace(text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase());
}

/**
 * Words MySQL/MariaDB's full-text index leaves out by default (InnoDB's default stopword list);
 * a search ignores them on both databases unless it has nothing else.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www',
]);
/** The shortest word the full-text indexes find (InnoDB's innodb_ft_min_token_size default), and the longest. */
export const MIN_INDEXED_WORD = 3;
const MAX_INDEXED_WORD = 84;
const MAX_TERMS = 16;
/** Letters and digits (with their accents); an underscore inside a word joins, as MySQL's index reads it. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:_+[\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;

export interface SearchTerms {
  /** The search with whitespace collapsed: a post also matches when one of its category names contains it. */
  text: string;
  /** Indexed words: each must begin a word of the title or the excerpt (full-text index, prefix match). */
  prefixes: string[];
  /** Words the index cannot find (shorter than three characters): each must appear in the title or excerpt. */
  contains: string[];
}

/**
 * Splits a search into words the way both full-text indexes read text (runs of letters and
 * digits: punctuation separates words). Common words are dropped when other words remain; a
 * search of only short or common words, or of punctuation alone, is matched as plain text.
 */
export function searchTerms(search: string): SearchTerms {
  const text = collapseWhitespace(search);
  const words = [...new Set(text.normalize('NFC').toLowerCase().match(WORD) ?? [])];
  const length = (word: string) => [...word].length;
  const indexed = (word: string) => length(word) >= MIN_INDEXED_WORD && length(word) <= MAX_INDEXED_WORD && !COMMON_WORDS.has(word);
  const prefixes = words.filter(indexed).slice(0, MAX_TERMS);
  const short = words.filter((word) => !indexed(word) && !COMMON_WORDS.has(word));
  let contains = prefixes.length ? short : words;
  if (!words.length) contains = text ? [text.toLowerCase()] : [];
  return { text, prefixes, contains: contains.slice(0, MAX_TERMS) };
}
