import { useEffect, useRef } from 'react';
import { PROVIDER_NAMES } from '../../api/oauth';
import { Button } from '../../components/Button';
import { Text } from '../../components/Layout';
import { DEFAULT_SESSION_DURATION_MINUTES, type OAuthProviderOptions } from '../../config/config';
import { useWidget } from '../../kit/context';
import { startOptions } from '../../screens/OAuth/providers';
import { accountApi, sessionMinutesLeft } from '../api';
import {
  Actions,
  List,
  Row,
  RowButton,
  RowText,
  Secondary,
  Section,
  Status,
  useAccountMessages,
  useAction,
  useFocusSection,
  useUser,
} from '../kit';
import { isLastMethod } from '../loginMethods';
import { useStepUp } from '../stepUp';

interface Linked {
  id: string;
  name: string;
  detail: string;
}

/**
 * Connected accounts: the social providers linked to the user; unlink one (`DELETE /users/oauth/{id}`); link one of
 * `config.oauthOptions.providers` not linked yet (the provider's OAuth start, then `POST /oauth/authenticate` with
 * the session when the provider sends the user back to this page).
 */
export function ConnectedAccountsSection() {
  const m = useAccountMessages();
  const user = useUser();
  const { config } = useWidget();
  const linked = new Set((user?.providers ?? []).map((p) => p.provider_type.toLowerCase()));
  const linkable = (config.oauthOptions.providers ?? []).filter(
    (p, i, all) =>
      Object.prototype.hasOwnProperty.call(PROVIDER_NAMES, p.type) &&
      !linked.has(p.type) &&
      all.findIndex((q) => q.type === p.type) === i,
  );
  const items = (user?.providers ?? []).flatMap((p) =>
    p.oauth_user_registration_id
      ? [
          {
            id: p.oauth_user_registration_id,
            name: providerName(p.provider_type),
            detail: p.provider_subject,
          },
        ]
      : [],
  );
  return (
    <LinkedSection
      id="connectedAccounts"
      wire="oauth"
      title={m.connectedTitle}
      empty={m.noConnected}
      items={items}
      linkable={linkable}
    />
  );
}

/** Crypto wallets: the user's wallets; remove one (`DELETE /users/crypto_wallets/{id}`). */
export function WalletsSection() {
  const m = useAccountMessages();
  const user = useUser();
  const items = (user?.crypto_wallets ?? []).map((w) => ({
    id: w.crypto_wallet_id,
    name: w.crypto_wallet_address,
    detail: w.crypto_wallet_type.charAt(0).toUpperCase() + w.crypto_wallet_type.slice(1),
  }));
  return (
    <LinkedSection
      id="wallets"
      wire="crypto_wallets"
      title={m.walletsTitle}
      empty={m.noWallets}
      items={items}
    />
  );
}

/**
 * The provider's return to this page (`?stytch_token_type=oauth&token=…`, or its `error`), and the address without
 * it (a `token` of the page's own, before the provider's, stays). As `<idp-login>` reads it (src/widget/linkLanding.ts),
 * kept here so that the login's chunk need not export it.
 */
function oauthReturn(href: string): { token: string; error: string | null; rest: string } | null {
  const url = new URL(href);
  const query = url.searchParams;
  if (query.get('stytch_token_type') !== 'oauth') return null;
  const tokens = query.getAll('token').filter((t) => t.trim() !== '');
  const token = tokens.pop()?.trim() ?? '';
  const error = token ? null : query.get('error');
  if (!token && !error) return null;
  for (const name of ['token', 'stytch_token_type', 'error', 'error_description']) query.delete(name);
  for (const own of tokens) query.append('token', own);
  return { token, error, rest: url.pathname + url.search + url.hash };
}

function providerName(type: string): string {
  const known: Record<string, string> = {
    github: 'GitHub',
    gitlab: 'GitLab',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
  };
  return known[type.toLowerCase()] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** A list of login factors the user can remove (never the last way to log in); removing is sensitive. */
function LinkedSection({
  id,
  wire,
  title,
  empty,
  items,
  linkable = [],
}: {
  id: 'connectedAccounts' | 'wallets';
  wire: 'oauth' | 'crypto_wallets';
  title: string;
  empty: string;
  items: Linked[];
  linkable?: OAuthProviderOptions[];
}) {
  const m = useAccountMessages();
  const { client, config, emit } = useWidget();
  const user = useUser();
  const stepUp = useStepUp();
  const focusSection = useFocusSection();
  const { pending, error, setError, notice, setNotice, run } = useAction<string>();

  // Back from the provider (`?stytch_token_type=oauth&token=…` on this page): the token, with the session, adds the
  // provider to this user. The token leaves the address at once (single use; not for history or bookmarks).
  const landed = useRef(false);
  useEffect(() => {
    if (id !== 'connectedAccounts' || landed.current) return;
    const landing = oauthReturn(client.platform.location.href);
    if (!landing) return;
    landed.current = true;
    client.platform.navigation.replace?.(landing.rest);
    if (landing.error !== null) {
      setError(landing.error === 'access_denied' ? m.linkCancelled : m.linkFailed);
      return;
    }
    void run('landing', async () => {
      const result = await client.oauth.authenticate(landing.token, {
        session_duration_minutes: sessionMinutesLeft(client) ?? DEFAULT_SESSION_DURATION_MINUTES,
      });
      setNotice(m.linked(providerName(result.providerType)));
      emit('account_updated', { section: id, action: 'linked', provider: result.providerType });
      focusSection();
    });
  }, [id, client, run, setError, setNotice, emit, focusSection, m]);

  const link = (provider: OAuthProviderOptions) => {
    const href = client.platform.location.href;
    const back = new URL(oauthReturn(href)?.rest ?? href, href).href;
    const options = startOptions(config.oauthOptions, provider);
    options.login_redirect_url ??= back;
    options.signup_redirect_url ??= back;
    void run(provider.type, () =>
      stepUp.sensitive(
        async () => {
          await client.oauth[provider.type].start(options);
          emit('start_oauth_flow', { provider: provider.type, customScopes: provider.custom_scopes ?? [] });
        },
        () => link(provider),
      ),
    );
  };

  const remove = (item: Linked) => {
    if (!user) return;
    if (isLastMethod(user, { kind: wire, id: item.id })) {
      setNotice(null);
      setError(m.lastMethod);
      return;
    }
    void run('remove', () =>
      stepUp.sensitive(
        async () => {
          await accountApi(client).deleteFactor(wire, item.id);
          setNotice(m.removed(item.name));
          emit('account_updated', { section: id, action: 'removed' });
          focusSection();
        },
        () => remove(item),
      ),
    );
  };

  return (
    <Section id={id} title={title}>
      {items.length === 0 ? (
        <Text $align="start" $tone="secondary">
          {empty}
        </Text>
      ) : (
        <List>
          {items.map((item) => (
            <Row key={item.id}>
              <RowText>
                <span dir="ltr">{item.name}</span>
                <Secondary dir="ltr">{item.detail}</Secondary>
              </RowText>
              <RowButton
                type="button"
                aria-label={m.removeNamed(item.name)}
                onClick={() => remove(item)}
                disabled={pending !== null}
              >
                {m.remove}
              </RowButton>
            </Row>
          ))}
        </List>
      )}
      {linkable.length > 0 ? (
        <Actions>
          {linkable.map((provider) => (
            <Button
              key={provider.type}
              variant="secondary"
              onClick={() => link(provider)}
              disabled={pending !== null && pending !== provider.type}
              loading={pending === provider.type}
              loadingLabel={m.linkProvider(PROVIDER_NAMES[provider.type])}
            >
              {m.linkProvider(PROVIDER_NAMES[provider.type])}
            </Button>
          ))}
        </Actions>
      ) : null}
      {stepUp.panel}
      <Status error={error} notice={notice} />
    </Section>
  );
}
