/**
 * The headless client's magic-link area: the send, with the client (the default product's form
 * calls it), and the authenticate, a chunk of its own (`./magicLinkAuthenticate`) loaded by the page a link
 * lands on.
 */
import * as magicLinksApi from '../api/magicLinks';
import type { Bootstrap } from '../api/types';
import type { Core } from './core';
import type { Platform } from '../platform/types';
import type { IdpClient, MagicLinkSent } from './types';

export type MagicLinksContext = Pick<Core, 'http' | 'manager' | 'pkce'> & {
  bootstrap(): Promise<Bootstrap>;
  platform: Pick<Platform, 'crypto'>;
};

export function magicLinksArea(ctx: MagicLinksContext): IdpClient['magicLinks'] {
  const { http, pkce } = ctx;
  return {
    email: {
      async loginOrCreate(email, opts = {}) {
        const settings = await ctx.bootstrap();
        const body: magicLinksApi.EmlLoginOrCreateRequest = { ...opts, email };
        // The link is bound to this browser (docs/magic-links.md#link-scanners-and-other-devices): whoever opens
        // it elsewhere (a mail scanner, another device) cannot trade its token without this browser's verifier.
        // Only a page without `crypto.subtle` (plain http off localhost) sends an unbound link, unless the
        // project requires PKCE, where the send fails with the reason.
        if (settings.pkceRequiredForEmailMagicLinks || ctx.platform.crypto?.subtle) {
          body.code_challenge = (await pkce.getOrCreate('magic_links')).code_challenge;
        }
        const r = await magicLinksApi.emailLoginOrCreate(http, body);
        const sent: MagicLinkSent = {};
        if (typeof r.user_id === 'string') sent.userId = r.user_id;
        if (typeof r.email_id === 'string') sent.emailId = r.email_id;
        if (typeof r.user_created === 'boolean') sent.userCreated = r.user_created;
        return sent;
      },
    },
    requestedHere: () => pkce.get('magic_links') !== null || pkce.get('passwords') !== null,
    authenticate: async (token, opts) =>
      (await import('./magicLinkAuthenticate')).authenticateMagicLink(ctx, token, opts),
  };
}
