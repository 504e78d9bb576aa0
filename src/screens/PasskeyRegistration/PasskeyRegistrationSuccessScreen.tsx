import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { usePasskeyMessages } from '../Passkeys/usePasskeyMessages';
import { styled } from 'styled-components';
import type { WebAuthnRegistration } from '../../api/types';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Column, Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { Screen } from '../../flow/screens';
import { v } from '../../theme/cssVars';
import { useWidget } from '../../widget/context';
import { useFocusOnMount } from '../../widget/useFocusOnMount';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Item = styled.li`
  border: 1px solid ${v('container', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  color: ${v('colors', 'primary')};
`;

const Details = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${v('colors', 'secondary')};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
  }
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: 16px;
  color: ${v('colors', 'primary')};
`;

type Mode = { kind: 'list' } | { kind: 'rename'; id: string } | { kind: 'delete'; id: string };

/**
 * SPEC §2 PasskeyRegistrationSuccess: "Passkey successfully created!", the user's passkeys under "Existing
 * Passkeys" with rename and delete (confirmed), "Set up another Passkey" and "Done". While one passkey is renamed
 * the other buttons are disabled; a delete updates the list at once; rename and delete failures are logged only.
 */
export function PasskeyRegistrationSuccessScreen() {
  const passkeyMessages = usePasskeyMessages();
  const { client, store, emit, locale } = useWidget();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const user = useSyncExternalStore(client.user.onChange, client.user.getSync, () => null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState('');
  const listId = useId();

  // WIRE.md §4.3: the registration UI reads the user first, so the list is the server's.
  useEffect(() => {
    client.user.get().catch((e: unknown) => console.error('idp-elements: could not load the passkeys.', e));
  }, [client]);

  const passkeys = (user?.webauthn_registrations ?? []).filter(
    (r) => !hidden.has(r.webauthn_registration_id),
  );
  const busy = mode.kind !== 'list';

  const remove = (id: string) => {
    setHidden((h) => new Set(h).add(id));
    setMode({ kind: 'list' });
    client.user.deleteWebauthnRegistration(id).catch((e: unknown) => {
      console.error('idp-elements: the passkey could not be deleted.', e);
      setHidden((h) => {
        const next = new Set(h);
        next.delete(id);
        return next;
      });
    });
  };
  const rename = (event: FormEvent, id: string) => {
    event.preventDefault();
    const name = draft.trim();
    setMode({ kind: 'list' });
    if (!name) return;
    client.webauthn
      .update(id, name)
      .catch((e: unknown) => console.error('idp-elements: the passkey could not be renamed.', e));
  };

  const describe = (r: WebAuthnRegistration) => {
    const kind =
      r.authenticator_type === 'cross-platform' ? passkeyMessages.securityKey : passkeyMessages.platform;
    const created = r.created_at ? new Date(r.created_at).toLocaleDateString(locale) : null;
    return passkeyMessages.details(
      r.backed_up ? `${kind} (${passkeyMessages.synced})` : kind,
      r.domain,
      created,
    );
  };

  return (
    <Column $gap={20}>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {passkeyMessages.createdTitle}
      </Heading>
      <Column $gap={12}>
        <SubHeading id={listId}>{passkeyMessages.existing}</SubHeading>
        {passkeys.length === 0 ? <Text $tone="secondary">{passkeyMessages.none}</Text> : null}
        <List aria-labelledby={listId}>
          {passkeys.map((r) => {
            const id = r.webauthn_registration_id;
            if (mode.kind === 'rename' && mode.id === id) {
              return (
                <Item key={id}>
                  <form onSubmit={(e) => rename(e, id)}>
                    <Column $gap={8}>
                      <Input
                        label={passkeyMessages.renameLabel(r.name)}
                        value={draft}
                        maxLength={200}
                        autoFocus
                        onChange={(e) => setDraft(e.target.value)}
                      />
                      <Row>
                        <Button type="submit" disabled={!draft.trim()}>
                          {passkeyMessages.save}
                        </Button>
                        <Button variant="secondary" onClick={() => setMode({ kind: 'list' })}>
                          {passkeyMessages.cancel}
                        </Button>
                      </Row>
                    </Column>
                  </form>
                </Item>
              );
            }
            if (mode.kind === 'delete' && mode.id === id) {
              return (
                <Item key={id} role="group" aria-label={passkeyMessages.deleteLabel(r.name)}>
                  <Text $align="start">{passkeyMessages.confirmDelete(r.name)}</Text>
                  <Row>
                    <Button onClick={() => remove(id)}>{passkeyMessages.delete}</Button>
                    <Button variant="secondary" autoFocus onClick={() => setMode({ kind: 'list' })}>
                      {passkeyMessages.cancel}
                    </Button>
                  </Row>
                </Item>
              );
            }
            return (
              <Item key={id}>
                <Name>{r.name}</Name>
                <Details>{describe(r)}</Details>
                <Row>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`${passkeyMessages.rename} ${r.name}`}
                    onClick={() => {
                      setDraft(r.name);
                      setMode({ kind: 'rename', id });
                    }}
                  >
                    {passkeyMessages.rename}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={passkeyMessages.deleteLabel(r.name)}
                    onClick={() => setMode({ kind: 'delete', id })}
                  >
                    {passkeyMessages.delete}
                  </Button>
                </Row>
              </Item>
            );
          })}
        </List>
      </Column>
      <Column $gap={12}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => store.getState().goTo(Screen.PasskeyRegistrationStart)}
        >
          {passkeyMessages.setUpAnother}
        </Button>
        <Button disabled={busy} onClick={() => emit('passkey_done')}>
          {passkeyMessages.done}
        </Button>
      </Column>
    </Column>
  );
}
