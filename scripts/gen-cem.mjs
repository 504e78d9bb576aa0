// Generates custom-elements.json (Custom Elements Manifest, schema 2.1) from the JSDoc of the element files.
//
// Sources, read with the TypeScript parser (no type checking, so it runs in a fraction of a second):
// - elements/index.ts: the tags it defines (`defineOnce(TAG, Class)`) and the modules they come from;
// - each element file: the class's JSDoc (description, @summary, @attr, @event, @csspart, @cssproperty), its
//   `*_TAG` constant and the r2wc `props` table (which attribute sets which property);
// - elements/types.ts: the element interfaces named in `HTMLElementTagNameMap` (property types and comments),
//   the event map (event types) and the JSDoc of `IdpElementBase`, whose tags every element shares.
// A tag in an element file wins over the shared one of the same name.
// `@hook attribute[=value] - description` lines are the automation hooks (docs/testing.md), a public testing contract
// listed under each element's `automationHooks` (a field of this package's own; the schema allows extra fields).
//
// Usage: node scripts/gen-cem.mjs          writes custom-elements.json
//        node scripts/gen-cem.mjs --check  exits 1 when the committed file differs from the output
import { readFileSync, writeFileSync } from 'node:fs';
import { withoutCitations } from './citations.mjs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = 'custom-elements.json';
const INDEX = 'elements/index.ts';
const TYPES = 'elements/types.ts';
/** The shipped module that defines the elements and exports their classes (package.json "exports" "."). */
export const ENTRY = 'dist/esm/idp-elements.js';
/** The entries that define elements: their source and the module the package ships (`.`, `./account`). */
export const ENTRIES = [
  { source: INDEX, module: ENTRY },
  { source: 'elements/account.ts', module: 'dist/esm/account.js' },
];
const BASE_INTERFACE = 'IdpElementBase';
const EVENT_MAP = 'IdpElementEventMap';

function parse(root, path) {
  const text = readFileSync(join(root, path), 'utf8');
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

const clean = (text) =>
  withoutCitations((text ?? '').replace(/\s+/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The JSDoc block directly above a node (for a variable, above its statement). */
function jsDocOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter((d) => ts.isJSDoc(d));
  return docs.at(-1);
}

/** `{ description, summary, tags: { attr: [{ name, description }], … } }` of a JSDoc block. */
function readJsDoc(doc) {
  const out = { description: clean(ts.getTextOfJSDocComment(doc?.comment)), summary: '', tags: {} };
  for (const tag of doc?.tags ?? []) {
    const kind = tag.tagName.text;
    const text = clean(ts.getTextOfJSDocComment(tag.comment));
    if (kind === 'summary') {
      out.summary = text;
      continue;
    }
    const match = /^(\S+)(?:\s+-\s+|\s+|$)(.*)$/s.exec(text);
    if (!match) continue;
    (out.tags[kind] ??= []).push({ name: match[1], description: clean(match[2]) });
  }
  return out;
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Tag constants and `defineOnce(TAG, Class)` calls of elements/index.ts, with the module of each class. */
function readIndex(root, path = INDEX) {
  const source = parse(root, path);
  const moduleOf = new Map();
  const defines = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause?.namedBindings) {
      const from = node.moduleSpecifier.text;
      if (ts.isNamedImports(node.importClause.namedBindings)) {
        for (const el of node.importClause.namedBindings.elements) moduleOf.set(el.name.text, from);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineOnce' &&
      node.arguments.length === 2
    ) {
      const [tag, cls] = node.arguments;
      if (ts.isIdentifier(tag) && ts.isIdentifier(cls))
        defines.push({ tagConst: tag.text, className: cls.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return defines.map((d) => {
    const spec = moduleOf.get(d.className);
    // A class the entry does not import is its own (elements/account.ts).
    return { ...d, module: spec ? join('elements', `${spec.replace(/^\.\//, '')}.ts`) : path };
  });
}

/** The element file: its tag, its class's JSDoc and its r2wc props table. */
function readElementFile(root, path, className, tagConst) {
  const source = parse(root, path);
  let tagName;
  let doc;
  let props = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name)) continue;
      if (decl.name.text === tagConst && decl.initializer && ts.isStringLiteral(decl.initializer)) {
        tagName = decl.initializer.text;
      }
      if (decl.name.text === className) {
        doc = readJsDoc(jsDocOf(decl));
        props = r2wcProps(decl);
      }
    }
  }
  if (!tagName) throw new Error(`${path}: no string constant ${tagConst}.`);
  if (!doc) throw new Error(`${path}: no exported ${className}.`);
  return { tagName, doc, props };
}

/** Property names of the `props: { … }` object literal passed to r2wc. */
function r2wcProps(node) {
  const found = [];
  const visit = (n) => {
    if (
      ts.isPropertyAssignment(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === 'props' &&
      ts.isObjectLiteralExpression(n.initializer)
    ) {
      for (const p of n.initializer.properties) {
        if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) found.push(p.name.text);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Interfaces and type aliases of elements/types.ts, the tag map and the event map. */
function readTypes(root) {
  const source = parse(root, TYPES);
  const interfaces = new Map();
  const aliases = new Map();
  const tagMap = new Map();
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node)) {
      if (node.name.text === 'HTMLElementTagNameMap') {
        for (const m of node.members) {
          if (ts.isPropertySignature(m) && m.type && ts.isStringLiteral(m.name)) {
            tagMap.set(m.name.text, m.type.getText(source));
          }
        }
      } else interfaces.set(node.name.text, node);
    }
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(source);

  /** Property signatures of an interface, its own after those it extends; methods are left out. */
  const propertiesOf = (name) => {
    const alias = aliases.get(name);
    if (alias) return propertiesOf(alias.type.getText(source));
    const decl = interfaces.get(name);
    if (!decl) return [];
    const inherited = (decl.heritageClauses ?? []).flatMap((h) =>
      h.types.flatMap((t) => propertiesOf(t.expression.getText(source))),
    );
    const own = decl.members.filter(ts.isPropertySignature).map((m) => ({
      name: m.name.getText(source).replace(/^'|'$/g, ''),
      type: clean(m.type?.getText(source)),
      description: clean(ts.getTextOfJSDocComment(jsDocOf(m)?.comment)),
    }));
    const names = new Set(own.map((p) => p.name));
    return [...inherited.filter((p) => !names.has(p.name)), ...own];
  };
  const base = interfaces.get(BASE_INTERFACE);
  if (!base) throw new Error(`${TYPES}: no interface ${BASE_INTERFACE}.`);
  return {
    tagMap,
    propertiesOf,
    baseDoc: readJsDoc(jsDocOf(base)),
    eventTypes: new Map(propertiesOf(EVENT_MAP).map((p) => [p.name, p.type])),
  };
}

/** Shared entries first, then the element's own; an element's entry replaces a shared one of the same name. */
function merge(shared = [], own = []) {
  const byName = new Map(shared.map((e) => [e.name, e]));
  for (const e of own) byName.set(e.name, e);
  return [...byName.values()];
}

/** The element's own entries first, then the shared ones it does not have. */
function mergeOwnFirst(shared = [], own = []) {
  const names = new Set(own.map((e) => e.name));
  return [...own, ...shared.filter((e) => !names.has(e.name))];
}

const withDescription = (entry, description) =>
  description ? { ...entry, description: description.replace(/^[a-z]/, (c) => c.toUpperCase()) } : entry;

/** The manifest as an object. */
export function generateManifest(root = ROOT) {
  const types = readTypes(root);
  const modules = ENTRIES.map((entry) => manifestModule(root, types, entry));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules,
  };
}

/** One shipped entry's module: the elements it defines. */
function manifestModule(root, types, { source, module: ENTRY }) {
  const defines = readIndex(root, source);
  const declarations = [];
  const exports = [];
  for (const { className, tagConst, module } of defines) {
    const { tagName, doc, props } = readElementFile(root, module, className, tagConst);
    const iface = types.tagMap.get(tagName);
    if (!iface) throw new Error(`${TYPES}: HTMLElementTagNameMap has no '${tagName}'.`);
    const properties = types.propertiesOf(iface);
    const fields = new Set(properties.map((p) => p.name));
    const attrFor = new Map(props.map((p) => [kebab(p), p]));
    const attributes = mergeOwnFirst(types.baseDoc.tags.attr, doc.tags.attr).map(({ name, description }) => {
      const camel = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      const fieldName =
        attrFor.get(name) ?? (fields.has(name) ? name : fields.has(camel) ? camel : undefined);
      return {
        ...withDescription({ name }, description),
        type: { text: 'string' },
        ...(fieldName ? { fieldName } : {}),
      };
    });
    const attributeOf = new Map(attributes.filter((a) => a.fieldName).map((a) => [a.fieldName, a.name]));
    const members = properties.map((p) => ({
      kind: 'field',
      ...withDescription({ name: p.name }, p.description),
      type: { text: p.type },
      ...(attributeOf.has(p.name) ? { attribute: attributeOf.get(p.name) } : {}),
    }));
    const events = mergeOwnFirst(types.baseDoc.tags.event, doc.tags.event).map(({ name, description }) => ({
      ...withDescription({ name }, description),
      type: { text: types.eventTypes.get(name) ?? 'CustomEvent' },
    }));
    const part = ({ name, description }) => withDescription({ name }, description);
    const hook = ({ name, description }) => {
      const [attribute, value] = name.split('=');
      return withDescription({ name, attribute, ...(value ? { value } : {}) }, description);
    };
    const declaration = {
      kind: 'class',
      ...withDescription({ name: className }, doc.description),
      ...(doc.summary ? { summary: doc.summary } : {}),
      tagName,
      customElement: true,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes,
      members,
      events,
      cssParts: merge(types.baseDoc.tags.csspart, doc.tags.csspart).map(part),
      cssProperties: merge(types.baseDoc.tags.cssproperty, doc.tags.cssproperty).map(part),
      automationHooks: merge(types.baseDoc.tags.hook, doc.tags.hook).map(hook),
    };
    declarations.push(declaration);
    exports.push(
      { kind: 'js', name: className, declaration: { name: className, module: ENTRY } },
      { kind: 'js', name: tagConst, declaration: { name: tagConst, module: ENTRY } },
    );
  }
  // The module the package ships (its "." or "./account" export points at): the element files are bundled into it.
  return {
    kind: 'javascript-module',
    path: ENTRY,
    declarations,
    exports: [
      ...declarations.map((d) => ({
        kind: 'custom-element-definition',
        name: d.tagName,
        declaration: { name: d.name, module: ENTRY },
      })),
      ...exports,
    ],
  };
}

/** The manifest as the committed file holds it: JSON formatted by the project's Prettier settings. */
export async function renderManifest(root = ROOT) {
  const prettier = await import('prettier');
  const file = join(root, MANIFEST_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(generateManifest(root)), { ...options, parser: 'json' });
}

/**
 * A generated file: with `--check`, whether the committed `file` equals `text` (a message names `command` when
 * not); otherwise writes it. True when the file is (now) up to date.
 */
export function writeOrCheck(file, text, command) {
  if (!process.argv.includes('--check')) {
    writeFileSync(file, text);
    console.log(`wrote ${relative(process.cwd(), file)}`);
    return true;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // missing: reported below as out of date
  }
  if (committed === text) return true;
  console.error(`${relative(process.cwd(), file)} is out of date: run ${command}`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await renderManifest();
  if (!writeOrCheck(join(ROOT, MANIFEST_FILE), text, 'node scripts/gen-cem.mjs')) process.exit(1);
}
