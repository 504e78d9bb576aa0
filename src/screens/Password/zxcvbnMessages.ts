/**
 * The strength check answers zxcvbn's feedback as English text. Each text is matched back to the checker's feedback
 * key (the English table, src/i18n/strength.ts) and shown from the element's language; a text outside the table
 * (a server with other wording) is shown as sent, marked as English.
 */
import { strengthMessages, type StrengthMessages } from '../../i18n/strength';

export interface Advice {
  text: string;
  /** `en` when the text is the server's own (not in the table), so it is read and laid out as English. */
  lang?: 'en';
}

type Group = keyof StrengthMessages;

/** The feedback key of an English text, per group. */
const KEYS = Object.fromEntries(
  (Object.keys(strengthMessages) as Group[]).map((group) => [
    group,
    new Map(Object.entries(strengthMessages[group]).map(([key, text]) => [text, key])),
  ]),
) as Record<Group, Map<string, string>>;

function translate(group: Group, text: string, messages: StrengthMessages): Advice {
  // A warning text can come back as a suggestion's and the other way round: look in both.
  for (const g of [group, group === 'warnings' ? 'suggestions' : 'warnings'] as const) {
    const key = KEYS[g].get(text.trim());
    const table = messages[g] as Record<string, string>;
    if (key !== undefined && Object.hasOwn(table, key)) return { text: table[key]! };
  }
  return { text, lang: 'en' };
}

export function translateFeedback(
  warning: string,
  suggestions: readonly string[],
  messages: StrengthMessages = strengthMessages,
): { warning: Advice | null; suggestions: Advice[] } {
  return {
    warning: warning ? translate('warnings', warning, messages) : null,
    suggestions: suggestions.filter(Boolean).map((s) => translate('suggestions', s, messages)),
  };
}
