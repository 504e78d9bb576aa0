import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { ENTRIES, ENTRY, MANIFEST_FILE, generateManifest, renderManifest } from '../../scripts/gen-cem.mjs';
import type { ManifestDeclaration } from '../../scripts/gen-cem.mjs';
import { themeToCssVars } from '../../src/theme/cssVars';
import { DEFAULT_THEME } from '../../src/theme/tokens';
import {
  IDP_CONSENT_TAG,
  IDP_LOGIN_TAG,
  IDP_PASSKEY_REGISTER_TAG,
  IDP_RESET_PASSWORD_TAG,
} from '../../elements/index';
import { IDP_ACCOUNT_TAG } from '../../elements/account';

// Issue 13: custom-elements.json (package.json "customElements") is generated from the elements' JSDoc.

const ELEMENT_FILES = {
  [IDP_LOGIN_TAG]: 'elements/login.ts',
  [IDP_RESET_PASSWORD_TAG]: 'elements/reset-password.ts',
  [IDP_PASSKEY_REGISTER_TAG]: 'elements/passkey-register.ts',
  [IDP_CONSENT_TAG]: 'elements/consent.ts',
  [IDP_ACCOUNT_TAG]: 'elements/account.ts',
};

function declarations(): Map<string, ManifestDeclaration> {
  const manifest = generateManifest();
  return new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
}

test('the committed custom-elements.json is what scripts/gen-cem.mjs generates', async () => {
  const committed = readFileSync(MANIFEST_FILE, 'utf8');
  assert.equal(
    committed,
    await renderManifest(),
    'out of date: run `node scripts/gen-cem.mjs` and commit it',
  );
  assert.equal((JSON.parse(committed) as { schemaVersion: string }).schemaVersion, '2.1.0');
});

test('every element is listed, defined by an entry (elements/index.ts, elements/account.ts) and exported by name', () => {
  const byTag = declarations();
  assert.deepEqual([...byTag.keys()].sort(), Object.keys(ELEMENT_FILES).sort());
  const defined = generateManifest()
    .modules.flatMap((m) => m.exports)
    .filter((e) => e.kind === 'custom-element-definition')
    .map((e) => e.name);
  assert.deepEqual(defined?.sort(), Object.keys(ELEMENT_FILES).sort());
  for (const d of byTag.values()) {
    assert.ok(d.description && d.summary, `${d.tagName}: a description and a @summary`);
  }
});

/**
 * An element's r2wc props: its own `props: { … }` table (`<idp-account>`), or the table elements/widgetElement.ts
 * shares (`SHARED_PROPS`) followed by the element's own names (`widgetElement(kind, [own…])`).
 */
function propsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = (list: string) => [...list.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '');
  const shared = /widgetElement\(\s*'\w+'(?:,\s*\[([^\]]*)\])?/.exec(text);
  if (shared) {
    const table = /const SHARED_PROPS = \[([^\]]*)\]/.exec(
      readFileSync('elements/widgetElement.ts', 'utf8'),
    )?.[1];
    return [...names(table ?? ''), ...names(shared[1] ?? '')];
  }
  const table = /props:\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...table.matchAll(/(\w+)\s*:/g)].map((m) => m[1] ?? '');
}

test("every attribute of an element's r2wc props table is listed with a description, and nonce", () => {
  const byTag = declarations();
  for (const [tag, file] of Object.entries(ELEMENT_FILES)) {
    const props = propsOf(file);
    assert.ok(props.includes('publicToken'), `${file}: props table found`);
    const attributes = new Map(byTag.get(tag)?.attributes.map((a) => [a.name, a]));
    const members = new Map(byTag.get(tag)?.members.map((m) => [m.name, m]));
    for (const prop of [...props, 'nonce']) {
      const name = prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const attribute = attributes.get(name);
      assert.ok(attribute?.description, `${tag}: attribute ${name} (add an @attr line to ${file})`);
      assert.equal(attribute.fieldName, prop, `${tag}: ${name} sets ${prop}`);
      assert.ok(members.get(prop)?.type?.text, `${tag}: property ${prop} typed (elements/types.ts)`);
      assert.ok(members.get(prop)?.description, `${tag}: property ${prop} described (elements/types.ts)`);
    }
  }
});

test('events, CSS parts and every theme custom property are listed for every element', () => {
  const variables = themeToCssVars(DEFAULT_THEME).map(([name]) => name);
  for (const d of declarations().values()) {
    const events = new Map(d.events.map((e) => [e.name, e.type?.text]));
    assert.equal(events.get('idp-event'), 'CustomEvent<IdpEventDetail>', d.tagName);
    assert.equal(events.get('idp-error'), 'CustomEvent<IdpErrorDetail>', d.tagName);
    const parts = d.cssParts.map((p) => p.name);
    for (const part of ['container', 'heading'])
      assert.ok(parts.includes(part), `${d.tagName}: part ${part}`);
    const properties = new Set(d.cssProperties.map((p) => p.name));
    for (const name of variables) assert.ok(properties.has(name), `${d.tagName}: @cssproperty ${name}`);
    for (const entry of [...d.attributes, ...d.events, ...d.cssParts, ...d.cssProperties]) {
      assert.ok(entry.description, `${d.tagName}: ${entry.name} has a description`);
    }
  }
});

// Issue 22: the manifest is a valid Custom Elements Manifest (the schema the analyzer and the integration
// generators read) and names the module the package ships, not a source file.
test('the manifest validates against the Custom Elements Manifest schema and names shipped modules', () => {
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(
    readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8'),
  ) as object;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as ReturnType<typeof generateManifest>;
  assert.ok(validate(manifest), JSON.stringify(validate.errors, null, 2));

  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, { import?: string }>;
    files: string[];
  };
  const paths = new Set(
    manifest.modules.flatMap((m) => [m.path, ...m.exports.map((e) => e.declaration.module)]),
  );
  assert.deepEqual(
    [...paths],
    ENTRIES.map((e) => e.module),
  );
  assert.equal(pkg.exports['.']?.import, `./${ENTRY}`, "the manifest module is the package's main entry");
  assert.equal(
    pkg.exports['./account']?.import,
    './dist/esm/account.js',
    '<idp-account> is idp-elements/account',
  );
  assert.ok(pkg.files.includes('dist/esm/**/*.js'), 'and the package ships it');
});

// Issue 38: the automation hooks (`data-idp-*`) are a public testing contract: every value the screens set is
// listed in the manifest, and every listed value is set somewhere.
test('every automation hook the screens set is in the manifest, and every listed one is set', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? sources(join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [readFileSync(join(dir, e.name), 'utf8')]
          : [],
    );
  const text = sources('src').join('\n');
  const set = new Set<string>();
  for (const [, attribute, literal, expression] of text.matchAll(
    /(data-idp-(?:action|field|tab|screen))=(?:"([^"]+)"|\{(`[^`]*`|[^}]*)\})/g,
  )) {
    if (literal) set.add(`${attribute}=${literal}`);
    for (const [, quoted] of (expression ?? '').matchAll(/'([a-z-]+)'/g)) set.add(`${attribute}=${quoted}`);
    // A template such as `oauth-${provider}` is listed as `oauth-{provider}`.
    const template = /^`([a-z-]+)\$\{(\w+)(?:\.(\w+))?\}`$/.exec(expression ?? '');
    if (template) set.add(`${attribute}=${template[1]}{${template[3] ?? template[2]}}`);
  }
  // EmailForm's submit takes its hook from the form that uses it (`action="…"`).
  for (const [, value] of text.matchAll(/<EmailForm[^>]*?\baction="([a-z-]+)"/gs))
    set.add(`data-idp-action=${value}`);
  const listed = new Set([...declarations().values()].flatMap((d) => d.automationHooks.map((h) => h.name)));
  for (const hook of set) {
    if (/^data-idp-(screen|tab)=/.test(hook)) continue; // computed values, listed as one entry each
    assert.ok(
      listed.has(hook),
      `${hook} is set in src/ but not listed: add a @hook line to the element file`,
    );
  }
  for (const hook of listed) {
    if (!hook.includes('=') || hook.includes('{method}')) continue;
    assert.ok(set.has(hook), `${hook} is listed but no screen sets it`);
  }
  assert.ok(set.has('data-idp-action=send-magic-link') && set.has('data-idp-field=otp'));
});
