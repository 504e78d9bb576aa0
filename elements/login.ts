import r2wc from '@r2wc/core';
import { lazyRenderer, WIDGET } from './loader/lazyRenderer';
import { browserElement } from './define';
import { withJsonProperties } from './jsonProperties';

/**
 * `<idp-login>`: sign up or log in.
 *
 * @summary The login widget (SPEC §1). The first screen paints at once; React takes over when its chunk loads.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL, e.g. the emulator's `http://localhost:9400`.
 * @attr config - SPEC §3 Configuration as JSON; also settable as an object through the `config` property.
 * @attr styles - SPEC §3 Theme as JSON; also settable as an object through the `styles` property.
 * @attr cookie-options - WIRE.md §6 cookie names, path and domain as JSON (`cookieOptions` property).
 * @attr captcha-script-url - The reCAPTCHA Enterprise script for projects that require captcha (default Google's;
 *   the emulator's stand-in is `{api-url}/captcha/enterprise.js`).
 * @event idp-event - A step completed. `detail: { type, data }`.
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @csspart container - The card.
 * @csspart heading - The screen title.
 * @cssproperty --idp-colors-primary - Text and primary actions.
 */
export const IdpLoginElement = browserElement(() =>
  withJsonProperties(
    r2wc(
      WIDGET,
      {
        shadow: 'open',
        // `config` and `styles` travel as text so that malformed JSON reaches the widget, which shows a clear
        // message, instead of throwing inside the attribute callback as r2wc's `json` type would.
        props: {
          publicToken: 'string',
          apiUrl: 'string',
          config: 'string',
          styles: 'string',
          cookieOptions: 'string',
          captchaScriptUrl: 'string',
        },
      },
      lazyRenderer('login'),
    ),
    ['config', 'styles', 'cookieOptions'],
  ),
);

export const IDP_LOGIN_TAG = 'idp-login';
