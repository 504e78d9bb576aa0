// The project's internal design documents (its product spec, the provider's wire notes, the style guide) are not
// in the packages: citations of them are taken out of what ships (the declarations, custom-elements.json), a
// parenthesis that only cites first, then any remaining mention with its section numbers.
const SECTIONS = String.raw`(?:\s*§\s*[\w.]+(?:\s*(?:\/|,|and|or)\s*§\s*[\w.]+)*)?`;
const CITATION_ONLY = new RegExp(String.raw`\s*\((?:see\s+)?(?:SPEC|WIRE\.md|STYLE\.md)${SECTIONS}\)`, 'g');
const CITATION = new RegExp(
  String.raw`(?:(?:see|per|in|of|as)\s+)?(?:SPEC|WIRE\.md|STYLE\.md)${SECTIONS}(?:'s)?:?[ \t]*`,
  'g',
);
export function withoutCitations(text) {
  return text
    .replace(CITATION_ONLY, '')
    .replace(CITATION, '')
    .replace(/\(\s*[;,]\s*/g, '(')
    .replace(/:\s*\)/g, ')')
    .replace(/(\/\*\*\s+)([a-z])/g, (_, lead, letter) => lead + letter.toUpperCase());
}

/** True when `text` still names an internal document. */
export const citesInternalDocs = (text) => /SPEC\s*§|WIRE\.md|STYLE\.md/.test(text);
