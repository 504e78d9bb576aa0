import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { IdpErrorDetail, IdpEventDetail } from '../../src/events/widgetEvents';
import type { FakeClock } from '../helpers/fakeClock';
import { authData, mountWidget, type Mounted } from '../helpers/mount';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-otp';

let stub: FetchStub;
let mounted: Mounted;
let host: HTMLElement;
let clock: FakeClock;
let sends = 0;

function otpRoutes(): Parameters<typeof installFetchStub>[0] {
  return (r) => {
    const path = r.url.pathname;
    if (/^\/sdk\/v1\/otps\/(sms|whatsapp|email)\/login_or_create$/.test(path)) {
      sends += 1;
      return { json: { data: { request_id: 'r', status_code: 200, method_id: `method-${sends}` } } };
    }
    if (path === '/sdk/v1/otps/authenticate') {
      const body = r.body as { token: string };
      if (body.token !== '123456') {
        return {
          status: 404,
          json: { status_code: 404, error_type: 'otp_code_not_found', error_message: 'wrong code' },
        };
      }
      return { json: { data: authData() } };
    }
    return undefined;
  };
}

async function render(config: unknown): Promise<HTMLElement> {
  mounted = await mountWidget({ publicToken: TOKEN, config });
  ({ host, clock } = mounted);
  return host;
}

/** Moves the widget's clock; React re-renders on its own, the assertions wait for it. */
function tick(ms: number): Promise<void> {
  clock.advance(ms);
  return Promise.resolve();
}

function cells(el: HTMLElement): HTMLInputElement[] {
  return [...shadowOf(el).querySelectorAll<HTMLInputElement>('input[data-testid^="otp-digit-"]')];
}

async function sendSms(el: HTMLElement, number = '2133734253'): Promise<void> {
  const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
  typeInto(phone, number);
  buttonByText(el, 'Continue with text message').click();
  await waitForText(el, 'Enter passcode');
}

/** Holds every request whose path ends with `suffix` until `release()`; `restore()` puts fetch back. */
function holdFetch(suffix: string): { release(): void; restore(): void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = window.fetch;
  window.fetch = async (...args) => {
    if (String(args[0]).endsWith(suffix)) await gate;
    return original(...args);
  };
  return {
    release,
    restore: () => {
      window.fetch = original;
    },
  };
}

function backLink(el: HTMLElement): HTMLButtonElement {
  return shadowOf(el).querySelector<HTMLButtonElement>('button[part="back"]')!;
}

function tabLabels(el: HTMLElement): string[] {
  return [...shadowOf(el).querySelectorAll('[role="tab"]')].map((t) => t.textContent ?? '');
}

describe('OTP screens', () => {
  beforeEach(() => {
    localStorage.clear();
    sends = 0;
    stub = installFetchStub(otpRoutes(), defaultRoute());
  });
  afterEach(() => {
    mounted.unmount();
    stub.restore();
  });

  it('shows one tab per method, labelled Text, WhatsApp and Email, usable with arrow keys', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } });
    // Rendered without the loader, which would have fetched the tabs' chunk before the first render.
    await waitForSelector(el, '[role="tab"]');
    const tabs = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).to.deep.equal(['Text', 'WhatsApp', 'Email']);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    await waitForText(el, 'Continue with text message');
    const phone = shadowOf(el).querySelector<HTMLInputElement>('input[name="phone"]')!;
    expect(phone.placeholder).to.equal('(123) 456-7890');
    expect(phone.required).to.equal(true);

    tabs[0]!.focus();
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitForText(el, 'Continue with WhatsApp');
    tabs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitForText(el, 'Continue with email');
  });

  it('has no tabs for a single method', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['whatsapp'] } });
    await waitForText(el, 'Continue with WhatsApp');
    expect(shadowOf(el).querySelector('[role="tablist"]')).to.equal(null);
  });

  it('formats the number while typing, sends it as E.164 and moves to the passcode screen', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 7 } });
    const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
    typeInto(phone, '2133734253');
    await waitUntil(() => phone.value === '(213) 373-4253', `not reformatted: ${phone.value}`);
    const sent = oneEvent(el, 'idp-event');
    buttonByText(el, 'Continue with text message').click();
    expect(((await sent) as CustomEvent<IdpEventDetail>).detail).to.deep.equal({
      type: 'otp_sent',
      data: { channel: 'sms', destination: '+12133734253' },
    });
    await waitForText(el, 'A 6-digit passcode was sent to you at +1 213 373 4253');
    expect(stub.calls('/otps/sms/login_or_create')[0]!.body).to.deep.equal({
      phone_number: '+12133734253',
      expiration_minutes: 7,
    });
    expect(textOf(el)).to.contain('Your code expires in 7:00.');
    expect(cells(el)[0]!.autocomplete).to.equal('one-time-code');
    expect(cells(el)[0]!.inputMode).to.equal('numeric');
  });

  it('a digit typed before the last reformat reached the field is formatted; a deletion is not reformatted', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
    typeInto(phone, '213373425');
    await waitUntil(() => phone.value === '(213) 373-425', `not reformatted: ${phone.value}`);
    // A busy page: the next key lands in the field as it was before that reformat, so the text gets shorter
    // (13 characters to 10) although the browser reports typing, not deleting.
    const input = (value: string, inputType: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(phone, value);
      phone.dispatchEvent(
        new InputEvent('input', {
          bubbles: true,
          inputType,
          data: inputType.startsWith('insert') ? (value.at(-1) ?? null) : null,
        }),
      );
    };
    input('2133734253', 'insertText');
    await waitUntil(() => phone.value === '(213) 373-4253', `not reformatted: ${phone.value}`);
    // Deleting the closing bracket keeps what is left as it is (a reformat would put the bracket back).
    input('(213 373-4253', 'deleteContentBackward');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(phone.value).to.equal('(213 373-4253');
  });

  it('refuses an invalid number with the SPEC message', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
    typeInto(phone, '123');
    buttonByText(el, 'Continue with text message').click();
    await waitForText(el, 'Phone number format is invalid. Ensure the phone number is in the E.164 format.');
    expect(stub.calls('/otps/sms/login_or_create')).to.have.length(0);
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    await waitUntil(() => shadowOf(el).activeElement === phone, 'focus did not move to the invalid field');
  });

  it('lists countries by name first, so typing a name selects it', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await waitUntil(() => shadowOf(el).querySelectorAll('select option').length > 200, 'no country list');
    const germany = shadowOf(el).querySelector<HTMLOptionElement>('select option[value="DE"]')!;
    expect(germany.textContent).to.match(/^Germany \(\+49\)/);
  });

  it('logs email_sent with the OTP flow type when an email code is sent (SPEC §7)', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['email'] } });
    typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitForText(el, 'Enter passcode');
    await tick(1000); // the telemetry batch flushes within 800 ms of the widget's clock
    type Logged = { event: { event_name: string; details: { email?: string; type?: string } } };
    await waitUntil(
      () =>
        stub
          .calls('/events')
          .flatMap((r) => r.body as Logged[])
          .some((e) => e.event.event_name === 'email_sent'),
      'email_sent was not logged',
    );
    const sent = stub
      .calls('/events')
      .flatMap((r) => r.body as Logged[])
      .filter((e) => e.event.event_name === 'email_sent');
    expect(sent.map((e) => e.event.details)).to.deep.equal([
      { email: 'ada@example.com', type: 'login_or_create_otp' },
    ]);
  });

  it('reports an empty or impossible phone number to idp-error as well as under the field', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
    const empty = oneEvent(host, 'idp-error');
    buttonByText(el, 'Continue with text message').click();
    expect(((await empty) as CustomEvent<IdpErrorDetail>).detail.type).to.equal('invalid_phone_number');
    typeInto(phone, '123');
    const impossible = oneEvent(host, 'idp-error');
    buttonByText(el, 'Continue with text message').click();
    const detail = ((await impossible) as CustomEvent<IdpErrorDetail>).detail;
    expect(detail.type).to.equal('invalid_phone_number');
    await waitForText(el, detail.message);
    expect(stub.calls('/otps/sms/login_or_create')).to.have.length(0);
  });

  it('says "Invalid email address." for a bad email code address and reports it', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['email'] } });
    const input = await waitForSelector<HTMLInputElement>(el, 'input[name="email"]');
    typeInto(input, 'nope@');
    const failed = oneEvent(host, 'idp-error');
    buttonByText(el, 'Continue with email').click();
    expect(((await failed) as CustomEvent<IdpErrorDetail>).detail.message).to.equal('Invalid email address.');
    await waitForText(el, 'Invalid email address.');
    expect(stub.calls('/otps/email/login_or_create')).to.have.length(0);
  });

  it('strips non-digits, submits on the sixth digit and shows the confirmation without secrets in the event', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const done = oneEvent(host, 'idp-event');
    typeInto(cells(el)[0]!, '12-34 56');
    await waitForText(el, 'Success!');
    expect(textOf(el)).to.contain('Your passcode has been successfully verified.');
    expect(shadowOf(el).querySelector('[data-testid="success-check"]')).to.not.equal(null);
    const detail = ((await done) as CustomEvent<IdpEventDetail>).detail;
    expect(detail).to.deep.equal({
      type: 'authenticate_flow_complete',
      data: { method: 'otp_sms', userId: 'user-test-1' },
    });
    expect(JSON.stringify(detail)).to.not.contain('secret');
    expect(stub.calls('/otps/authenticate')[0]!.body).to.deep.equal({
      token: '123456',
      method_id: 'method-1',
      session_duration_minutes: 30,
    });
  });

  it('shows "Verifying passcode..." while checking, then the catalogue error with the input re-enabled', async () => {
    stub.restore();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stub = installFetchStub(otpRoutes(), defaultRoute());
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const original = window.fetch;
    window.fetch = async (...args) => {
      if (String(args[0]).endsWith('/otps/authenticate')) await gate;
      return original(...args);
    };
    typeInto(cells(el)[0]!, '654321');
    await waitForText(el, 'Verifying passcode...');
    expect(shadowOf(el).querySelector('[data-testid="verifying-bar"]')).to.not.equal(null);
    expect(cells(el).every((c) => c.disabled)).to.equal(true);
    release();
    await waitForText(el, 'Invalid passcode, please try again.');
    expect(cells(el).every((c) => !c.disabled && c.value === '')).to.equal(true);
    window.fetch = original;
  });

  it('the verifying bar fills from the line start (the right in right-to-left) and keeps still for reduced motion', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const held = holdFetch('/otps/authenticate');
    try {
      typeInto(cells(el)[0]!, '654321');
      const bar = await waitForSelector<HTMLElement>(el, '[data-testid="verifying-bar"]');
      const fill = () => getComputedStyle(bar, '::after');
      expect(fill().transformOrigin.split(' ')[0]).to.equal('0px');
      expect(fill().animationName).to.not.equal('none');
      shadowOf(el).querySelector('[data-idp-widget]')!.setAttribute('dir', 'rtl');
      expect(fill().transformOrigin.split(' ')[0]).to.equal(`${bar.getBoundingClientRect().width}px`);
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(fill().animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
      held.release();
      held.restore();
    }
  });

  it('the phone number stays on one line, left to right, in a narrow card', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    el.style.width = '260px';
    await sendSms(el);
    const sentTo = shadowOf(el).querySelector('[data-testid="otp-destination"]')!;
    await waitUntil(() => sentTo.textContent!.includes('+1 213 373 4253'), 'the formatted number');
    const number = [...sentTo.querySelectorAll('bdi')].find((b) => b.textContent === '+1 213 373 4253');
    expect(number, 'the number in its own isolate').to.not.equal(undefined);
    expect(number!.getAttribute('dir')).to.equal('ltr');
    expect(number!.getClientRects()).to.have.length(1, 'one line');
    expect(sentTo.getClientRects()[0]!.height).to.be.greaterThan(30, 'the sentence itself wraps');
  });

  it('counts down every second and says when the code has expired', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 1 } });
    await sendSms(el);
    expect(textOf(el)).to.contain('Your code expires in 1:00.');
    await tick(1000);
    await waitForText(el, 'Your code expires in 0:59.');
    await tick(59_000);
    await waitForText(el, 'Your code has expired.');
  });

  it('announces the countdown sparingly: at two minutes nothing, then the last minute, the last 30 s, the expiry', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 2 } });
    await sendSms(el);
    const status = () => shadowOf(el).querySelector('[data-testid="otp-expiry-status"]')!;
    expect(status().getAttribute('role')).to.equal('status');
    expect(status().textContent).to.equal('');
    await tick(30_000);
    await waitForText(el, 'Your code expires in 1:30.');
    expect(status().textContent, 'nothing said at 1:30').to.equal('');
    await tick(30_000);
    await waitForText(el, 'Your code expires in 1:00.');
    expect(status().textContent).to.equal('Your code expires in 1:00.');
    await tick(15_000);
    await waitForText(el, 'Your code expires in 0:45.');
    expect(status().textContent, 'unchanged between the marks').to.equal('Your code expires in 1:00.');
    await tick(15_000);
    await waitUntil(() => status().textContent === 'Your code expires in 0:30.');
    await tick(30_000);
    await waitUntil(() => status().textContent === 'Your code has expired.');
  });

  it('resends: sending, "Code sent" for 2 s, then the link again, with the new method id and a fresh expiry', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    await tick(120_000);
    await waitForText(el, 'Your code expires in 3:00.');
    buttonByText(el, 'Resend code').click();
    await waitForText(el, 'Code sent');
    await waitForText(el, 'Your code expires in 5:00.');
    expect(stub.calls('/otps/sms/login_or_create')).to.have.length(2);
    await tick(2000);
    await waitForText(el, "Didn't get it?");
    expect(textOf(el)).to.not.contain('Code sent');
    typeInto(cells(el)[0]!, '123456');
    await waitForText(el, 'Success!');
    expect((stub.calls('/otps/authenticate')[0]!.body as { method_id: string }).method_id).to.equal(
      'method-2',
    );
  });

  it('goes back to Main with the back arrow', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    shadowOf(el).querySelector<HTMLButtonElement>('button[part="back"]')!.click();
    await waitForText(el, 'Continue with text message');
  });
  it('Back after a passwordless auto-sent code goes to Main and sends nothing more', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) =>
        r.url.pathname === '/sdk/v1/users/search'
          ? { json: { data: { request_id: 'r', status_code: 200, userType: 'passwordless' } } }
          : undefined,
      otpRoutes(),
      defaultRoute(),
    );
    const el = await render({ products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } });
    typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitForText(el, 'Enter passcode');
    expect(stub.calls('/otps/email/login_or_create')).to.have.length(1);
    backLink(el).click();
    await waitForText(el, 'Sign up or log in');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(textOf(el)).to.not.contain('Enter passcode');
    expect(stub.calls('/otps/email/login_or_create')).to.have.length(1);
  });

  it('disables Back and Resend while a code is being verified, and Back while a resend is sending', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const verifyHold = holdFetch('/otps/authenticate');
    typeInto(cells(el)[0]!, '654321');
    await waitForText(el, 'Verifying passcode...');
    expect(backLink(el).disabled).to.equal(true);
    expect(buttonByText(el, 'Resend code').disabled).to.equal(true);
    verifyHold.release();
    await waitForText(el, 'Invalid passcode, please try again.');
    expect(backLink(el).disabled).to.equal(false);
    verifyHold.restore();

    const resendHold = holdFetch('/otps/sms/login_or_create');
    buttonByText(el, 'Resend code').click();
    await waitUntil(() => backLink(el).disabled, 'Back stays enabled while the resend is sending');
    resendHold.release();
    await waitForText(el, 'Code sent');
    expect(backLink(el).disabled).to.equal(false);
    resendHold.restore();
  });

  it('does not submit the sixth digit while a resend is sending', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const hold = holdFetch('/otps/sms/login_or_create');
    buttonByText(el, 'Resend code').click();
    await waitUntil(() => shadowOf(el).querySelector('button[aria-busy="true"]'), 'resend not started');
    typeInto(cells(el)[0]!, '123456');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.calls('/otps/authenticate')).to.have.length(0);
    hold.release();
    await waitForText(el, 'Code sent');
    hold.restore();
  });

  it('with passwords, the Email tab is the password one: no second Email tab for email codes', async () => {
    const el = await render({ products: ['passwords', 'otp'], otpOptions: { methods: ['email', 'sms'] } });
    await waitForText(el, 'Continue with email');
    expect(tabLabels(el)).to.deep.equal(['Email', 'Text']);
  });

  it('opens with the cursor in the first code box, so the code can be typed at once', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    await waitUntil(() => shadowOf(el).activeElement === cells(el)[0], 'the first box has no focus');
  });

  it('correcting one digit keeps the digits after it', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    typeInto(cells(el)[0]!, '12345');
    await waitUntil(() => cells(el)[4]!.value === '5', 'code not typed');
    typeInto(cells(el)[1]!, '9');
    await waitUntil(() => cells(el)[1]!.value === '9', 'digit not replaced');
    expect(cells(el).map((c) => c.value)).to.deep.equal(['1', '9', '3', '4', '5', '']);
    expect(stub.calls('/otps/authenticate')).to.have.length(0);
  });

  it('Delete or Cut empties a box instead of snapping back', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    typeInto(cells(el)[0]!, '12345');
    await waitUntil(() => cells(el)[4]!.value === '5', 'code not typed');
    typeInto(cells(el)[4]!, '');
    await waitUntil(() => cells(el)[4]!.value === '', 'the emptied box came back');
    expect(cells(el).map((c) => c.value)).to.deep.equal(['1', '2', '3', '4', '', '']);
  });

  it('gives focus back to the code boxes after a wrong code and after a resend', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    cells(el)[5]!.focus();
    typeInto(cells(el)[0]!, '654321');
    await waitForText(el, 'Invalid passcode, please try again.');
    await waitUntil(() => shadowOf(el).activeElement === cells(el)[0], 'focus lost after a wrong code');
    const resend = buttonByText(el, 'Resend code');
    resend.focus();
    resend.click();
    await waitForText(el, 'Code sent');
    await waitUntil(() => shadowOf(el).activeElement === cells(el)[0], 'focus lost after a resend');
  });

  it('disables the tabs while a send is pending and keeps the typed number across tabs', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } });
    const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
    typeInto(phone, '2133734253');
    await waitUntil(() => phone.value === '(213) 373-4253', 'not reformatted');
    const tabs = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs[1]!.click();
    await waitForText(el, 'Continue with WhatsApp');
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[name="phone"]')!.value).to.equal(
      '(213) 373-4253',
    );
    const hold = holdFetch('/otps/whatsapp/login_or_create');
    buttonByText(el, 'Continue with WhatsApp').click();
    await waitUntil(() => shadowOf(el).querySelector('button[aria-busy="true"]'), 'send not started');
    expect(tabs[0]!.getAttribute('aria-disabled')).to.equal('true');
    tabs[0]!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    hold.release();
    await waitForText(el, 'A 6-digit passcode was sent to you at +1 213 373 4253');
    hold.restore();
  });

  it('holds the tabs while a magic link is being sent, too', async () => {
    const el = await render({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } });
    const email = await waitForSelector<HTMLInputElement>(el, 'input[name="email"]');
    typeInto(email, 'ada@example.com');
    const tabs = [...shadowOf(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const hold = holdFetch('/magic_links/email/login_or_create');
    buttonByText(el, 'Continue with email').click();
    await waitUntil(() => tabs[1]!.getAttribute('aria-disabled') === 'true', 'tabs not held');
    tabs[1]!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    hold.release();
    await waitForText(el, 'Check your email');
    hold.restore();
  });

  it('clears the "Code sent" timer when the screen goes away', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    buttonByText(el, 'Resend code').click();
    await waitForText(el, 'Code sent');
    backLink(el).click();
    await waitForText(el, 'Continue with text message');
    expect(clock.pendingDelays()).to.not.include(2000);
  });

  it('fills the country list even with a malformed browser locale', async () => {
    const language = Object.getOwnPropertyDescriptor(Navigator.prototype, 'language')!;
    Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'en_US' });
    try {
      const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
      await waitUntil(
        () => shadowOf(el).querySelectorAll('select option').length > 200,
        'the country list stayed on US',
      );
    } finally {
      delete (navigator as { language?: string }).language;
      Object.defineProperty(Navigator.prototype, 'language', language);
    }
  });

  it('keeps the verifying live region mounted and describes the boxes by the destination text', async () => {
    const el = await render({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await sendSms(el);
    const region = shadowOf(el).querySelector('[data-testid="otp-verifying-status"]');
    expect(region?.getAttribute('role')).to.equal('status');
    expect(region!.textContent).to.equal('');
    const describedBy = shadowOf(el).querySelector('[role="group"]')!.getAttribute('aria-describedby')!;
    expect(shadowOf(el).getElementById(describedBy)?.textContent).to.contain('+1 213 373 4253');
    const hold = holdFetch('/otps/authenticate');
    typeInto(cells(el)[0]!, '654321');
    await waitForText(el, 'Verifying passcode...');
    expect(shadowOf(el).querySelector('[data-testid="otp-verifying-status"]')).to.equal(region);
    expect(region!.textContent).to.equal('Verifying passcode...');
    hold.release();
    await waitForText(el, 'Invalid passcode, please try again.');
    hold.restore();
  });
});
