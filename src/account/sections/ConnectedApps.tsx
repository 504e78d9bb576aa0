import { useEffect, useReducer, useState } from 'react';
import { Button } from '../../components/Button';
import { Text } from '../../components/Layout';
import { Spinner } from '../../components/Spinner';
import { useWidget } from '../../kit/context';
import { accountApi, type ConnectedApp } from '../api';
import {
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
} from '../kit';

/**
 * Connected apps: the OpenID clients the user allowed through `<idp-consent>` (`GET /users/connected_apps`), with
 * what each may do; "Revoke access" (`POST /users/connected_apps/{id}/revoke`) withdraws the grant and its tokens.
 */
export function ConnectedAppsSection() {
  const m = useAccountMessages();
  const { client, emit } = useWidget();
  const focusSection = useFocusSection();
  const { pending, error, notice, setNotice, run, fail } = useAction<'revoke'>();
  const [apps, setApps] = useState<ConnectedApp[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    accountApi(client)
      .connectedApps()
      .then(
        (list) => live && setApps(list),
        (e: unknown) => {
          if (!live) return;
          setLoadFailed(true);
          fail(e);
        },
      );
    return () => {
      live = false;
    };
  }, [client, attempt, fail]);

  const revoke = (app: ConnectedApp) =>
    void run('revoke', async () => {
      await accountApi(client).revokeApp(app.connected_app_id);
      setApps((list) => (list ?? []).filter((a) => a.connected_app_id !== app.connected_app_id));
      setNotice(m.revoked(app.name));
      emit('account_updated', { section: 'apps', action: 'revoked' });
      focusSection();
    });

  return (
    <Section id="apps" title={m.appsTitle}>
      {apps === null ? (
        loadFailed ? (
          <Button variant="secondary" onClick={retry}>
            {m.retry}
          </Button>
        ) : (
          <Spinner size={20} label={m.loading} />
        )
      ) : apps.length === 0 ? (
        <Text $align="start" $tone="secondary">
          {m.noApps}
        </Text>
      ) : (
        <List>
          {apps.map((app) => (
            <Row key={app.connected_app_id}>
              <RowText>
                <span>{app.name}</span>
                {app.scopes_granted ? <Secondary>{m.appScopes(app.scopes_granted)}</Secondary> : null}
              </RowText>
              <RowButton
                type="button"
                aria-label={m.revokeNamed(app.name)}
                onClick={() => revoke(app)}
                disabled={pending !== null}
              >
                {m.revoke}
              </RowButton>
            </Row>
          ))}
        </List>
      )}
      <Status error={error} notice={notice} />
    </Section>
  );
}
