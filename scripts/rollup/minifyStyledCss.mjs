// A rollup plugin: the CSS inside styled-components' template literals (styled.x`…`, css`…`, keyframes`…`) is
// shipped as written — indentation, newlines, comments. This strips comments and collapses the whitespace in the
// static parts of those templates (never inside `${…}`), before esbuild compiles the file. Measured: about 3 KiB
// of source text over the widget.
import MagicString from 'magic-string';
import ts from 'typescript';

const TAG = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

/** One static piece of CSS, minified; `${` boundaries stay where they were (the piece's ends keep one space). */
export function minifyCssPiece(raw) {
  const lead = /^\s/.test(raw) ? ' ' : '';
  const trail = /\s$/.test(raw) ? ' ' : '';
  const body = raw
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};>,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
  return body ? lead + body + trail : lead || trail;
}

export function minifyStyledCss() {
  return {
    name: 'minify-styled-css',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !/\b(styled|css|keyframes)\b/.test(code)) return null;
      const source = ts.createSourceFile(
        id,
        code,
        ts.ScriptTarget.Latest,
        true,
        id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const edits = [];
      const visit = (node) => {
        if (ts.isTaggedTemplateExpression(node) && TAG.test(node.tag.getText(source))) {
          const t = node.template;
          const pieces = ts.isNoSubstitutionTemplateLiteral(t)
            ? [t]
            : [t.head, ...t.templateSpans.map((s) => s.literal)];
          for (const piece of pieces) {
            // The raw text sits between the piece's delimiters: ` or } before, ` or ${ after.
            const start = piece.getStart(source) + 1;
            const end =
              piece.end -
              (piece.kind === ts.SyntaxKind.TemplateHead || piece.kind === ts.SyntaxKind.TemplateMiddle
                ? 2
                : 1);
            const raw = code.slice(start, end);
            edits.push([start, end, minifyCssPiece(raw)]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      const out = new MagicString(code);
      for (const [start, end, text] of edits) if (end > start) out.overwrite(start, end, text || ' ');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
