import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import type { AuthenticationFactor } from '../../api/types';
import { Button } from '../../components/Button';
import { v } from '../../theme/cssVars';
import { useWidget } from '../../kit/context';
import { deviceOf } from '../device';
import { Section, Status, useAccountMessages, useAction } from '../kit';
import type { AccountMessages } from '../messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${v('colors', 'secondary')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The name of a session factor, by its `delivery_method`. */
function factorName(factor: AuthenticationFactor, names: AccountMessages['factorNames']): string {
  const method = factor.delivery_method;
  if (method === 'email' || method === 'embedded') return names.email;
  if (method === 'sms' || method === 'whatsapp') return names[method];
  if (method === 'knowledge') return names.password;
  if (method === 'webauthn_registration') return names.passkey;
  if (method.startsWith('oauth')) return names.oauth;
  if (method === 'crypto_wallet') return names.wallet;
  if (method === 'authenticator_app') return names.authenticatorApp;
  if (method === 'recovery_code') return names.recoveryCode;
  return names.other;
}

/**
 * This session: the device (from its user agent), when it started and was last active, the factors it was
 * verified with; "Log out" (`POST /sessions/revoke`).
 */
export function ThisSessionSection() {
  const m = useAccountMessages();
  const { client, emit, locale } = useWidget();
  const session = useSyncExternalStore(client.session.onChange, client.session.getSync, () => null);
  const { pending, error, run } = useAction<'logout'>();
  if (!session) return null;

  const agent =
    session.attributes.user_agent || (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const { browser, system } = deviceOf(agent);
  const device = browser && system ? m.deviceName(browser, system) : (browser ?? system ?? m.unknownDevice);
  const time = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? ''
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };
  const factors = [...new Set(session.authentication_factors.map((f) => factorName(f, m.factorNames)))].join(
    ', ',
  );

  const logOut = () =>
    void run('logout', async () => {
      await client.session.revoke({ forceClear: true });
      emit('logout');
    });

  return (
    <Section id="session" title={m.sessionTitle}>
      <Facts>
        <dt>{m.device}</dt>
        <dd>{device}</dd>
        <dt>{m.started}</dt>
        <dd>
          <time dateTime={session.started_at}>{time(session.started_at)}</time>
        </dd>
        <dt>{m.lastActive}</dt>
        <dd>
          <time dateTime={session.last_accessed_at}>{time(session.last_accessed_at)}</time>
        </dd>
        <dt>{m.factors}</dt>
        <dd>{factors || m.factorNames.other}</dd>
      </Facts>
      <Button variant="secondary" onClick={logOut} loading={pending === 'logout'} loadingLabel={m.logOut}>
        {m.logOut}
      </Button>
      <Status error={error} notice={null} />
    </Section>
  );
}
