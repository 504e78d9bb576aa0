import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG, parseConfig, parseCookieOptions } from '../../src/config/config';
import { loadContrast, parseStyles } from '../../src/theme/parseStyles';
import { DEFAULT_THEME } from '../../src/theme/tokens';
import { hostRule, themeToCssVars } from '../../src/theme/cssVars';
import { isValidEmail } from '../../src/validation/email';
import { EnvironmentError, readPublicConfig, serverEnv } from '../../src/config/publicConfig';
import { toLoginOrCreateOptions } from '../../src/screens/EmailMagicLinks/useEmailMagicLinkForm';
import { mailLinks, senderDomain } from '../../src/screens/EmailMagicLinks/useEmailConfirmation';

// The contrast checks are a chunk the loader fetches for pages with styles; here, loaded up front.
before(() => loadContrast());

test('no config means email magic links only', () => {
  assert.deepEqual(parseConfig(undefined), {
    config: DEFAULT_CONFIG,
    error: null,
    shapeError: null,
    warnings: [],
  });
  assert.deepEqual(parseConfig('').config.products, ['emailMagicLinks']);
});

test('malformed JSON is an error naming the attribute, never a throw', () => {
  const parsed = parseConfig('{products: [');
  assert.equal(parsed.error?.kind, 'invalidJson');
  assert.equal(parsed.config, DEFAULT_CONFIG);
});

test('the two SPEC configuration errors, then the options a product cannot do without', () => {
  assert.equal(parseConfig({ products: ['passkeys'] }).error?.kind, 'passkeysAlone');
  assert.equal(
    parseConfig({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }).error?.kind,
    'emlWithEmailOtp',
  );
  assert.equal(
    parseConfig({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }).error,
    null,
  );
  assert.equal(parseConfig({ products: ['passwords'] }).error, null);
  assert.equal(
    parseConfig({ products: ['passkeys', 'emailMagicLinks'] }).error,
    null,
    'passkeys are available',
  );
  // Every SPEC product is available; the oauth providers are checked by the oauth chunk (test/elements/oauth).
  const oauth = parseConfig({
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: { providers: [{ type: 'google' }] },
  });
  assert.equal(oauth.error, null);
  assert.deepEqual(oauth.config.oauthOptions, { providers: [{ type: 'google' }] });
  assert.deepEqual(
    parseConfig({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: 'javascript:alert(1)' },
    }).error,
    {
      kind: 'invalidAttribute',
      attribute: 'config',
      detail: 'oauthOptions.loginRedirectURL must be an http(s) URL.',
    },
  );
  assert.equal(
    (parseConfig({ oauthOptions: { signupRedirectURL: 'ftp://x.test/' } }).error as { detail?: string })
      ?.detail,
    'oauthOptions.signupRedirectURL must be an http(s) URL.',
  );
  assert.equal(parseConfig({ products: ['otp'] }).error?.kind, 'invalidAttribute', 'OTP needs methods');
  assert.match(
    String(
      (
        parseConfig({ products: ['otp'], otpOptions: { methods: ['fax'] } }).error as {
          detail?: string;
        } | null
      )?.detail,
    ),
    /unknown method "fax"/,
  );
  assert.deepEqual(parseConfig({ products: ['fax'] }).error, { kind: 'unknownProduct', product: 'fax' });
  assert.equal(parseConfig({ products: [] }).error?.kind, 'emptyProducts');
});

test('unknown and mistyped options are dropped with a warning', () => {
  const parsed = parseConfig({
    emailMagicLinksOptions: { loginExpirationMinutes: '10', domainHint: 'x.org', colour: 'red' },
    surprise: 1,
  });
  assert.equal(parsed.error, null);
  assert.deepEqual(parsed.config.emailMagicLinksOptions, { domainHint: 'x.org' });
  assert.equal(parsed.warnings.length, 3);
});

test("expiry minutes outside the provider's ranges are dropped with a warning naming the range", () => {
  const parsed = parseConfig({
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginExpirationMinutes: 4, signupExpirationMinutes: 60 },
    otpOptions: { expirationMinutes: 1.5 },
    passwordOptions: { resetPasswordExpirationMinutes: -5 },
  });
  assert.equal(parsed.error, null);
  assert.deepEqual(parsed.config.emailMagicLinksOptions, { signupExpirationMinutes: 60 });
  assert.deepEqual(parsed.config.otpOptions, {});
  assert.deepEqual(parsed.config.passwordOptions, {});
  assert.deepEqual(parsed.warnings, [
    'config.emailMagicLinksOptions.loginExpirationMinutes must be a whole number from 5 to 10080; it was ignored.',
    'config.otpOptions.expirationMinutes must be a whole number from 1 to 10; it was ignored.',
    'config.passwordOptions.resetPasswordExpirationMinutes must be a whole number from 5 to 10080; it was ignored.',
  ]);
});

test('shapeError leaves out the product rules (for <idp-reset-password>)', () => {
  assert.equal(parseConfig({ products: ['passkeys'] }).shapeError, null);
  assert.equal(parseConfig('{bad').shapeError?.kind, 'invalidJson');
  assert.equal(
    parseConfig({ passwordOptions: { resetPasswordRedirectURL: 'javascript:alert(1)' } }).shapeError?.kind,
    'invalidAttribute',
  );
});

test('enableShadowDOM: false is refused with a warning saying the elements always use a shadow root', () => {
  const parsed = parseConfig({ enableShadowDOM: false });
  assert.equal(parsed.error, null);
  assert.equal(parsed.warnings.length, 1);
  assert.match(
    parsed.warnings[0]!,
    /enableShadowDOM is false, but the elements always render into an open shadow root/,
  );
  assert.deepEqual(parseConfig({ enableShadowDOM: true }).warnings, []);
});

test('redirect URLs must be http(s)', () => {
  const parsed = parseConfig({ emailMagicLinksOptions: { loginRedirectURL: 'javascript:alert(1)' } });
  assert.equal(parsed.error?.kind, 'invalidAttribute');
});

test('styles merge over the defaults and unsafe values are refused', () => {
  const parsed = parseStyles({
    colors: { primary: '#000', error: 'red; } :host { display: none' },
    container: { width: 320 },
    logo: { logoImageUrl: 'javascript:alert(1)' },
    hideHeaderText: true,
  });
  assert.equal(parsed.theme.colors.primary, '#000');
  assert.equal(parsed.theme.colors.error, DEFAULT_THEME.colors.error);
  assert.equal(parsed.theme.container.width, DEFAULT_THEME.container.width);
  assert.equal(parsed.theme.logo.logoImageUrl, '');
  assert.equal(parsed.theme.hideHeaderText, true);
  assert.equal(parsed.warnings.length, 3);
  assert.equal(parseStyles('{oops').error !== null, true);
});

test('theme values are colours, lengths and fonts only: url() and other fetching functions are refused, named', () => {
  const parsed = parseStyles({
    colors: {
      primary: 'url(https://tracker.example/x.png)',
      secondary: 'image-set("https://tracker.example/y.png" 1x)',
      success: 'rgb(0 128 0 / 0.9)',
      error: 'color-mix(in srgb, var(--brand) 80%, black)',
    },
    container: { backgroundColor: '@import "x"', width: 'calc(100% - 2rem)' },
    fontFamily: '"Inter", system-ui, sans-serif',
  });
  assert.equal(parsed.theme.colors.primary, DEFAULT_THEME.colors.primary);
  assert.equal(parsed.theme.colors.secondary, DEFAULT_THEME.colors.secondary);
  assert.equal(parsed.theme.colors.success, 'rgb(0 128 0 / 0.9)');
  assert.equal(parsed.theme.colors.error, 'color-mix(in srgb, var(--brand) 80%, black)');
  assert.equal(parsed.theme.container.backgroundColor, DEFAULT_THEME.container.backgroundColor);
  assert.equal(parsed.theme.container.width, 'calc(100% - 2rem)');
  assert.equal(parsed.theme.fontFamily, '"Inter", system-ui, sans-serif');
  assert.deepEqual(parsed.warnings, [
    'styles.colors.primary = "url(https://tracker.example/x.png)" was ignored: url() is not allowed (only colours, lengths and fonts).',
    'styles.colors.secondary = "image-set(\\"https://tracker.example/y.png\\" 1x)" was ignored: image-set() is not allowed (only colours, lengths and fonts).',
    'styles.container.backgroundColor = "@import \\"x\\"" was ignored: it may not contain ; { } < > \\ @ or comments.',
    // Kept, and reported: 90% green on white is below AA for text.
    'styles.colors.success rgb(0 128 0 / 0.9) on styles.container.backgroundColor #FFFFFF has a contrast of 4.33:1, below the 4.5:1 WCAG AA asks of text.',
  ]);
});

test('a theme value with an open quote or parenthesis is refused: it would swallow the rest of the :host rule', () => {
  const parsed = parseStyles({
    colors: { primary: 'red"', secondary: "10px'", success: 'rgb(0 128 0', error: '#c00)' },
    fontFamily: '"Inter, sans-serif',
    container: { width: 'calc((100% - 2rem)', borderColor: '"a\nb"' },
    buttons: { primary: { textColor: '"x" y' } },
  });
  assert.equal(parsed.theme.colors.primary, DEFAULT_THEME.colors.primary);
  assert.equal(parsed.theme.colors.secondary, DEFAULT_THEME.colors.secondary);
  assert.equal(parsed.theme.colors.success, DEFAULT_THEME.colors.success);
  assert.equal(parsed.theme.colors.error, DEFAULT_THEME.colors.error);
  assert.equal(parsed.theme.fontFamily, DEFAULT_THEME.fontFamily);
  assert.equal(parsed.theme.container.width, DEFAULT_THEME.container.width);
  assert.equal(parsed.theme.container.borderColor, DEFAULT_THEME.container.borderColor);
  const reason = 'was ignored: its quotes or parentheses are not balanced.';
  assert.deepEqual(
    parsed.warnings.filter((w) => !w.includes('contrast')),
    [
      `styles.colors.primary = "red\\"" ${reason}`,
      `styles.colors.secondary = "10px'" ${reason}`,
      `styles.colors.success = "rgb(0 128 0" ${reason}`,
      `styles.colors.error = "#c00)" ${reason}`,
      `styles.fontFamily = "\\"Inter, sans-serif" ${reason}`,
      `styles.container.width = "calc((100% - 2rem)" ${reason}`,
      `styles.container.borderColor = "\\"a\\nb\\"" ${reason}`,
    ],
  );
  // Balanced quotes and parentheses stay.
  const ok = parseStyles({
    fontFamily: `"Inter", 'Segoe UI', sans-serif`,
    container: { width: 'min(100%, (400px))' },
  });
  assert.equal(ok.theme.fontFamily, `"Inter", 'Segoe UI', sans-serif`);
  assert.equal(ok.theme.container.width, 'min(100%, (400px))');
  assert.deepEqual(ok.warnings, []);
});

test('typography: sizes and weights are theme tokens and --idp-typography-* custom properties', () => {
  const vars = new Map(themeToCssVars(DEFAULT_THEME));
  assert.equal(vars.get('--idp-typography-font-size'), '16px');
  assert.equal(vars.get('--idp-typography-small-font-size'), '14px');
  assert.equal(vars.get('--idp-typography-font-weight'), '400');
  assert.equal(vars.get('--idp-typography-strong-font-weight'), '600');
  assert.equal(vars.get('--idp-typography-heading-font-size'), '24px');
  assert.equal(vars.get('--idp-typography-heading-font-weight'), '600');
  const parsed = parseStyles({
    typography: {
      headingFontSize: '1.75rem',
      headingFontWeight: 'bold',
      fontSize: '18px; color: red',
      size: '1px',
    },
  });
  assert.equal(parsed.theme.typography.headingFontSize, '1.75rem');
  assert.equal(parsed.theme.typography.headingFontWeight, 'bold');
  assert.equal(parsed.theme.typography.fontSize, '16px');
  assert.equal(parsed.theme.typography.smallFontSize, '14px');
  assert.deepEqual(parsed.warnings, [
    'styles.typography.fontSize = "18px; color: red" was ignored: it may not contain ; { } < > \\ @ or comments.',
    'styles.typography.size is not a theme option; it was ignored.',
  ]);
  assert.match(hostRule(parsed.theme), /--idp-typography-heading-font-size: 1\.75rem;/);
});

test('the theme becomes --idp-* custom properties on :host', () => {
  const vars = new Map(themeToCssVars(DEFAULT_THEME));
  assert.equal(vars.get('--idp-colors-primary'), '#19303D');
  assert.equal(vars.get('--idp-container-width'), '400px');
  assert.equal(vars.get('--idp-buttons-primary-border-radius'), '4px');
  assert.equal(vars.get('--idp-font-family'), 'Arial, Helvetica, sans-serif');
  assert.match(hostRule(DEFAULT_THEME), /^:host \{ .*--idp-container-border-radius: 8px;/);
});

test('email validation follows SPEC §5', () => {
  for (const ok of ['a@b.co', "o'brien+tag@mail.example.org", 'x_y.z@sub.domain.io'])
    assert.ok(isValidEmail(ok), ok);
  for (const bad of ['', 'a@b', 'a@b.c', 'a b@c.org', '@c.org', 'a@.org', 'a@b.c0m', 'a@@b.org']) {
    assert.ok(!isValidEmail(bad), bad);
  }
});

test('the public configuration throws naming a missing variable, and is frozen', () => {
  assert.throws(
    () => readPublicConfig({ IDP_PUBLIC_TOKEN: 't', IDP_API_URL: 'http://x' }),
    (e: unknown) => e instanceof EnvironmentError && /IDP_APP_URL/.test(e.message),
  );
  const config = readPublicConfig({
    IDP_PUBLIC_TOKEN: 't',
    IDP_API_URL: 'http://a',
    IDP_APP_URL: 'http://b',
  });
  assert.equal(config.environment, 'production');
  assert.ok(Object.isFrozen(config));
  assert.equal(serverEnv('PATH'), process.env.PATH, 'server-only reads work outside a browser');
});

test('magic-link options map to the wire names', () => {
  assert.deepEqual(
    toLoginOrCreateOptions({
      loginRedirectURL: 'http://l',
      signupRedirectURL: 'http://s',
      loginExpirationMinutes: 10,
      signupExpirationMinutes: 20,
      loginTemplateId: 'lt',
      signupTemplateId: 'st',
      locale: 'fr',
      createUserAsPending: true,
      domainHint: 'ignored.org',
    }),
    {
      login_magic_link_url: 'http://l',
      signup_magic_link_url: 'http://s',
      login_expiration_minutes: 10,
      signup_expiration_minutes: 20,
      login_template_id: 'lt',
      signup_template_id: 'st',
      locale: 'fr',
      create_user_as_pending: true,
    },
  );
  // Unconfigured expiries are not sent, as the provider's own client does (the server's default applies).
  assert.deepEqual(toLoginOrCreateOptions({}), {});
  assert.deepEqual(toLoginOrCreateOptions({ signupExpirationMinutes: 15 }), {
    signup_expiration_minutes: 15,
  });
});

test('the sender domain is the hint, else the single bootstrap domain', () => {
  assert.equal(senderDomain('hint.org', ['a.org']), 'hint.org');
  assert.equal(senderDomain(undefined, ['a.org']), 'a.org');
  assert.equal(senderDomain(undefined, ['a.org', 'b.org']), null);
  assert.match(mailLinks('a.org').gmail, /^https:\/\/mail\.google\.com\/.*a\.org/);
  assert.match(mailLinks('a.org').yahoo, /a\.org/);
  assert.doesNotMatch(mailLinks(null).gmail, /search/);
});

test('cookie options: known keys kept; bad names, paths and JSON reported', () => {
  assert.deepEqual(
    parseCookieOptions('{"opaqueTokenCookieName": "app_session", "availableToSubdomains": true}'),
    {
      options: { opaqueTokenCookieName: 'app_session', availableToSubdomains: true },
      error: null,
      warnings: [],
    },
  );
  const parsed = parseCookieOptions({ jwtCookieName: 'bad name;', path: 'x', colour: 'red', domain: 3 });
  assert.deepEqual(parsed.options, {});
  assert.deepEqual(parsed.warnings, [
    'cookieOptions.colour is not a known option; it was ignored.',
    'cookieOptions.domain must be a string; it was ignored.',
    'cookieOptions.jwtCookieName is not a valid cookie name; the default is used.',
    'cookieOptions.path must start with "/"; "/" is used.',
  ]);
  assert.equal(parseCookieOptions('{oops').error?.kind, 'invalidJson');
  // A `;` would write attributes of its own into the session cookie: a config error, not a warning.
  for (const [key, value] of [
    ['path', '/; max-age=31536000'],
    ['path', '/,x'],
    ['path', '/a\tb'],
    ['path', '/a b'],
    ['domain', 'example.com; secure'],
    ['domain', 'example.com\n'],
    ['domain', 'a.example.com,b.example.com'],
  ]) {
    const refused = parseCookieOptions({ [key!]: value, jwtCookieName: 'jwt_x' });
    assert.deepEqual(refused.options, {}, value);
    assert.deepEqual(refused.error, {
      kind: 'invalidAttribute',
      attribute: 'cookie-options',
      detail: `${key} may not contain ";", ",", spaces or control characters.`,
    });
  }
  assert.deepEqual(parseCookieOptions({ path: '/app', domain: 'example.com' }).options, {
    path: '/app',
    domain: 'example.com',
  });
  assert.equal(parseCookieOptions('[1]').error?.kind, 'invalidAttribute');
  assert.deepEqual(parseCookieOptions(undefined), { options: {}, error: null, warnings: [] });
});

test('theme: light, dark or auto (default); auto adds the dark theme only when the page gives no styles', async () => {
  const { schemeStyles } = await import('../../src/theme/parseStyles');
  const { DARK_THEME, DEFAULT_THEME } = await import('../../src/theme/tokens');
  assert.equal(schemeStyles(undefined, undefined).dark, DARK_THEME);
  assert.equal(schemeStyles('', 'auto').dark, DARK_THEME);
  assert.equal(schemeStyles('{"colors":{"primary":"#000"}}', undefined).dark, null);
  assert.equal(schemeStyles(undefined, 'light').dark, null);
  const dark = schemeStyles(undefined, 'dark');
  assert.equal(dark.dark, null);
  assert.equal(dark.theme.container.backgroundColor, DARK_THEME.container.backgroundColor);
  const odd = schemeStyles(undefined, 'sepia');
  assert.equal(odd.dark, DARK_THEME);
  assert.equal(odd.theme.container.backgroundColor, DEFAULT_THEME.container.backgroundColor);
  assert.deepEqual(odd.warnings, [
    'the theme attribute must be light, dark or auto, not "sepia"; using auto.',
  ]);
});

test('option and theme keys named like prototype members are unknown keys, ignored with a warning', () => {
  const parsed = parseConfig({
    products: ['otp'],
    otpOptions: { methods: ['sms'], constructor: 'x', toString: 1 },
  });
  assert.equal(parsed.error, null);
  assert.deepEqual(parsed.config.otpOptions, { methods: ['sms'] });
  assert.deepEqual(parsed.warnings, [
    'config.otpOptions.constructor is not a known option; it was ignored.',
    'config.otpOptions.toString is not a known option; it was ignored.',
  ]);
  const styles = parseStyles(
    '{"constructor": "red", "__proto__": {"polluted": "yes"}, "colors": {"toString": "blue", "primary": "#000"}}',
  );
  assert.equal(Object.hasOwn(styles.theme, 'constructor'), false);
  assert.equal(Object.getPrototypeOf(styles.theme), Object.prototype);
  assert.equal((styles.theme as unknown as Record<string, unknown>).polluted, undefined);
  assert.equal(styles.theme.colors.primary, '#000');
  assert.equal(Object.hasOwn(styles.theme.colors, 'toString'), false);
  assert.deepEqual(styles.warnings, [
    'styles.constructor is not a theme option; it was ignored.',
    'styles.__proto__ is not a theme option; it was ignored.',
    'styles.colors.toString is not a theme option; it was ignored.',
  ]);
});
