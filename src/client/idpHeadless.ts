/**
 * `idpClient` for `idp-elements/headless`: the same calls as src/client/idp.ts, whose code loads on the first call.
 * A headless page that never shows a consent screen (a redirect page finishing a magic link) then fetches none of
 * it; `<idp-consent>` imports the calls directly.
 */
import type { IdpClient } from './types';
import type { IdpArea } from './idp';

export function idpClient(client: IdpClient): IdpArea {
  let area: Promise<IdpArea> | undefined;
  const call =
    <K extends keyof IdpArea>(name: K) =>
    async (body: Parameters<IdpArea[K]>[0]): Promise<Awaited<ReturnType<IdpArea[K]>>> => {
      area ??= import('./idp').then((m) => m.idpClient(client));
      const loaded = await area.catch((e: unknown) => {
        area = undefined;
        throw e;
      });
      return (loaded[name] as (b: typeof body) => Promise<Awaited<ReturnType<IdpArea[K]>>>)(body);
    };
  return {
    authorizeStart: call('authorizeStart'),
    authorizeSubmit: call('authorizeSubmit'),
    logoutStart: call('logoutStart'),
    attest: call('attest'),
  };
}
