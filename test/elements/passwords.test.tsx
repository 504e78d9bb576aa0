import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index';
import { contrast, parseColor } from '../../src/theme/contrast';
import { LoginWidget, ResetPasswordWidget } from '../../src/widget/LoginWidget';
import type { IdpEventDetail } from '../../src/events/widgetEvents';
import type { FakeClock } from '../helpers/fakeClock';
import { authData, clearPageState, mountWidget, type Mounted } from '../helpers/mount';
import fr from '../../src/i18n/locales/fr';
import ar from '../../src/i18n/locales/ar';
import type { BOOTSTRAP } from '../helpers/pageFetchStub';
import { defaultRoute, installFetchStub, type FetchStub, type StubRoute } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-passwords';
const API = 'http://api.example.test';
const AUTH = authData();

/** Recorded strength answers (SPEC §3 Password strength response). */
const ZXCVBN = (score: number, valid: boolean, extra: Record<string, unknown> = {}) => ({
  valid_password: valid,
  score,
  breached_password: false,
  strength_policy: 'zxcvbn',
  breach_detection_on_create: true,
  feedback: {
    warning: valid ? '' : 'This is a commonly used password.',
    suggestions: valid ? [] : ['Add more words that are less common.'],
    luds_requirements: null,
  },
  ...extra,
});

let stub: FetchStub | undefined;
let mounted: Mounted | undefined;
let clock: FakeClock;

function routes(userType: string, strength: (password: string) => object, extra?: StubRoute): StubRoute[] {
  return [
    ...(extra ? [extra] : []),
    (r) => {
      const body = r.body as { password?: string };
      const data = (d: object) => ({ json: { data: { request_id: 'r', status_code: 200, ...d } } });
      switch (r.url.pathname) {
        case '/sdk/v1/users/search':
          return data({ userType });
        case '/sdk/v1/passwords/strength_check':
          return data(strength(body.password ?? ''));
        case '/sdk/v1/passwords':
        case '/sdk/v1/passwords/authenticate':
        case '/sdk/v1/passwords/email/reset':
        case '/sdk/v1/magic_links/authenticate':
          return { json: { data: AUTH } };
        case '/sdk/v1/passwords/email/reset/start':
          return data({});
        default:
          return undefined;
      }
    },
  ];
}

async function render(
  Widget: typeof LoginWidget,
  config: unknown,
  extraProps: Record<string, unknown> = {},
): Promise<HTMLElement> {
  mounted = await mountWidget({ publicToken: TOKEN, config, ...extraProps }, Widget);
  clock = mounted.clock;
  return mounted.host;
}

/** The fetch stub of most tests: a new user, every password strong enough. */
function stubStrongPasswords(): FetchStub {
  return (stub = installFetchStub(...routes('new', () => ZXCVBN(4, true)), defaultRoute()));
}

/** Types `password` as the new one, waits out the strength check and sends it, until "Success!". */
async function submitNewPassword(el: HTMLElement, password = 'a much longer passphrase'): Promise<void> {
  await typePassword(el, password);
  clock.advance(500);
  await waitUntil(() => !buttonByText(el, 'Continue').disabled, 'continue stays disabled');
  buttonByText(el, 'Continue').click();
  await waitForText(el, 'Success!');
}

/** The token the reset call sent. */
const sentResetToken = () => (stub!.calls('/passwords/email/reset')[0]!.body as { token: string }).token;

/** Runs `body` with the page's address carrying `search`, then puts the address back. */
async function atAddress(search: string, body: () => Promise<void>): Promise<void> {
  const previous = location.href;
  history.replaceState(null, '', search);
  try {
    await body();
  } finally {
    history.replaceState(null, '', previous);
  }
}

async function searchEmail(el: HTMLElement, email = 'ada@example.com'): Promise<void> {
  typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), email);
  buttonByText(el, 'Continue with email').click();
  await waitForSelector(el, 'input[name="password"]');
}

function passwordInput(el: HTMLElement): HTMLInputElement {
  return shadowOf(el).querySelector<HTMLInputElement>('input[name="password"]')!;
}

async function typePassword(el: HTMLElement, value: string): Promise<void> {
  typeInto(passwordInput(el), value);
  await waitUntil(() => passwordInput(el).value === value, 'password not typed');
}

describe('password screens', () => {
  beforeEach(clearPageState);
  afterEach(() => {
    mounted?.unmount();
    stub?.restore();
    mounted = stub = undefined;
  });

  it('a failed strength check shows its message and reaches idp-error (SPEC §8)', async () => {
    const failing: StubRoute = (r) =>
      r.url.pathname === '/sdk/v1/passwords/strength_check'
        ? {
            status: 500,
            json: {
              status_code: 500,
              request_id: 'r',
              error_type: 'internal_server_error',
              error_message: 'Strength check down.',
              error_url: 'http://x',
            },
          }
        : undefined;
    stub = installFetchStub(failing, ...routes('new', () => ZXCVBN(4, true)), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords'] });
    const errors: { type: string; message: string }[] = [];
    el.addEventListener('idp-error', (e) =>
      errors.push((e as CustomEvent<{ type: string; message: string }>).detail),
    );
    await searchEmail(el);
    await waitForText(el, 'Finish creating your account by setting a password.');
    await typePassword(el, 'a much longer passphrase');
    clock.advance(500);
    await waitUntil(() => errors.length > 0, 'no idp-error for the failed strength check');
    await waitForText(el, 'Strength check down.');
    expect(errors).to.deep.equal([
      { message: 'Strength check down.', type: 'internal_server_error', status: 500 },
    ]);
  });

  it('new user: offers a login link, checks strength 500 ms after the last keystroke, then creates', async () => {
    stub = installFetchStub(
      ...routes('new', (p) => (p.length > 12 ? ZXCVBN(4, true) : ZXCVBN(1, false))),
      defaultRoute(),
    );
    const el = await render(LoginWidget, { products: ['passwords', 'emailMagicLinks'] });
    await searchEmail(el);
    await waitForText(el, 'Choose how you would like to create your account.');
    expect(textOf(el)).to.contain('Email me a login link');
    expect(textOf(el)).to.not.contain('Email me a login code');
    const email = shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.readOnly).to.equal(true);
    expect(email.autocomplete).to.equal('username');
    expect(passwordInput(el).autocomplete).to.equal('new-password');
    expect(passwordInput(el).required).to.equal(true);
    const submit = buttonByText(el, 'Continue');
    expect(submit.disabled).to.equal(true);
    await waitUntil(
      () => shadowOf(el).activeElement === passwordInput(el),
      'the password field has no focus',
    );

    await typePassword(el, 'pass');
    await typePassword(el, 'password');
    expect(passwordInput(el).getAttribute('value'), 'the password is mirrored into the DOM').to.equal(null);
    clock.advance(499);
    expect(stub!.calls('/passwords/strength_check')).to.have.length(0);
    clock.advance(1);
    await waitForSelector(el, '[data-testid="zxcvbn-feedback"]');
    expect(stub!.calls('/passwords/strength_check')).to.have.length(1);
    expect(stub!.calls('/passwords/strength_check')[0]!.body).to.deep.equal({
      email: 'ada@example.com',
      password: 'password',
    });
    const tones = () =>
      [...shadowOf(el).querySelectorAll('[data-tone]')].map((s) => s.getAttribute('data-tone')).join(',');
    expect(tones()).to.equal('red,off,off,off');
    await waitForText(el, 'This is a commonly used password.');
    expect(buttonByText(el, 'Continue').disabled).to.equal(true);

    await typePassword(el, 'correct horse battery staple');
    clock.advance(500);
    await waitUntil(() => tones() === 'green,green,green,green', `meter: ${tones()}`);
    await waitUntil(() => !buttonByText(el, 'Continue').disabled, 'continue stays disabled');
    expect(shadowOf(el).querySelector('[data-testid="strength-level"]')!.textContent).to.equal(
      'Password strength: Very strong',
    );

    // Another keystroke: the last verdict stays on screen (no flicker), but it no longer counts for Continue
    // (which stays pressable: a press now waits for the recheck).
    await typePassword(el, 'correct horse battery staple!');
    expect(tones()).to.equal('green,green,green,green');
    clock.advance(500);
    await waitUntil(() => stub!.calls('/passwords/strength_check').length === 3, 'no recheck');
    await waitUntil(
      () => !buttonByText(el, 'Continue').disabled,
      'continue stays disabled after the recheck',
    );
    expect(stub!.calls('/passwords/strength_check')).to.have.length(3);
    const done = oneEvent(el, 'idp-event');
    buttonByText(el, 'Continue').click();
    expect(((await done) as CustomEvent<IdpEventDetail>).detail.type).to.equal('authenticate_flow_complete');
    await waitForText(el, 'You have successfully logged in.');
    expect(stub!.calls('/passwords')[0]!.body).to.deep.equal({
      email: 'ada@example.com',
      password: 'correct horse battery staple!',
      session_duration_minutes: 30,
    });
  });

  it('draws the meter per SPEC §5: 0-1 one red, 2 two red, 3 three green, 4 four green', async () => {
    const { meterSegments } = await import('../../src/screens/Password/StrengthFeedback');
    expect(meterSegments(0)).to.deep.equal(['red', 'off', 'off', 'off']);
    expect(meterSegments(1)).to.deep.equal(['red', 'off', 'off', 'off']);
    expect(meterSegments(2)).to.deep.equal(['red', 'red', 'off', 'off']);
    expect(meterSegments(3)).to.deep.equal(['green', 'green', 'green', 'off']);
    expect(meterSegments(4)).to.deep.equal(['green', 'green', 'green', 'green']);
  });

  it('shows the LUDS checks and the breach warning from a recorded response', async () => {
    stub = installFetchStub(
      ...routes('new', () => ({
        valid_password: false,
        score: 0,
        breached_password: true,
        strength_policy: 'luds',
        feedback: {
          warning: '',
          suggestions: [],
          luds_requirements: {
            has_lower_case: true,
            has_upper_case: false,
            has_digit: false,
            has_symbol: false,
            missing_complexity: 2,
            missing_characters: 0,
          },
        },
      })),
      defaultRoute({ password_config: { luds_complexity: 3, luds_minimum_count: 10 } } as Partial<
        typeof BOOTSTRAP
      >),
    );
    const el = await render(LoginWidget, { products: ['passwords'] });
    await searchEmail(el);
    await waitForText(el, 'Finish creating your account by setting a password.');
    await typePassword(el, 'abcdefghijk');
    clock.advance(500);
    await waitForSelector(el, '[data-testid="luds-feedback"]');
    await waitForText(
      el,
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
    expect(textOf(el)).to.contain('Must be at least 10 character(s) long');
    expect(textOf(el)).to.contain(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
  });

  it('PasswordBreached: a breached password on log-in says so, and its reset email leads to PasswordSetNew', async () => {
    const breached: StubRoute = (r) =>
      r.url.pathname === '/sdk/v1/passwords/authenticate'
        ? {
            status: 400,
            json: { status_code: 400, request_id: 'r', error_type: 'breached_password', error_message: 'x' },
          }
        : undefined;
    stub = installFetchStub(...routes('password', () => ZXCVBN(4, true), breached), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords'] });
    await searchEmail(el);
    await typePassword(el, 'hunter22');
    const reported = oneEvent(el, 'idp-error');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'Your password needs to be reset');
    const heading = shadowOf(el).querySelector<HTMLElement>('[part~="heading"]')!;
    expect(heading.textContent).to.equal('Your password needs to be reset');
    await waitUntil(() => shadowOf(el).activeElement === heading, 'focus is not on the heading');
    expect(textOf(el)).to.contain(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
    expect(((await reported) as CustomEvent<{ type: string }>).detail.type).to.equal('breached_password');
    expect(shadowOf(el).querySelector('input[name="password"]'), 'no password field').to.equal(null);
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(0);

    buttonByText(el, 'Email me a reset link').click();
    await waitForText(el, 'Check your email!');
    expect(textOf(el)).to.contain(
      'A link to set a password for your account was sent to you at ada@example.com.',
    );
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(1);
    expect(stub!.calls('/passwords/email/reset/start')[0]!.body).to.deep.include({
      email: 'ada@example.com',
    });
  });

  it('PasswordBreached: a failed reset send stays on the screen with the message', async () => {
    const failing: StubRoute = (r) =>
      r.url.pathname === '/sdk/v1/passwords/authenticate'
        ? {
            status: 400,
            json: { status_code: 400, request_id: 'r', error_type: 'breached_password', error_message: 'x' },
          }
        : r.url.pathname === '/sdk/v1/passwords/email/reset/start'
          ? { networkError: true }
          : undefined;
    stub = installFetchStub(...routes('password', () => ZXCVBN(4, true), failing), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords'] });
    await searchEmail(el);
    await typePassword(el, 'hunter22');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'Your password needs to be reset');
    buttonByText(el, 'Email me a reset link').click();
    await waitForSelector(el, '[part~="banner-error"]');
    expect(textOf(el)).to.contain("We couldn't reach the sign-in service.");
    expect(textOf(el)).to.contain('Your password needs to be reset');
    expect(textOf(el)).to.not.contain('Check your email!');
  });

  it('PasswordSetNew: a passwordless user without another product gets a set-password email, can resend, and go back', async () => {
    stub = installFetchStub(...routes('passwordless', () => ZXCVBN(4, true)), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords'] });
    typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitForText(el, 'Check your email!');
    const heading = shadowOf(el).querySelector<HTMLElement>('[part~="heading"]')!;
    expect(heading.textContent).to.equal('Check your email!');
    await waitUntil(() => shadowOf(el).activeElement === heading, 'focus is not on the heading');
    expect(textOf(el)).to.contain(
      'A link to set a password for your account was sent to you at ada@example.com.',
    );
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(1);
    expect(stub!.calls('/magic_links/email/login_or_create')).to.have.length(0);

    buttonByText(el, 'Resend email').click();
    await waitForText(el, 'Email resent');
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(2);

    buttonByText(el, 'Back').click();
    await waitForText(el, 'Sign up or log in');
    expect(shadowOf(el).querySelector('input[name="email"]')).to.not.equal(null);
  });

  it('the "Email resent" toast is readable in the dark theme too (the card colour on the success colour)', async () => {
    stub = installFetchStub(...routes('password', () => ZXCVBN(4, true)), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords'] }, { theme: 'dark' });
    await searchEmail(el);
    await waitForText(el, 'Log In');
    buttonByText(el, 'Forgot password?').click();
    await waitForText(el, 'Resend email');
    buttonByText(el, 'Resend email').click();
    await waitForText(el, 'Email resent');
    const toast = [...shadowOf(el).querySelectorAll<HTMLElement>('[part~="toast"]')].find((t) =>
      t.textContent?.includes('Email resent'),
    )!;
    const style = getComputedStyle(toast);
    const ratio = contrast(parseColor(style.color)!, parseColor(style.backgroundColor)!);
    expect(ratio, `${style.color} on ${style.backgroundColor}`).to.be.at.least(4.5);
  });

  it('the "Email resent" toast sits just below the card, centred on it, however tall the page is', async () => {
    stub = installFetchStub(...routes('password', () => ZXCVBN(4, true)), defaultRoute());
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    try {
      const el = await render(LoginWidget, { products: ['passwords'] });
      document.body.prepend(el);
      await searchEmail(el);
      await waitForText(el, 'Log In');
      buttonByText(el, 'Forgot password?').click();
      await waitForText(el, 'Resend email');
      buttonByText(el, 'Resend email').click();
      await waitForText(el, 'Email resent');
      const toast = [...shadowOf(el).querySelectorAll<HTMLElement>('[part~="toast"]')].find((t) =>
        t.textContent?.includes('Email resent'),
      )!;
      const card = shadowOf(el).querySelector<HTMLElement>('[part="container"]')!.getBoundingClientRect();
      const box = toast.getBoundingClientRect();
      expect(box.top - card.bottom).to.be.within(4, 24);
      expect(Math.abs(box.left + box.width / 2 - (card.left + card.width / 2))).to.be.below(1);
    } finally {
      spacer.remove();
    }
  });

  it('existing user: Log In, wrong password, forgot password with "Email resent" toast', async () => {
    stub = installFetchStub(
      ...routes(
        'password',
        () => ZXCVBN(4, true),
        (r) =>
          r.url.pathname === '/sdk/v1/passwords/authenticate' &&
          (r.body as { password: string }).password === 'wrong'
            ? {
                status: 401,
                json: { status_code: 401, error_type: 'unauthorized_credentials', error_message: 'x' },
              }
            : undefined,
      ),
      defaultRoute(),
    );
    const el = await render(LoginWidget, { products: ['passwords'] });
    await searchEmail(el);
    await waitForText(el, 'Log In');
    expect(passwordInput(el).autocomplete).to.equal('current-password');
    const toggle = shadowOf(el).querySelector<HTMLButtonElement>('button[part="password-toggle"]')!;
    toggle.click();
    await waitUntil(() => passwordInput(el).type === 'text', 'show/hide toggle does nothing');
    await typePassword(el, 'wrong');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'Unauthorized credentials.');
    expect(stub!.calls('/passwords/strength_check')).to.have.length(0);

    const sent = oneEvent(el, 'idp-event');
    buttonByText(el, 'Forgot password?').click();
    await waitForText(el, 'A link to reset your password was sent to you at ada@example.com.');
    expect(((await sent) as CustomEvent<IdpEventDetail>).detail).to.deep.equal({
      type: 'password_reset_sent',
      data: { email: 'ada@example.com' },
    });
    buttonByText(el, 'Resend email').click();
    await waitForText(el, 'Email resent');
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(2);
    clock.advance(2000);
    await waitUntil(() => !textOf(el).includes('Email resent'), 'the success toast did not leave after 2 s');

    buttonByText(el, 'Back').click();
    await waitForText(el, 'Log In');
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal(
      'ada@example.com',
    );
  });

  it('a login writes the session cookies under the names of cookie-options', async () => {
    stub = installFetchStub(...routes('password', () => ZXCVBN(4, true)), defaultRoute());
    const el = await render(
      LoginWidget,
      { products: ['passwords'] },
      {
        cookieOptions: '{"opaqueTokenCookieName": "app_session", "jwtCookieName": "app_session_jwt"}',
      },
    );
    await searchEmail(el);
    await typePassword(el, 'right password');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'You have successfully logged in.');
    expect(document.cookie).to.contain('app_session=secret-session-token');
    expect(document.cookie).to.contain('app_session_jwt=secret.session.jwt');
    expect(document.cookie).to.not.contain('stytch_session=');
  });

  it('reset_password on log-in sends a reset email and shows PasswordDedupe', async () => {
    stub = installFetchStub(
      ...routes(
        'password',
        () => ZXCVBN(4, true),
        (r) =>
          r.url.pathname === '/sdk/v1/passwords/authenticate'
            ? { status: 400, json: { status_code: 400, error_type: 'reset_password', error_message: 'x' } }
            : undefined,
      ),
      defaultRoute(),
    );
    const el = await render(LoginWidget, { products: ['passwords'] });
    await searchEmail(el);
    await typePassword(el, 'whatever');
    const reported = oneEvent(el, 'idp-error');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'Check your email to set a new password!');
    expect(((await reported) as CustomEvent<{ type: string }>).detail.type).to.equal('reset_password');
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(1);

    buttonByText(el, 'Back').click();
    await waitForText(el, 'Sign up or log in');
  });

  it('passwordless user: the magic link goes out by itself', async () => {
    stub = installFetchStub(...routes('passwordless', () => ZXCVBN(4, true)), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords', 'emailMagicLinks'] });
    await waitForText(el, 'Continue with email');
    typeInto(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!, 'ada@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitForText(el, 'Check your email');
    expect(stub!.calls('/magic_links/email/login_or_create')).to.have.length(1);
  });

  it('passwordless user whose automatic send fails: the error screen, with the message and a way back to Main', async () => {
    const down: StubRoute = (r) =>
      r.url.pathname === '/sdk/v1/magic_links/email/login_or_create'
        ? {
            status: 500,
            json: {
              status_code: 500,
              request_id: 'r',
              error_type: 'internal_server_error',
              error_message: 'Down.',
            },
          }
        : undefined;
    stub = installFetchStub(...routes('passwordless', () => ZXCVBN(4, true), down), defaultRoute());
    const el = await render(LoginWidget, { products: ['passwords', 'emailMagicLinks'] });
    const reported = oneEvent(el, 'idp-error');
    await waitForText(el, 'Continue with email');
    typeInto(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!, 'ada@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitForText(el, 'Looks like there was an error!');
    const heading = shadowOf(el).querySelector('h1, h2, [part~="heading"]')!;
    expect(heading.textContent).to.equal('Looks like there was an error!');
    await waitUntil(() => shadowOf(el).activeElement === heading, 'focus is not on the error heading');
    expect(shadowOf(el).querySelector('[role="alert"]')!.textContent).to.equal('Down.');
    expect(((await reported) as CustomEvent<{ type: string }>).detail.type).to.equal('internal_server_error');
    buttonByText(el, 'Go back').click();
    await waitForText(el, 'Sign up or log in');
    expect(textOf(el)).to.not.contain('Down.');
    expect(stub!.calls('/magic_links/email/login_or_create')).to.have.length(1);
  });

  it('reset widget: "Reset your password" with the attribute token, strength, then logged in', async () => {
    stub = installFetchStub(
      ...routes('new', (p) => (p.length > 12 ? ZXCVBN(3, true) : ZXCVBN(2, false))),
      defaultRoute(),
    );
    const el = await render(ResetPasswordWidget, undefined, { passwordResetToken: 'reset-token-1' });
    await waitForText(el, 'Reset your password');
    await waitUntil(
      () => shadowOf(el).activeElement === passwordInput(el),
      'the password field has no focus',
    );
    await submitNewPassword(el);
    expect(stub!.calls('/passwords/email/reset')[0]!.body).to.deep.include({
      token: 'reset-token-1',
      password: 'a much longer passphrase',
    });
  });

  it('reset widget: a used link says so (not the magic-link text) and sends a new link to the typed email', async () => {
    const used: StubRoute = (r) =>
      r.url.pathname === '/sdk/v1/passwords/email/reset'
        ? {
            status: 401,
            json: {
              status_code: 401,
              request_id: 'r',
              error_type: 'unable_to_auth_magic_link',
              error_message:
                'The password reset link could not be used because it was either already used or expired.',
              error_url: 'http://x',
            },
          }
        : undefined;
    stub = installFetchStub(used, ...routes('new', () => ZXCVBN(3, true)), defaultRoute());
    const el = await render(
      ResetPasswordWidget,
      { passwordOptions: { resetPasswordRedirectURL: 'http://localhost/reset' } },
      {
        passwordResetToken: 'used-token-1',
      },
    );
    await typePassword(el, 'a much longer passphrase');
    clock.advance(500);
    await waitUntil(() => !buttonByText(el, 'Continue').disabled, 'continue stays disabled');
    buttonByText(el, 'Continue').click();
    await waitForText(el, 'This password reset link was already used or has expired.');
    expect(textOf(el)).to.not.contain('magic link');
    expect(shadowOf(el).querySelector('input[name="password"]'), 'the useless form is gone').to.equal(null);
    // Focus follows the page to the message, not to <body> with the button that went away.
    const dead = [...shadowOf(el).querySelectorAll('p')].find((p) =>
      p.textContent?.startsWith('This password reset link was already used or has expired.'),
    );
    expect(dead).to.not.equal(undefined);
    await waitUntil(() => shadowOf(el).activeElement === dead, 'focus is not on the used-link message');
    // Its focus ring stands clear of the text, in the card's colour.
    expect(dead!.matches(':focus-visible')).to.equal(true);
    const ring = getComputedStyle(dead!);
    expect([ring.outlineStyle, ring.outlineWidth, ring.outlineOffset]).to.deep.equal(['solid', '2px', '4px']);
    // An empty field asks for the email; it is no format error.
    buttonByText(el, 'Send a new link').click();
    await waitForText(el, 'Enter your email.');
    expect(textOf(el)).to.not.contain('Email format is invalid.');
    const email = await waitForSelector<HTMLInputElement>(el, 'input[name="email"]');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(shadowOf(el).getElementById(email.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Enter your email.',
    );
    expect(stub!.calls('/passwords/email/reset/start')).to.have.length(0);
    typeInto(email, 'ada@example.com');
    buttonByText(el, 'Send a new link').click();
    await waitForText(el, 'A new link to reset your password was sent to ada@example.com.');
    const sent = shadowOf(el).querySelector('[data-testid="new-reset-link-sent"]')!;
    await waitUntil(() => shadowOf(el).activeElement === sent, 'focus is not on the sent message');
    expect(stub!.calls('/passwords/email/reset/start')[0]!.body).to.deep.include({
      email: 'ada@example.com',
      reset_password_redirect_url: 'http://localhost/reset',
    });
  });

  it('reset widget: a failed strength check says why Continue stays disabled', async () => {
    stub = installFetchStub(
      (r) => (r.url.pathname === '/sdk/v1/passwords/strength_check' ? { networkError: true } : undefined),
      ...routes('new', () => ZXCVBN(4, true)),
      defaultRoute(),
    );
    const el = await render(ResetPasswordWidget, undefined, { passwordResetToken: 'reset-token-1' });
    await waitForText(el, 'Reset your password');
    await typePassword(el, 'a much longer passphrase');
    clock.advance(500);
    await waitUntil(() => stub!.calls('/passwords/strength_check').length > 0, 'no strength check');
    await waitUntil(() => shadowOf(el).querySelector('[role="status"]')?.textContent, 'no explanation shown');
    expect(buttonByText(el, 'Continue').disabled).to.equal(true);
  });

  it('reset widget: a token given after the first render is used', async () => {
    stubStrongPasswords();
    const el = await render(ResetPasswordWidget, undefined);
    await waitForText(el, 'Reset your password');
    mounted!.rerender({ passwordResetToken: 'late-token' });
    await waitForSelector(el, 'input[name="password"]');
    await submitNewPassword(el);
    expect(sentResetToken()).to.equal('late-token');
  });

  it('reset widget: a missing, duplicated-empty or foreign token says so and reports it', async () => {
    stubStrongPasswords();
    const previous = location.href;
    try {
      history.replaceState(null, '', '?token=');
      const errors: string[] = [];
      const listen = (e: Event) => errors.push((e as CustomEvent<{ type: string }>).detail.type);
      document.addEventListener('idp-error', listen);
      let el = await render(ResetPasswordWidget, undefined);
      await waitForText(el, 'This page needs a password reset token in its address.');
      await waitUntil(() => errors.includes('missing_token'), 'no idp-error for a missing token');
      mounted!.unmount();

      // SPEC §4 / WIRE.md §4.2: any type but `login` gets the new-password form; the server judges the token.
      history.replaceState(null, '', '?stytch_token_type=oauth&token=oauth-token-1');
      el = await render(ResetPasswordWidget, undefined);
      await waitForSelector(el, 'input[name="password"]');
      expect(textOf(el)).to.not.contain('not a password reset link');
      mounted!.unmount();
      document.removeEventListener('idp-error', listen);

      history.replaceState(null, '', '?token=&token=dup-token-1');
      el = await render(ResetPasswordWidget, undefined);
      await submitNewPassword(el);
      expect(sentResetToken()).to.equal('dup-token-1');
    } finally {
      history.replaceState(null, '', previous);
    }
  });

  it('reset widget: a malformed config is shown and reported, not ignored', async () => {
    stubStrongPasswords();
    const reported = oneEvent(document, 'idp-error');
    const el = await render(ResetPasswordWidget, '{bad', { passwordResetToken: 'reset-token-1' });
    await waitForSelector(el, '[data-testid="config-error"]');
    expect(textOf(el)).to.contain('Reset your password');
    expect(((await reported) as CustomEvent<{ type: string }>).detail.type).to.equal('config_error');
    expect(shadowOf(el).querySelector('input[name="password"]')).to.equal(null);
  });

  it('<idp-reset-password> takes the token from its attribute, then removes it from the DOM', async () => {
    stubStrongPasswords();
    const el = document.createElement('idp-reset-password');
    el.setAttribute('public-token', TOKEN);
    el.setAttribute('api-url', API);
    el.setAttribute('password-reset-token', 'attr-token-1');
    document.body.append(el);
    try {
      await waitForSelector(el, 'input[name="password"]');
      await waitUntil(() => !el.hasAttribute('password-reset-token'), 'the token stays in the DOM');
      typeInto(shadowOf(el).querySelector<HTMLInputElement>('input[name="password"]')!, 'a long passphrase');
      await waitUntil(() => stub!.calls('/passwords/strength_check').length > 0, 'no strength check', {
        timeout: 3000,
      });
      await waitUntil(() => !buttonByText(el, 'Continue').disabled, 'continue stays disabled');
      buttonByText(el, 'Continue').click();
      await waitForText(el, 'Success!');
      expect(sentResetToken()).to.equal('attr-token-1');
    } finally {
      el.remove();
    }
  });

  it('reset widget: a used login link says so instead of "Logging in..."', async () => {
    stub = installFetchStub(
      (r) =>
        r.url.pathname === '/sdk/v1/magic_links/authenticate'
          ? {
              status: 401,
              json: { status_code: 401, error_type: 'unable_to_auth_magic_link', error_message: 'used' },
            }
          : undefined,
      ...routes('new', () => ZXCVBN(4, true)),
      defaultRoute(),
    );
    await atAddress('?stytch_token_type=login&token=used-token-1', async () => {
      const el = await render(ResetPasswordWidget, undefined);
      await waitForText(el, 'This link could not log you in');
      expect(textOf(el)).to.contain('The magic link could not be authenticated');
      expect(textOf(el)).to.not.contain('Logging in...');
    });
  });

  it('reset widget: a login-type token from the URL logs in by itself', async () => {
    stubStrongPasswords();
    await atAddress('?stytch_token_type=login&token=login-token-1', async () => {
      const el = await render(ResetPasswordWidget, undefined);
      await waitForText(el, 'Success!');
      expect((stub!.calls('/magic_links/authenticate')[0]!.body as { token: string }).token).to.equal(
        'login-token-1',
      );
    });
  });

  // Strength advice in the element language, by the checker feedback key: one case a language.
  const ADVICE = [
    {
      language: 'French',
      locale: 'fr',
      translations: fr,
      check: (el: HTMLElement) => {
        expect(textOf(el)).to.contain('Ajoutez des mots moins courants.');
        expect(textOf(el)).to.not.contain('This is a commonly used password.');
      },
      warning: 'Ce mot de passe est couramment utilisé.',
    },
    {
      language: 'Arabic, right to left',
      locale: 'ar',
      translations: ar,
      warning: ar.strength.warnings.common,
      check: (el: HTMLElement) => {
        const warning = [...shadowOf(el).querySelectorAll('[data-testid="zxcvbn-feedback"] p')].find(
          (p) => p.textContent === ar.strength.warnings.common,
        )!;
        expect(getComputedStyle(warning).direction).to.equal('rtl');
        expect(warning.closest('[lang]')!.getAttribute('lang')).to.equal('ar');
      },
    },
  ];
  for (const { language, locale, translations, warning, check } of ADVICE) {
    it(`strength advice in the element language (${language}), by the checker feedback key`, async () => {
      stub = installFetchStub(...routes('new', () => ZXCVBN(1, false)), defaultRoute());
      const el = await render(
        LoginWidget,
        { products: ['passwords'] },
        { resolvedLocale: locale, translations },
      );
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
      buttonByText(el, translations.email.submit).click();
      await waitForSelector(el, 'input[name="password"]');
      await typePassword(el, 'password');
      clock.advance(500);
      await waitForText(el, warning);
      check(el);
    });
  }

  describe('Enter during the strength check (issue 37 item 1)', () => {
    function form(el: HTMLElement): HTMLFormElement {
      return passwordInput(el).form!;
    }

    it('create: Enter right after typing is queued and sends once when the check says valid', async () => {
      stubStrongPasswords();
      const el = await render(LoginWidget, { products: ['passwords'] });
      await searchEmail(el);
      await waitForText(el, 'Finish creating your account by setting a password.');
      await waitUntil(() => shadowOf(el).activeElement === passwordInput(el), 'no focus in the field');
      await typePassword(el, 'correct horse battery staple');
      // A real key press (implicit submission), then a password manager's programmatic submit: one send.
      await sendKeys({ press: 'Enter' });
      form(el).requestSubmit();
      await waitForText(el, 'Checking password…');
      expect(stub!.calls('/passwords')).to.have.length(0);
      clock.advance(500);
      await waitForText(el, 'You have successfully logged in.');
      expect(stub!.calls('/passwords')).to.have.length(1);
      expect(stub!.calls('/passwords')[0]!.body).to.deep.include({
        password: 'correct horse battery staple',
      });
    });

    it('create: a queued submit that the check turns down sends nothing and says why', async () => {
      stub = installFetchStub(...routes('new', () => ZXCVBN(1, false)), defaultRoute());
      const el = await render(LoginWidget, { products: ['passwords'] });
      await searchEmail(el);
      await typePassword(el, 'password');
      form(el).requestSubmit();
      await waitForText(el, 'Checking password…');
      clock.advance(500);
      await waitForText(el, 'This is a commonly used password.');
      await waitUntil(() => !textOf(el).includes('Checking password…'), 'still checking');
      expect(stub!.calls('/passwords')).to.have.length(0);
      expect(buttonByText(el, 'Continue').disabled).to.equal(true);
    });

    it('reset: a fill-and-submit in one task is queued and sends once', async () => {
      stubStrongPasswords();
      const el = await render(ResetPasswordWidget, undefined, { passwordResetToken: 'reset-token-1' });
      await waitForText(el, 'Reset your password');
      await waitUntil(() => shadowOf(el).activeElement === passwordInput(el), 'no focus in the field');
      // A password manager fills and submits in one go, before the typed value is even rendered.
      typeInto(passwordInput(el), 'a much longer passphrase');
      form(el).requestSubmit();
      await waitForText(el, 'Checking password…');
      clock.advance(500);
      await waitForText(el, 'Success!');
      expect(stub!.calls('/passwords/email/reset')).to.have.length(1);
    });
  });
});
