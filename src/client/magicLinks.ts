/**
 * The headless client's magic-link area: the send, with the client (the default product's form
 * calls it), and the authenticate, a chunk of its own (`./magicLinkAuthenticate`) loaded by the page a link
 * lands on.
 */
import * as magicLinksApi from '../api/magicLinks';
import type { Bootstrap } from '../api/types';
import type { Core } from './core';
import type { IdpClient, MagicLinkSent } from './types';

export type MagicLinksContext = Pick<Core, 'http' | 'manager' | 'pkce'> & { bootstrap(): Promise<Bootstrap> };

export function magicLinksArea(ctx: MagicLinksContext): IdpClient['magicLinks'] {
  const { http, pkce } = ctx;
  return {
    email: {
      async loginOrCreate(email, opts = {}) {
        const settings = await ctx.bootstrap();
        const body: magicLinksApi.EmlLoginOrCreateRequest = { ...opts, email };
        if (settings.pkceRequiredForEmailMagicLinks) {
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
    authenticate: async (token, opts) =>
      (await import('./magicLinkAuthenticate')).authenticateMagicLink(ctx, token, opts),
  };
}
