import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import type { PasswordConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';

/** The zxcvbn policy: a password is strong enough from this score (of 0-4) on. */
export const ZXCVBN_MIN_SCORE = 3;

/**
 * zxcvbn sees only this many leading characters: it runs on the event loop and its time grows with the length,
 * fast for passphrases but not for random text (here, 64 random characters take ~350 ms, 100 ~580 ms, and any 64
 * already score 4). The LUDS rules and the breached list see the whole password.
 */
const ZXCVBN_MAX_CHARACTERS = 64;

/**
 * zxcvbn-ts's texts without its `pwned` ones, which the emulator never answers: it reports a breach by
 * `breached_password` instead.
 */
function withoutPwned<T extends { pwned: string }>(texts: T): Readonly<Omit<T, 'pwned'>> {
  const copy: Partial<T> = { ...texts };
  delete copy.pwned;
  return copy as Omit<T, 'pwned'>;
}

/**
 * Every `feedback.warning` the emulator can answer under the zxcvbn policy (besides `""`, no warning): the English
 * texts of @zxcvbn-ts/language-en, taken from it, by their keys. The widget translates them from its table keyed
 * the same way (src/i18n/strength.ts, whose English a unit test holds to these).
 */
export const ZXCVBN_WARNINGS = withoutPwned(zxcvbnEn.translations.warnings);

/** Every `feedback.suggestions[]` entry the emulator can answer under the zxcvbn policy (see `ZXCVBN_WARNINGS`). */
export const ZXCVBN_SUGGESTIONS = withoutPwned(zxcvbnEn.translations.suggestions);

/** `feedback.luds_requirements` of a strength check (under zxcvbn: the classes present, nothing missing). */
export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  /** How many more of the four character classes the password needs. */
  missing_complexity: number;
  /** How many more characters the password needs. */
  missing_characters: number;
}

/** The `data` of `POST /passwords/strength_check` (docs/protocol.md#the-calls). */
export interface StrengthCheck {
  valid_password: boolean;
  /** zxcvbn's score, 0-4 (computed under both policies). */
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds';
  breach_detection_on_create: true;
  feedback: {
    /** A `ZXCVBN_WARNINGS` text, or `""`; always `""` under LUDS. */
    warning: string;
    /** `ZXCVBN_SUGGESTIONS` texts; always empty under LUDS. */
    suggestions: string[];
    /** Under zxcvbn too, with `missing_complexity` and `missing_characters` 0. */
    luds_requirements: LudsRequirements;
  };
}

let zxcvbn: ZxcvbnFactory | undefined;

/** zxcvbn with the common and English dictionaries; built on first use (about 150 ms). */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return zxcvbn;
}

/** The shipped list of extra breached passwords (see the file's header). */
export const BREACHED_PASSWORDS_FILE = new URL('../data/breached-passwords.txt', import.meta.url);

const breachedLists = new Map<number, ReadonlySet<string>>();

/**
 * The breached-password set, lower-cased: the first `commonCount` passwords of the zxcvbn common-passwords
 * dictionary (ordered by frequency) plus the entries of `data/breached-passwords.txt`.
 */
function breachedSet(commonCount: number): ReadonlySet<string> {
  let set = breachedLists.get(commonCount);
  if (!set) {
    const extra = readFileSync(BREACHED_PASSWORDS_FILE, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const common = zxcvbnCommon.dictionary['passwords-common'].slice(0, commonCount);
    set = new Set([...common, ...extra].map((p) => p.toLowerCase()));
    breachedLists.set(commonCount, set);
  }
  return set;
}

/** Whether the password is on the emulator's breached-password list (letter case ignored). */
export function isBreached(deps: Deps, password: string): boolean {
  return breachedSet(deps.config.passwords.breached_common_passwords).has(password.toLowerCase());
}

/** What zxcvbn should treat as personal data: the email and the pieces of its local part. */
function userInputsOf(email: string | undefined): string[] {
  if (email === undefined || email.trim() === '') return [];
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return [address, local, ...local.split(/[._+-]+/).filter((part) => part.length >= 3)];
}

/** Under the zxcvbn policy the LUDS flags are reported with nothing missing. */
const NO_LUDS_RULES: PasswordConfig = { luds_complexity: 0, luds_minimum_count: 0 };

/** The four LUDS character classes; a symbol is anything that is not a letter or a digit. */
export function ludsRequirements(password: string, policy: PasswordConfig): LudsRequirements {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, policy.luds_complexity - classes),
    missing_characters: Math.max(0, policy.luds_minimum_count - [...password].length),
  };
}

/**
 * Checks a password against the project's policy and the breached list. zxcvbn (`password_config`
 * `null`): valid from score 3 and not breached, with zxcvbn's warning and suggestions. LUDS: valid when long enough,
 * with enough character classes, and not breached.
 */
export function checkStrength(
  deps: Deps,
  project: ProjectConfig,
  password: string,
  email?: string,
): StrengthCheck {
  const zxcvbnPart = [...password].slice(0, ZXCVBN_MAX_CHARACTERS).join('');
  const result = estimator().check(zxcvbnPart, userInputsOf(email));
  const breached = isBreached(deps, password);
  const policy = project.password_config;
  if (policy === null) {
    return {
      valid_password: result.score >= ZXCVBN_MIN_SCORE && !breached,
      score: result.score,
      breached_password: breached,
      strength_policy: 'zxcvbn',
      breach_detection_on_create: true,
      feedback: {
        warning: result.feedback.warning ?? '',
        suggestions: [...result.feedback.suggestions],
        luds_requirements: ludsRequirements(password, NO_LUDS_RULES),
      },
    };
  }
  const luds = ludsRequirements(password, policy);
  return {
    valid_password: luds.missing_complexity === 0 && luds.missing_characters === 0 && !breached,
    score: result.score,
    breached_password: breached,
    strength_policy: 'luds',
    breach_detection_on_create: true,
    feedback: { warning: '', suggestions: [], luds_requirements: luds },
  };
}

/** Why a password fails the policy, for the `weak_password` error message. */
export function describeWeakness(check: StrengthCheck, policy: PasswordConfig | null): string {
  if (check.strength_policy === 'zxcvbn' || policy === null) {
    const advice = [check.feedback.warning, ...check.feedback.suggestions].filter(Boolean).join(' ');
    return (
      `The zxcvbn policy needs a score of at least ${ZXCVBN_MIN_SCORE} (of 4); this password scores ` +
      `${check.score}.${advice ? ` ${advice}` : ''}`
    );
  }
  const luds = check.feedback.luds_requirements;
  const missing: string[] = [];
  if (luds.missing_characters > 0) {
    missing.push(
      `${luds.missing_characters} more ${luds.missing_characters === 1 ? 'character' : 'characters'} ` +
        `(at least ${policy.luds_minimum_count})`,
    );
  }
  if (luds.missing_complexity > 0) {
    missing.push(
      `${luds.missing_complexity} more of lowercase letter, uppercase letter, number, symbol ` +
        `(at least ${policy.luds_complexity} of the 4)`,
    );
  }
  return `The LUDS policy needs ${missing.join(' and ')}.`;
}
