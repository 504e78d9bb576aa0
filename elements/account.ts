import r2wc from '@r2wc/core';
import { lazyRenderer, WIDGET } from './loader/lazyRenderer';
import { browserElement } from './define';
import { withJsonProperties } from './jsonProperties';

/**
 * `<idp-account>`: the logged-in user's account and security page.
 *
 * @summary The account widget: profile, email addresses, password, this session, passkeys, phone numbers,
 *   connected accounts, crypto wallets and connected apps, with step-up re-verification; needs a live session.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL, e.g. the emulator's `http://localhost:9400`.
 * @attr config - Configuration as JSON (`config` property): `sections` (which sections, in which order: `profile`,
 *   `emails`, `password`, `session`, `passkeys`, `phones`, `connectedAccounts`, `wallets`, `apps`; default all),
 *   `stepUpMinutes` (how recently a factor must have been verified for a sensitive change; default 10),
 *   `passwordOptions` (the reset email of "Forgot it?").
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON; also settable as an object through the `styles` property.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"account": {"title": "Settings"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @event idp-event - `account_no_session` (nobody is logged in: show `<idp-login>`), `account_updated`
 *   (`{ section, action }`: a change was saved), `step_up_complete` (`{ method }`: the user re-verified before a
 *   sensitive change), `logout` ("Log out" ended the session).
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @csspart container - The card.
 * @csspart heading - The title.
 * @csspart section - Each section, also `section-{id}` (e.g. `section-emails`).
 * @csspart step-up - The "Confirm it's you" panel.
 * @csspart section-error - A section's error line; `section-status` its confirmation line.
 */
export const IdpAccountElement = browserElement(() =>
  withJsonProperties(
    r2wc(
      WIDGET,
      {
        shadow: 'open',
        props: {
          publicToken: 'string',
          apiUrl: 'string',
          config: 'string',
          styles: 'string',
          theme: 'string',
          cookieOptions: 'string',
          locale: 'string',
          strings: 'string',
        },
      },
      lazyRenderer('account'),
    ),
    ['config', 'styles', 'cookieOptions', 'strings'],
  ),
);

export const IDP_ACCOUNT_TAG = 'idp-account';
