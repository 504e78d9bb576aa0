// A small highlighter for the playground's snippets (HTML, JSX, Vue, Svelte, TypeScript): text in, [class, text]
// pieces out, so the page builds spans with textContent and never parses the snippet as HTML.

const TOKENS: [string, RegExp][] = [
  ['com', /<!--[\s\S]*?-->|\/\/[^\n]*/y],
  ['str', /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/y],
  ['tag', /<\/?[A-Za-z][\w-]*|\/?>/y],
  ['attr', /[A-Za-z_:@[(][\w:.\-\])]*(?==)/y],
  ['kw', /\b(?:import|from|export|function|return|const|class|if|true|false|null)\b/y],
  ['num', /\b\d+\b/y],
];

export function highlight(text: string): [string, string][] {
  const out: [string, string][] = [];
  let plain = '';
  let i = 0;
  outer: while (i < text.length) {
    for (const [cls, re] of TOKENS) {
      re.lastIndex = i;
      const m = re.exec(text);
      if (m && m[0]) {
        if (plain) out.push(['', plain]);
        plain = '';
        out.push([cls, m[0]]);
        i += m[0].length;
        continue outer;
      }
    }
    // Plain text up to the next character that may start a token.
    const rest = /^[^"'<>/A-Za-z_:@[(0-9]+|^[\s\S]/.exec(text.slice(i))![0];
    // A word that is not a keyword or attribute is plain as a whole.
    const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(i))?.[0];
    const take = word && !rest.startsWith(word) ? word : (word ?? rest);
    plain += take;
    i += take.length;
  }
  if (plain) out.push(['', plain]);
  return out;
}
