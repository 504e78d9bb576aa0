// `npm run docs:build`: the static docs site, from the repository alone (no network). The guides are docs/*.md
// (Markdown through `marked`; raw HTML in them is shown as text), the sidebar is docs/nav.json, and the API
// reference is generated: the elements from custom-elements.json, the headless client from
// src/index-headless.ts's declarations and JSDoc through the TypeScript compiler API. `npm start` serves the
// result at /docs/, next to /playground.html.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked, Renderer } from 'marked';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'docs');
export const DEFAULT_OUT_DIR = join(ROOT, 'dist-docs');

export const escapeHtml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Texts the shipped docs must not carry: references to documents the package does not contain. */
const INTERNAL_REFERENCE = /\b(SPEC §[\d.]+|WIRE(\.md)? §[\d.]+)\s*/g;
const clean = (s) =>
  (s ?? '')
    .replace(/\s*\((SPEC|WIRE\.md) §[\d.]+[^)]*\)/g, '')
    .replace(/,\s*(SPEC|WIRE\.md) §[\d.]+/g, '')
    .replace(INTERNAL_REFERENCE, '')
    // JSDoc links: their text, as code.
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g,
      (_, target, text) => `\`${text || target}\``,
    )
    .trim();

function markdown() {
  const renderer = new Renderer();
  const seen = new Map();
  renderer.heading = (text, level, raw) => {
    let id = slug(raw);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    if (n) id = `${id}-${n}`;
    return `<h${level} id="${id}">${text}</h${level}>\n`;
  };
  // Raw HTML in the guides is shown, never run.
  renderer.html = (html) => escapeHtml(html);
  const link = renderer.link.bind(renderer);
  renderer.link = (href, title, text) => {
    // Links between guides: page.md → page.html; other sites open as usual.
    const local = href && !/^[a-z]+:/i.test(href) && !href.startsWith('//');
    return link(local ? href.replace(/\.md(#|$)/, '.html$1') : href, title, text);
  };
  const md = new Marked({ gfm: true, renderer });
  return {
    render(text) {
      seen.clear();
      return md.parse(text);
    },
  };
}

function readNav() {
  const nav = JSON.parse(readFileSync(join(DOCS, 'nav.json'), 'utf8'));
  const listed = new Set(nav.sections.flatMap((s) => s.pages.map(([file]) => file)));
  const extra = readdirSync(DOCS)
    .filter((f) => f.endsWith('.md') && !listed.has(f))
    .sort()
    .map((file) => {
      const title = /^#\s+(.+)$/m.exec(readFileSync(join(DOCS, file), 'utf8'))?.[1] ?? file;
      return [file, title.replace(/`/g, '')];
    });
  const sections = nav.sections.map((s) => ({
    title: s.title,
    pages: s.pages.map(([file, title]) => ({ href: file.replace(/\.md$/, '.html'), title, file })),
  }));
  if (extra.length) {
    sections.push({
      title: 'More',
      pages: extra.map(([file, title]) => ({ href: file.replace(/\.md$/, '.html'), title, file })),
    });
  }
  return sections;
}

function layout({ title, body, href, sections, description = '' }) {
  const depth = href.split('/').length - 1;
  const base = '../'.repeat(depth);
  // The section titles are no headings: the page's own h1 comes first in heading order (they name their lists).
  const nav = sections
    .map(
      (s, i) =>
        `<p class="nav-title" id="nav-${i}">${escapeHtml(s.title)}</p><ul aria-labelledby="nav-${i}">${s.pages
          .map(
            (p) =>
              `<li><a href="${base}${p.href}"${p.href === href ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const flat = sections.flatMap((s) => s.pages);
  const at = flat.findIndex((p) => p.href === href);
  const prev = at > 0 ? flat[at - 1] : undefined;
  const next = at >= 0 && at < flat.length - 1 ? flat[at + 1] : undefined;
  const pager =
    at < 0
      ? ''
      : `<nav class="pager" aria-label="Previous and next page">${
          prev ? `<a href="${base}${prev.href}" rel="prev">← ${escapeHtml(prev.title)}</a>` : '<span></span>'
        }${next ? `<a href="${base}${next.href}" rel="next">${escapeHtml(next.title)} →</a>` : ''}</nav>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} — idp-elements</title>
    ${description ? `<meta name="description" content="${escapeHtml(description)}" />` : ''}
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${base}site.css" />
    <script src="${base}docs.js" defer></script>
  </head>
  <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="top">
      <a class="brand" href="${base}index.html">idp-elements</a>
      <nav aria-label="Site">
        <a href="${base}index.html"${href.startsWith('reference/') ? '' : ' aria-current="true"'}>Docs</a>
        <a href="${base}reference/index.html"${href.startsWith('reference/') ? ' aria-current="true"' : ''}>API reference</a>
        <a href="${base}../playground.html">Playground</a>
        <a href="${base}../">Demo</a>
      </nav>
    </header>
    <div class="docs">
      <nav class="sidebar" aria-label="Docs">
        <details class="toc" open>
          <summary>Contents</summary>
${nav}
        </details>
      </nav>
      <main id="main" tabindex="-1">
${scrollRegions(body.replace(/<pre>/g, '<pre tabindex="0">')) /* what scrolls must be reachable by keyboard */}
${pager}
      </main>
      <footer>idp-elements — MIT licence. Built from the repository's docs/ folder and type declarations.</footer>
    </div>
  </body>
</html>
`;
}

/**
 * Each table in a region that scrolls sideways on a narrow screen: focusable (keyboard users can scroll it) and
 * named after the heading above it.
 */
function scrollRegions(body) {
  let heading = 'Table';
  return body.replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>|<table>([\s\S]*?)<\/table>/g, (match, title) => {
    if (title !== undefined) {
      heading = title.replace(/<[^>]+>/g, '').trim() || heading;
      return match;
    }
    const label = escapeHtml(`Table: ${heading.replace(/&[a-z]+;|&#\d+;/g, (e) => decodeEntity(e))}`);
    return `<div class="table-scroll" tabindex="0" role="region" aria-label="${label}">${match}</div>`;
  });
}

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntity = (e) => ENTITIES[e] ?? e;

// ---------------------------------------------------------------------------------------------------------------
// The elements' reference, from custom-elements.json.

const inline = (s) =>
  markdown()
    .render(clean(s))
    .replace(/^<p>|<\/p>\n?$/g, '');

function table(head, rows) {
  if (!rows.length) return '<p>None.</p>';
  return `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
const code = (s) => `<code>${escapeHtml(s)}</code>`;

export function elementsFromManifest(manifest) {
  return manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName));
}

function elementPage(el) {
  const attrs = el.attributes ?? [];
  const props = (el.members ?? []).filter((m) => m.kind === 'field' && m.privacy !== 'private');
  const methods = (el.members ?? []).filter((m) => m.kind === 'method' && m.privacy !== 'private');
  const body = [
    `<h1 id="${slug(el.tagName)}">${code(`<${el.tagName}>`)}</h1>`,
    el.description ? `<p class="lead">${inline(el.description)}</p>` : '',
    el.summary && el.summary !== el.description ? `<p>${inline(el.summary)}</p>` : '',
    `<p>Class ${code(el.name)}. Try it in the <a href="../../playground.html">playground</a>.</p>`,
    '<h2 id="attributes">Attributes</h2>',
    table(
      ['Attribute', 'Property', 'Type', 'Description'],
      attrs.map((a) => [
        code(a.name),
        a.fieldName ? code(a.fieldName) : '',
        code(a.type?.text ?? ''),
        inline(a.description),
      ]),
    ),
    '<h2 id="properties">Properties</h2>',
    table(
      ['Property', 'Type', 'Description'],
      props.map((p) => [code(p.name), code(p.type?.text ?? ''), inline(p.description)]),
    ),
    methods.length ? '<h2 id="methods">Methods</h2>' : '',
    methods.length
      ? table(
          ['Method', 'Description'],
          methods.map((m) => [
            code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`),
            inline(m.description),
          ]),
        )
      : '',
    '<h2 id="events">Events</h2>',
    table(
      ['Event', 'Type', 'Description'],
      (el.events ?? []).map((e) => [code(e.name), code(e.type?.text ?? ''), inline(e.description)]),
    ),
    '<h2 id="css-parts">CSS parts</h2>',
    `<p>Style them from the page with ${code(`${el.tagName}::part(name)`)}.</p>`,
    table(
      ['Part', 'Description'],
      (el.cssParts ?? []).map((p) => [code(p.name), inline(p.description)]),
    ),
    '<h2 id="css-custom-properties">CSS custom properties</h2>',
    table(
      ['Property', 'Description'],
      (el.cssProperties ?? []).map((p) => [
        code(p.name),
        inline(p.description) + (p.default ? ` Default ${code(p.default)}.` : ''),
      ]),
    ),
  ];
  return body.filter(Boolean).join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The headless client's reference, from src/index-headless.ts through the TypeScript compiler API.

export function headlessReference(entry = join(ROOT, 'src/index-headless.ts')) {
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const doc = (symbol) => clean(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  const typeText = (type, node) =>
    checker.typeToString(
      type,
      node,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
    );
  const moduleDoc =
    ts.getLeadingCommentRanges(source.text, 0)?.map((r) => source.text.slice(r.pos, r.end))[0] ?? '';
  const exports = checker.getExportsOfModule(moduleSymbol).map((exp) => {
    const symbol = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    const decl = symbol.declarations?.[0];
    const kind = !decl
      ? 'value'
      : ts.isInterfaceDeclaration(decl)
        ? 'interface'
        : ts.isTypeAliasDeclaration(decl)
          ? 'type'
          : ts.isFunctionDeclaration(decl)
            ? 'function'
            : ts.isClassDeclaration(decl)
              ? 'class'
              : 'const';
    const entryOut = { name: exp.name, kind, doc: doc(symbol), members: [], signature: '' };
    if (!decl) return entryOut;
    if (kind === 'function' || kind === 'const') {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const sigs = type.getCallSignatures();
      entryOut.signature = sigs.length
        ? sigs
            .map((s) => `${exp.name}${checker.signatureToString(s, decl, ts.TypeFormatFlags.NoTruncation)}`)
            .join('\n')
        : `${exp.name}: ${typeText(type, decl).length > 240 ? checker.typeToString(type, decl) : typeText(type, decl)}`;
    } else if (kind === 'type') {
      entryOut.signature = `type ${exp.name} = ${decl.type.getText()}`;
    }
    if (kind === 'interface' || kind === 'class') {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const walk = (t, prefix, depth) => {
        for (const prop of checker.getPropertiesOfType(t)) {
          const pdecl = prop.valueDeclaration ?? prop.declarations?.[0];
          if (!pdecl) continue;
          const ptype = checker.getTypeOfSymbolAtLocation(prop, pdecl);
          const sigs = ptype.getCallSignatures();
          const name = `${prefix}${prop.name}`;
          const nested =
            depth < 2 &&
            !sigs.length &&
            ptype.flags & ts.TypeFlags.Object &&
            checker.getPropertiesOfType(ptype).length > 0 &&
            checker.getPropertiesOfType(ptype).some((p) => {
              const d = p.valueDeclaration ?? p.declarations?.[0];
              return d && checker.getTypeOfSymbolAtLocation(p, d).getCallSignatures().length > 0;
            });
          entryOut.members.push({
            name,
            signature: sigs.length
              ? sigs
                  .map(
                    (s) => `${name}${checker.signatureToString(s, pdecl, ts.TypeFormatFlags.NoTruncation)}`,
                  )
                  .join('\n')
              : `${name}${prop.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${nested ? '{ … }' : typeText(ptype, pdecl)}`,
            doc: doc(prop),
          });
          if (nested) walk(ptype, `${name}.`, depth + 1);
        }
      };
      walk(type, '', 0);
    }
    return entryOut;
  });
  return {
    summary: clean(moduleDoc.replace(/^\/\*\*|\*\/$/g, '').replace(/^\s*\* ?/gm, '')),
    exports,
  };
}

function headlessPage(ref) {
  const order = ['function', 'const', 'class', 'interface', 'type', 'value'];
  const titles = {
    function: 'Functions',
    const: 'Values',
    class: 'Classes',
    interface: 'Interfaces',
    type: 'Types',
    value: 'Other',
  };
  const groups = order
    .map((kind) => [
      kind,
      ref.exports.filter((e) => e.kind === kind).sort((a, b) => a.name.localeCompare(b.name)),
    ])
    .filter(([, list]) => list.length);
  const entry = (e) =>
    [
      `<h3 id="${slug(e.name)}">${code(e.name)}</h3>`,
      e.doc ? `<p>${inline(e.doc)}</p>` : '',
      e.signature ? `<pre><code>${escapeHtml(e.signature)}</code></pre>` : '',
      e.members.length
        ? table(
            ['Member', 'Description'],
            e.members.map((m) => [`<code class="sig">${escapeHtml(m.signature)}</code>`, inline(m.doc)]),
          )
        : '',
    ]
      .filter(Boolean)
      .join('\n');
  return [
    '<h1 id="headless-client">Headless client</h1>',
    `<p>${inline(ref.summary)}</p>`,
    `<pre><code>${escapeHtml("import { createClient } from 'idp-elements/headless';\nconst client = createClient({ publicToken: '…', apiUrl: 'http://localhost:9400' });")}</code></pre>`,
    '<p>Generated from the package’s type declarations and their documentation comments.</p>',
    ...groups.flatMap(([kind, list]) => [
      `<h2 id="${slug(titles[kind])}">${titles[kind]}</h2>`,
      ...list.map(entry),
    ]),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

/** Builds the site into `outDir`; answers the pages written (paths relative to it). */
export async function buildDocs({ outDir = DEFAULT_OUT_DIR } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'reference'), { recursive: true });
  const md = markdown();
  const sections = readNav();
  const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
  const elements = elementsFromManifest(manifest);
  const referencePages = [
    { href: 'reference/index.html', title: 'Overview' },
    ...elements.map((el) => ({ href: `reference/${el.tagName}.html`, title: `<${el.tagName}>` })),
    { href: 'reference/headless.html', title: 'Headless client' },
  ];
  const all = [...sections, { title: 'API reference', pages: referencePages }];
  const written = [];
  const write = (href, html) => {
    writeFileSync(join(outDir, href), html);
    written.push(href);
  };

  for (const section of sections) {
    for (const page of section.pages) {
      const text = readFileSync(join(DOCS, page.file), 'utf8');
      const title = /^#\s+(.+)$/m.exec(text)?.[1]?.replace(/`/g, '') ?? page.title;
      write(page.href, layout({ title, body: md.render(text), href: page.href, sections: all }));
    }
  }

  write(
    'reference/index.html',
    layout({
      title: 'API reference',
      href: 'reference/index.html',
      sections: all,
      body: [
        '<h1 id="api-reference">API reference</h1>',
        '<p>Generated from the package’s <code>custom-elements.json</code> and its TypeScript declarations.</p>',
        '<ul class="cards">',
        ...elements.map(
          (el) =>
            `<li><a href="${el.tagName}.html"><strong>${escapeHtml(`<${el.tagName}>`)}</strong>${inline(el.summary ?? el.description ?? '')}</a></li>`,
        ),
        '<li><a href="headless.html"><strong>Headless client</strong><code>idp-elements/headless</code>: the client without any element.</a></li>',
        '</ul>',
      ].join('\n'),
    }),
  );
  for (const el of elements) {
    const href = `reference/${el.tagName}.html`;
    write(href, layout({ title: `<${el.tagName}>`, href, sections: all, body: elementPage(el) }));
  }
  write(
    'reference/headless.html',
    layout({
      title: 'Headless client',
      href: 'reference/headless.html',
      sections: all,
      body: headlessPage(headlessReference()),
    }),
  );
  copyFileSync(join(ROOT, 'demo/site.css'), join(outDir, 'site.css'));
  // Narrow screens: the contents start folded, so the page's text comes first (without script they stay open).
  writeFileSync(
    join(outDir, 'docs.js'),
    "if (matchMedia('(max-width: 760px)').matches) for (const d of document.querySelectorAll('details.toc')) d.open = false;\n",
  );
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
  const pages = await buildDocs({ outDir });
  console.info(`Docs: ${pages.length} pages in ${relative(process.cwd(), outDir) || '.'}/`);
}
