/**
 * Zxcvbn warnings and suggestions are shown from a fixed table of common-password and pattern
 * messages, keyed by the English text the strength check answers. A text outside the table is shown as is.
 */
export const ZXCVBN_MESSAGES: Readonly<Record<string, string>> = {
  // warnings
  'Straight rows of keys on your keyboard are easy to guess.':
    'Straight rows of keys on your keyboard are easy to guess.',
  'Short keyboard patterns are easy to guess.': 'Short keyboard patterns are easy to guess.',
  'Repeated characters like "aaa" are easy to guess.': 'Repeated characters like "aaa" are easy to guess.',
  'Repeated character patterns like "abcabcabc" are easy to guess.':
    'Repeated character patterns like "abcabcabc" are easy to guess.',
  'Common character sequences like "abc" are easy to guess.':
    'Common character sequences like "abc" are easy to guess.',
  'Recent years are easy to guess.': 'Recent years are easy to guess.',
  'Dates are easy to guess.': 'Dates are easy to guess.',
  'This is a heavily used password.': 'This is a heavily used password.',
  'This is a frequently used password.': 'This is a frequently used password.',
  'This is a commonly used password.': 'This is a commonly used password.',
  'This is similar to a commonly used password.': 'This is similar to a commonly used password.',
  'Single words are easy to guess.': 'Single words are easy to guess.',
  'Single names or surnames are easy to guess.': 'Single names or surnames are easy to guess.',
  'Common names and surnames are easy to guess.': 'Common names and surnames are easy to guess.',
  'There should not be any personal or page related data.':
    'There should not be any personal or page related data.',
  'Your password was exposed by a data breach on the Internet.':
    'Your password was exposed by a data breach on the Internet.',
  // suggestions
  'Use multiple words, but avoid common phrases.': 'Use multiple words, but avoid common phrases.',
  'You can create strong passwords without using symbols, numbers, or uppercase letters.':
    'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  'Avoid repeated words and characters.': 'Avoid repeated words and characters.',
  'Avoid common character sequences.': 'Avoid common character sequences.',
  'Avoid recent years.': 'Avoid recent years.',
  'Avoid years that are associated with you.': 'Avoid years that are associated with you.',
  'Avoid dates and years that are associated with you.':
    'Avoid dates and years that are associated with you.',
  'Capitalize more than the first letter.': 'Capitalize more than the first letter.',
  'Capitalize some, but not all letters.': 'Capitalize some, but not all letters.',
  "Avoid predictable letter substitutions like '@' for 'a'.":
    "Avoid predictable letter substitutions like '@' for 'a'.",
  'Use longer keyboard patterns and change typing direction multiple times.':
    'Use longer keyboard patterns and change typing direction multiple times.',
  'Avoid reversed spellings of common words.': 'Avoid reversed spellings of common words.',
  'Add more words that are less common.': 'Add more words that are less common.',
  'If you use this password elsewhere, you should change it.':
    'If you use this password elsewhere, you should change it.',
};

export function translateFeedback(warning: string, suggestions: readonly string[]) {
  const t = (text: string) => (Object.hasOwn(ZXCVBN_MESSAGES, text) ? ZXCVBN_MESSAGES[text]! : text);
  return { warning: warning ? t(warning) : '', suggestions: suggestions.filter(Boolean).map(t) };
}
