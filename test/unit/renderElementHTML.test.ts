// Issue 26: idp-elements/ssr renders <idp-login> with its first screen in a declarative shadow root, as a string,
// in Node without a DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderElementHTML, SsrError } from '../../elements/ssr';
import { FIRST_PAINT_CSS, FIRST_PAINT_HTML } from '../../elements/loader/firstPaint.generated';
import de from '../../src/i18n/locales/de';
import ar from '../../src/i18n/locales/ar';
import { noScriptMessages } from '../../src/i18n/noScript';

const TOKEN = 'public-token-test-ssr';
const shadowOf = (html: string): string =>
  /<template shadowrootmode="open">([\s\S]*)<\/template><\/idp-login>$/.exec(html)?.[1] ?? '';

test('the default <idp-login>: the loader’s first paint in an open declarative shadow root, no script', () => {
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined', 'no DOM here');
  const html = renderElementHTML('idp-login', { 'public-token': TOKEN, apiUrl: 'http://localhost:9400' });
  assert.match(
    html,
    /^<idp-login public-token="public-token-test-ssr" api-url="http:\/\/localhost:9400"><template shadowrootmode="open"><style data-idp-first-paint="">/,
  );
  const shadow = shadowOf(html);
  const style = /^<style[^>]*>([\s\S]*?)<\/style>/.exec(shadow)![1]!;
  assert.ok(style.startsWith(':host {'), 'the theme’s :host rule first');
  assert.ok(style.endsWith(FIRST_PAINT_CSS), 'then the first screen’s own rules');
  const markup = shadow.slice(shadow.indexOf('</style>') + '</style>'.length);
  // The generated markup, minus the logo (none configured), with the watermark's place kept but invisible (the
  // project's settings are not known yet), marked for adoption, and with a form that Enter cannot send as a GET
  // before the script is there.
  const expected = FIRST_PAINT_HTML.replace(/<img [^>]*part="logo"[^>]*\/>/, '')
    .replace('part="watermark"', 'part="watermark" data-idp-reserved=""')
    .replace('<div part="container" data-idp-widget="login"', '$& data-idp-first-paint=""')
    .replace('<form ', '<form method="dialog" ')
    .replace('</form>', `</form><noscript><p part="noscript">${noScriptMessages.noScript}</p></noscript>`);
  assert.equal(markup, expected);
  assert.match(markup, /<h2[^>]*part="heading"[^>]*>Sign up or log in<\/h2>/);
  assert.match(markup, /<label [^>]*>Email<\/label><input [^>]*name="email"/);
  assert.match(markup, /lang="en" dir="ltr"/);
  assert.doesNotMatch(html, /<script|\son[a-z]+=/i);
});

test('attribute values and texts are escaped', () => {
  const html = renderElementHTML('idp-login', {
    publicToken: `${TOKEN}"><script>alert(1)</script>`,
    strings: { en: { main: { header: '<img src=x onerror=alert(1)> & "you"' } } },
    styles: { logo: { logoImageUrl: 'https://cdn.example/logo.png?a=1&b="2"' } },
  });
  assert.ok(
    html.startsWith(`<idp-login public-token="${TOKEN}&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`),
  );
  assert.doesNotMatch(html, /<script|<img src=x/);
  assert.match(html, />&lt;img src=x onerror=alert\(1\)&gt; &amp; "you"<\/h2>/);
  assert.match(
    html,
    /<img src="https:\/\/cdn\.example\/logo\.png\?a=1&amp;b=&quot;2&quot;" alt="Logo" part="logo"/,
  );
  assert.match(
    html,
    / strings="\{&quot;en&quot;:\{&quot;main&quot;/,
    'the JSON attribute as escaped JSON text',
  );
});

test("the element's language: its locale attribute, else the page's lang; right-to-left; English otherwise", () => {
  const german = renderElementHTML('idp-login', { publicToken: TOKEN, locale: 'de-AT' });
  assert.match(german, /lang="de" dir="ltr"/);
  assert.match(german, new RegExp(`>${de.main.header}</h2>`));
  assert.match(german, new RegExp(`>${de.email.label}</label>`));
  assert.match(german, new RegExp(`>${de.email.submit}</button>`));

  const arabic = renderElementHTML('idp-login', { publicToken: TOKEN }, { lang: 'ar' });
  assert.match(arabic, /lang="ar" dir="rtl"/);
  assert.match(arabic, new RegExp(`>${ar.main.header}</h2>`));

  const unknown = renderElementHTML('idp-login', { publicToken: TOKEN, locale: 'xx' }, { lang: 'de' });
  assert.match(
    unknown,
    /lang="en" dir="ltr"[\s\S]*>Sign up or log in<\/h2>/,
    'a named unsupported language is English',
  );

  const own = renderElementHTML('idp-login', {
    publicToken: TOKEN,
    locale: 'de',
    strings: { de: { email: { submit: 'Weiter' } } },
  });
  assert.match(own, />Weiter<\/button>/, "the site's own texts win");
});

test('the theme: light, dark, auto (the visitor’s preference), and styles', () => {
  const style = (attributes: Record<string, string>) =>
    /<style[^>]*>([\s\S]*?)<\/style>/.exec(
      renderElementHTML('idp-login', { publicToken: TOKEN, ...attributes }),
    )![1]!;
  assert.match(style({ theme: 'light' }), /#FFFFFF/i);
  assert.doesNotMatch(style({ theme: 'light' }), /prefers-color-scheme/);
  assert.match(style({ theme: 'dark' }), /#1D2A33/i);
  assert.doesNotMatch(style({ theme: 'dark' }), /prefers-color-scheme/);
  assert.match(style({}), /@media \(prefers-color-scheme: dark\) \{ :host \{[^}]*#1D2A33/i);
  const hidden = renderElementHTML('idp-login', { publicToken: TOKEN, styles: '{"hideHeaderText": true}' });
  assert.doesNotMatch(hidden, /part="heading"/);
  assert.match(style({ styles: '{"colors": {"primary": "#123456"}}' }), /#123456/);
});

test('a nonce for the style; the watermark when asked', () => {
  const html = renderElementHTML('idp-login', { publicToken: TOKEN }, { nonce: 'r4nd"m', watermark: true });
  assert.match(html, /<style data-idp-first-paint="" nonce="r4nd&quot;m">/);
  assert.match(html, /part="watermark"[^>]*>Powered by<svg/);
  assert.doesNotMatch(html, /data-idp-reserved=""/, 'shown, not only its place kept');
  const own = renderElementHTML('idp-login', { publicToken: TOKEN, nonce: 'abc' });
  assert.match(own, /^<idp-login public-token="[^"]+" nonce="abc">/);
  assert.match(own, /<style data-idp-first-paint="" nonce="abc">/, "the element's nonce attribute");
});

test('bad input is a clear SsrError, never markup', () => {
  const fails = (fn: () => unknown, message: RegExp) =>
    assert.throws(fn, (e: unknown) => e instanceof SsrError && message.test(e.message));
  fails(() => renderElementHTML('idp-logn' as never, {}), /unknown element "idp-logn"; renders idp-login/);
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, onclick: 'x' }),
    /has no attribute "onclick"/,
  );
  fails(() => renderElementHTML('idp-login', { publicToken: TOKEN, 'a"b': 'x' }), /has no attribute "a\\"b"/);
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, theme: 3 as never }),
    /theme attribute must be a string, not number/,
  );
  fails(() => renderElementHTML('idp-login', {}), /needs a public-token attribute/);
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, apiUrl: 'javascript:alert(1)' }),
    /api-url attribute must be an http\(s\) URL/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, afterLoginUrl: 'javascript:alert(1)' }),
    /after-login-url attribute must be an http\(s\) URL or a path on this site/,
  );
  assert.match(
    renderElementHTML('idp-login', { publicToken: TOKEN, afterLoginUrl: '/account' }),
    /after-login-url="\/account"/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, config: '{' }),
    /config attribute is not valid JSON/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN, styles: '{' }),
    /styles attribute is not valid/,
  );
  fails(() => renderElementHTML('idp-login', { publicToken: TOKEN, strings: '[' }), /strings/);
  fails(() => renderElementHTML('idp-login', null as never), /attributes must be an object/);
  // These threw a TypeError before (issue 33).
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN }, { lang: 3 as never }),
    /options\.lang must be a string/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN }, { nonce: {} as never }),
    /options\.nonce must be a string/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN }, null as never),
    /options must be an object/,
  );
  fails(
    () => renderElementHTML('idp-login', { publicToken: TOKEN }, { watermark: 'yes' as never }),
    /options\.watermark must be true or false/,
  );
});

test('the logo URL cannot add rules to the stylesheet: checked as a URL, written as an escaped CSS string', () => {
  const hostile =
    'https://cdn.example/a.png;} :host { display: none } * { background: url(https://canary.example/x) } a{';
  const html = renderElementHTML('idp-login', {
    publicToken: TOKEN,
    styles: { logo: { logoImageUrl: hostile } },
  });
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const declaration = /--idp-logo-logo-image-url: ("(?:[^"\\]|\\.)*");/.exec(style);
  assert.ok(declaration, 'one declaration, a CSS string');
  assert.equal(JSON.parse(declaration[1]!), hostile);
  const rest = style.replace(declaration[0], '');
  assert.doesNotMatch(rest, /canary|:host \{ display: none \}/, 'no rule of the URL outside the string');
  const closing = renderElementHTML('idp-login', {
    publicToken: TOKEN,
    styles: { logo: { logoImageUrl: 'https://cdn.example/a.png?</style><script>alert(1)</script>' } },
  });
  assert.doesNotMatch(closing, /<script/);
  for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
    const page = renderElementHTML('idp-login', {
      publicToken: TOKEN,
      styles: { logo: { logoImageUrl: bad } },
    });
    assert.doesNotMatch(shadowOf(page), /javascript:|data:text|vbscript:/, bad);
  }
  const dataImage = 'data:image/png;base64,iVBORw0KGgo=';
  assert.match(
    renderElementHTML('idp-login', { publicToken: TOKEN, styles: { logo: { logoImageUrl: dataImage } } }),
    /<img src="data:image\/png;base64,iVBORw0KGgo=" alt="Logo" part="logo"/,
  );
});

test('other first screens and the other elements render without a shadow root (the element paints itself)', () => {
  const otp = renderElementHTML('idp-login', {
    publicToken: TOKEN,
    config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 10 } },
  });
  assert.doesNotMatch(otp, /<template/);
  assert.match(otp, /^<idp-login public-token="public-token-test-ssr" config="\{&quot;products&quot;/);
  assert.equal(
    renderElementHTML('idp-reset-password', { publicToken: TOKEN, passwordResetToken: 'a&b', id: 'reset' }),
    '<idp-reset-password public-token="public-token-test-ssr" password-reset-token="a&amp;b" id="reset"></idp-reset-password>',
  );
  assert.equal(renderElementHTML('idp-consent', { 'data-x': '1' }), '<idp-consent data-x="1"></idp-consent>');
});

test('without JavaScript the card says so in place, in the page language (issue 37 item 5)', async () => {
  const fr = (await import('../../src/i18n/locales/fr')).default;
  const english = shadowOf(renderElementHTML('idp-login', { publicToken: TOKEN }));
  assert.match(english, /<\/form>.*<noscript><p part="noscript">([^<]+)<\/p><\/noscript>/s);
  assert.ok(english.includes(noScriptMessages.noScript), english);
  const french = shadowOf(renderElementHTML('idp-login', { publicToken: TOKEN }, { lang: 'fr' }));
  assert.ok(french.includes(`<p part="noscript">${fr.server.noScript}</p>`), french);
  assert.match(french, /\[part~="noscript"\]\s*\{/, 'the line has a style rule in the card style');
  const arabic = shadowOf(renderElementHTML('idp-login', { publicToken: TOKEN }, { lang: 'ar' }));
  assert.ok(arabic.includes(ar.server.noScript));
});
