/**
 * The admin password rule: at least MIN_ADMIN_PASSWORD_LENGTH characters and not easy to guess.
 * "Easy to guess" is zxcvbn's estimate (@zxcvbn-ts with its common-password and keyboard-pattern
 * dictionaries): repeats, sequences, keyboard walks, the most common passwords and words, dates
 * and the username itself score low whatever their length. Score 3 of 4 ("safely unguessable")
 * is required. Checked by admin:create, ADMIN_PASSWORD at start and the auth service.
 */
import core from '@zxcvbn-ts/core';
import common from '@zxcvbn-ts/language-common';
import { MIN_ADMIN_PASSWORD_LENGTH } from './constants.js';

export const MIN_PASSWORD_SCORE = 3;

const WARNINGS: Record<string, string> = {
  userInputs: 'must not contain the username',
  simpleRepeat: 'repeats the same characters',
  extendedRepeat: 'repeats the same characters',
  sequences: 'is a sequence such as abcd or 1234',
  straightRow: 'is a row of keys on the keyboard',
  keyPattern: 'is a keyboard pattern',
  common: 'is one of the most common passwords',
  similarToCommon: 'is too close to a common password',
  topTen: 'is one of the most common passwords',
  topHundred: 'is one of the most common passwords',
  dates: 'is a date',
  recentYears: 'is a recent year',
  wordByItself: 'is a single word',
  namesByThemselves: 'is a name',
};

// Loading the dictionaries takes ~40 ms: only when a password is checked.
let estimator: InstanceType<typeof core.ZxcvbnFactory> | undefined;

function estimate(password: string, userInputs: string[]) {
  estimator ??= new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(password, userInputs);
}

/** The reason a password is refused, or null when it is good enough. */
export function passwordProblem(password: string, username = ''): string | null {
  if (typeof password !== 'string' || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  // zxcvbn's cost grows with length; past 100 characters a password is long enough by itself.
  if (password.length > 100) return null;
  const result = estimate(password, username ? [username, ...username.split(/[._@-]+/)] : []);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = WARNINGS[result.feedback.warning ?? ''] ?? 'is too easy to guess';
  return `Password is too easy to guess: it ${reason}. Use several unrelated words or a password manager`;
}
