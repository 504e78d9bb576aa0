// The page's WebAuthn requests take turns (src/passkeys/oneRequest.ts): a browser runs one at a time, and a
// "Create a Passkey" started while another element's passkey autofill was pending failed in Chromium
// ("OperationError: A request is already pending").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SetAsideError, autofillCeremony, userCeremony } from '../../src/passkeys/oneRequest';

/** A browser request that stays pending until answered or aborted (then it rejects as browsers do). */
function browserRequest<T>(signal?: AbortSignal) {
  let answer!: (value: T) => void;
  const done = new Promise<T>((resolve, reject) => {
    answer = resolve;
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), {
      once: true,
    });
  });
  return { done, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a ceremony the user starts sets the pending autofill aside first; the autofill is told so', async () => {
  let autofillSignal: AbortSignal | undefined;
  const pendingAutofill = autofillCeremony(undefined, (signal) => {
    autofillSignal = signal;
    return browserRequest<string>(signal).done;
  });
  await tick();
  let abortedWhenCreated: boolean | undefined;
  const created = await userCeremony(async () => {
    abortedWhenCreated = autofillSignal?.aborted;
    return 'credential';
  });
  assert.equal(created, 'credential');
  assert.equal(abortedWhenCreated, true, 'the autofill had ended before the create was asked for');
  await assert.rejects(pendingAutofill, SetAsideError);
});

test('an autofill asked for while the user’s ceremony runs waits until it ended', async () => {
  const create = browserRequest<string>();
  const creating = userCeremony(() => create.done);
  let asked = false;
  const autofill = autofillCeremony(undefined, async () => {
    asked = true;
    return 'login';
  });
  await tick();
  assert.equal(asked, false, 'not while the create runs');
  create.answer('credential');
  assert.equal(await creating, 'credential');
  assert.equal(await autofill, 'login');
  assert.equal(asked, true);
});

test('a second autofill waits for the first; a caller that gives up while waiting is never asked', async () => {
  const first = new AbortController();
  const firstRequest = autofillCeremony(first.signal, (signal) => browserRequest<string>(signal).done);
  await tick();
  let secondAsked = false;
  const second = autofillCeremony(undefined, async () => {
    secondAsked = true;
    return 'second';
  });
  const third = new AbortController();
  let thirdAsked = false;
  const thirdRequest = autofillCeremony(third.signal, async () => {
    thirdAsked = true;
    return 'third';
  });
  await tick();
  assert.equal(secondAsked, false);
  third.abort(new DOMException('gone', 'AbortError'));
  await assert.rejects(thirdRequest, { name: 'AbortError' });
  assert.equal(thirdAsked, false);
  // The first one's own caller stops it: an abort, not "set aside".
  first.abort(new DOMException('unmounted', 'AbortError'));
  await assert.rejects(firstRequest, { name: 'AbortError' });
  assert.equal(await second, 'second');
});

test('an autofill waiting behind the one set aside is not asked before the user’s ceremony ended', async () => {
  const first = autofillCeremony(undefined, (signal) => browserRequest<string>(signal).done);
  await tick();
  const asked: string[] = [];
  const waiting = autofillCeremony(undefined, async () => {
    asked.push('second autofill');
    return 'login';
  });
  await tick();
  const create = browserRequest<string>();
  const creating = userCeremony(() => {
    asked.push('create');
    return create.done;
  });
  await assert.rejects(first, SetAsideError);
  await tick();
  assert.deepEqual(asked, ['create']);
  create.answer('credential');
  assert.equal(await creating, 'credential');
  assert.equal(await waiting, 'login');
  assert.deepEqual(asked, ['create', 'second autofill']);
});
