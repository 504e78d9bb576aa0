import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { captchaSiteKey as siteKeyOf } from '../services/captcha';

/**
 * The stand-in for `https://www.google.com/recaptcha/enterprise.js` (docs/protocol.md#where-the-calls-go): defines
 * `grecaptcha.enterprise.ready` / `.execute(siteKey, {action})` like the real script, with no challenge to solve —
 * `execute` fetches a token from this emulator. A page points the widget's captcha script URL here.
 */
function standInScript(tokenUrl: string): string {
  return `(() => {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.enterprise) return;
  const tokenUrl = ${JSON.stringify(tokenUrl)};
  const execute = async (siteKey, options) => {
    const query = new URLSearchParams({ site_key: String(siteKey), action: String((options && options.action) || '') });
    const answer = await fetch(tokenUrl + '?' + query, { credentials: 'omit' });
    if (!answer.ok) throw new Error('The emulator refused a captcha token (' + answer.status + ').');
    return (await answer.json()).token;
  };
  window.grecaptcha = { enterprise: { ready: (callback) => void Promise.resolve().then(callback), execute } };
})();
`;
}

const tokenQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['site_key', 'action'],
  properties: {
    site_key: { type: 'string', minLength: 1, maxLength: 200 },
    action: { type: 'string', maxLength: 100 },
    render: { type: 'string', maxLength: 200 },
  },
} as const;

/** `GET /captcha/enterprise.js` and `GET /captcha/token`: the captcha stand-in (any origin, no credentials). */
export function registerCaptchaRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/captcha/enterprise.js', async (_request, reply) => {
    return reply
      .header('access-control-allow-origin', '*')
      .type('text/javascript; charset=utf-8')
      .send(standInScript(`${deps.publicUrl()}/captcha/token`));
  });

  app.get<{ Querystring: { site_key: string; action: string } }>(
    '/captcha/token',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const { site_key, action } = request.query;
      const project = deps.config.projects.find((p) => p.captcha_required && siteKeyOf(p) === site_key);
      if (!project) {
        throw new ApiError(
          'bad_request',
          `No project of this emulator requires captcha with site key ${site_key}.`,
        );
      }
      reply.header('access-control-allow-origin', '*');
      return deps.captcha.issue(site_key, action);
    },
  );
}
