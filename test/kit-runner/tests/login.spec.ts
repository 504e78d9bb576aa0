// tests/login.spec.ts
import { hook, loginWithMagicLink, loginWithPassword } from 'idp-elements-emulator';
import { expect, test } from './fixtures';

test('a new user signs up with a magic link', async ({ page, inbox }) => {
  await page.goto('/'); // your page with <idp-login>
  await loginWithMagicLink(page, { email: 'ada@example.com', inbox });
  // The link came back to the page, which finished the login in this browser.
  await expect(page.locator(hook.screen('LoggedIn')).getByText('ada@example.com')).toBeVisible();
});

test('a returning user logs in with a password', async ({ page, emulator }) => {
  await emulator.seed.user({ email: 'grace@example.com', password: 'a quiet lighthouse keeps 7 owls' });
  await page.goto('/');
  const { created } = await loginWithPassword(page, {
    email: 'grace@example.com',
    password: 'a quiet lighthouse keeps 7 owls',
  });
  expect(created).toBe(false);
});

test('the account page, already signed in', async ({ signedInPage, signedInUser }) => {
  await expect(signedInPage.locator(hook.screen('LoggedIn')).getByText(signedInUser.email)).toBeVisible();
});
