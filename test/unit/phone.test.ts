import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUBMIT_PARSE_TIMEOUT_MS, parseForSubmit, withTimeout, TIMED_OUT } from '../../src/phone/loadPhone';
import * as phone from '../../src/phone/phone';
import { sanitizeOtp } from '../../src/components/OtpInput';
import { formatRemaining } from '../../src/screens/OTP/useCountdown';
import { FakeClock } from '../helpers/fakeClock';

const US = { code: 'US', callingCode: '1' };

test('a valid national number parses to E.164 with the selected country', async () => {
  const clock = new FakeClock(0);
  assert.deepEqual(await parseForSubmit(US, '(213) 373-4253', clock, async () => phone), {
    valid: true,
    e164: '+12133734253',
  });
  assert.deepEqual(
    await parseForSubmit({ code: 'GB', callingCode: '44' }, '020 7183 8750', clock, async () => phone),
    {
      valid: true,
      e164: '+442071838750',
    },
  );
  assert.deepEqual(await parseForSubmit(US, '123', clock, async () => phone), { valid: false });
});

test('a parser that does not answer within 2 s falls back to +{calling code}{digits}', async () => {
  const clock = new FakeClock(0);
  const pending = parseForSubmit(US, '(555) 010-0200', clock, () => new Promise(() => {}));
  clock.advance(SUBMIT_PARSE_TIMEOUT_MS - 1);
  let settled = false;
  void pending.then(() => (settled = true));
  await Promise.resolve();
  assert.equal(settled, false, 'still waiting before 2 s');
  clock.advance(1);
  assert.deepEqual(await pending, { valid: true, e164: '+15550100200' });
});

test('a parser that throws falls back too', async () => {
  const clock = new FakeClock(0);
  const result = await parseForSubmit({ code: 'FR', callingCode: '33' }, '06 12 34 56 78', clock, () =>
    Promise.reject(new Error('chunk failed')),
  );
  // SPEC §5: plus, calling code, then the digits exactly as typed (the trunk 0 included).
  assert.deepEqual(result, { valid: true, e164: '+330612345678' });
});

test('withTimeout resolves the value when it comes first', async () => {
  const clock = new FakeClock(0);
  assert.equal(await withTimeout(Promise.resolve(7), 10, clock), 7);
  const late = withTimeout(new Promise<number>(() => {}), 10, clock);
  clock.advance(10);
  assert.equal(await late, TIMED_OUT);
});

test('national formatting while typing, and the country list', () => {
  assert.equal(phone.formatNational('US', '2133734253'), '(213) 373-4253');
  const countries = phone.listCountries('en');
  const us = countries.find((c) => c.code === 'US');
  assert.deepEqual(us && { callingCode: us.callingCode, flag: us.flag }, { callingCode: '1', flag: '🇺🇸' });
  assert.ok(countries.length > 200);
});

test('passcodes keep digits only, at most six', () => {
  assert.equal(sanitizeOtp('12-34 56'), '123456');
  assert.equal(sanitizeOtp('1234567'), '123456');
  assert.equal(sanitizeOtp('abc'), '');
});

test('the countdown reads m:ss', () => {
  assert.equal(formatRemaining(300), '5:00');
  assert.equal(formatRemaining(59), '0:59');
  assert.equal(formatRemaining(0), '0:00');
  assert.equal(
    formatRemaining(59, 'ar-EG'),
    '٠:٥٩',
    'digits through Intl: Arabic-Indic where the locale uses them',
  );
  assert.equal(formatRemaining(61, 'fr'), '1:01');
});

test('only a parse error means an invalid number; any other exception reaches the SPEC §5 fallback', async () => {
  assert.deepEqual(phone.parsePhone('US', 'abc'), { valid: false });
  assert.deepEqual(phone.parsePhone('XX', '123'), { valid: false });
  // libphonenumber throws a TypeError (not a ParseError) for a non-string text.
  assert.throws(() => phone.parsePhone('US', undefined as unknown as string), TypeError);
  const clock = new FakeClock(0);
  const throwing = {
    ...phone,
    parsePhone: (c: string) => phone.parsePhone(c, undefined as unknown as string),
  };
  assert.deepEqual(await parseForSubmit(US, '(555) 010-0200', clock, async () => throwing), {
    valid: true,
    e164: '+15550100200',
  });
});

test('the country list survives a malformed browser locale such as en_US', () => {
  const countries = phone.listCountries('en_US');
  assert.ok(countries.length > 200);
  assert.equal(countries.find((c) => c.code === 'DE')?.name, 'Germany');
});
