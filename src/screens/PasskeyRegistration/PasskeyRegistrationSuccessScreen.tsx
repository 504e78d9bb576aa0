import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type { WebAuthnRegistration } from '../../api/types';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Column, Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { Screen } from '../../store/screens';
import type { PasskeyMessages } from '../../i18n/passkeys';
import { FORCED, v } from '../../theme/cssVars';
import { useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { usePasskeyMessages } from '../Passkeys/usePasskeyMessages';
import { registeredIn } from './registered';
import { describePasskey, usePasskeyList, type PasskeyList } from './usePasskeyList';

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

/** The delete confirmation: a group inside the row's `li`, so the list keeps only `li` children. */
const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
  }
`;

/** The confirmed delete: the card's error colour, so the step that cannot be undone looks like one. */
const DangerButton = styled(Button)`
  color: ${v('container', 'backgroundColor')};
  background: ${v('colors', 'error')};
  border-color: ${v('colors', 'error')};
  ${FORCED} {
    border-width: 2px;
  }
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: 16px;
  color: ${v('colors', 'primary')};
`;

/** Escape leaves the rename field or the delete confirmation as it was. */
function onEscape(cancel: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    cancel();
  };
}

/**
 * PasskeyRegistrationSuccess: "Passkey successfully created!" (while the passkey created in this visit is
 * listed and nothing was deleted or renamed; "Your Passkeys" otherwise: after Skip, on a later visit, once the list
 * is edited), the user's passkeys under "Existing
 * Passkeys" with rename and delete (confirmed), "Set up another Passkey" and "Done". While one passkey is renamed
 * the other buttons are disabled; a delete updates the list at once. After each in-place change focus goes to the
 * row's button, or after a delete to the next row's (else the list's heading). The list's logic is usePasskeyList.
 */
export function PasskeyRegistrationSuccessScreen() {
  const passkeyMessages = usePasskeyMessages();
  const { store, emit } = useWidget();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const list = usePasskeyList();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const subHeadingRef = useRef<HTMLHeadingElement>(null);
  const created = registeredIn(store);
  // Once the list is edited (a delete or a rename), the screen is about the list, no longer the creation.
  const justCreated =
    !list.edited &&
    created !== undefined &&
    list.passkeys.some((r) => r.webauthn_registration_id === created);

  useEffect(() => {
    const target = list.focus;
    if (!target) return;
    const el =
      'heading' in target
        ? subHeadingRef.current
        : listRef.current?.querySelector<HTMLElement>(
            `[data-passkey="${CSS.escape(target.id)}"][data-action="${target.button}"]`,
          );
    el?.focus();
  }, [list.focus]);

  return (
    <Column $gap={20}>
      {justCreated ? <SuccessCheck /> : null}
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {justCreated ? passkeyMessages.createdTitle : passkeyMessages.listTitle}
      </Heading>
      <Column $gap={12}>
        <SubHeading id={listId} ref={subHeadingRef} tabIndex={-1}>
          {passkeyMessages.existing}
        </SubHeading>
        {list.passkeys.length === 0 ? <Text $tone="secondary">{passkeyMessages.none}</Text> : null}
        <List ref={listRef} aria-labelledby={listId}>
          {list.passkeys.map((r) => (
            <PasskeyItem key={r.webauthn_registration_id} registration={r} list={list} m={passkeyMessages} />
          ))}
        </List>
      </Column>
      <Column $gap={12}>
        <Button
          variant="secondary"
          disabled={list.busy}
          onClick={() => store.getState().goTo(Screen.PasskeyRegistrationStart)}
          data-idp-action="set-up-another"
        >
          {passkeyMessages.setUpAnother}
        </Button>
        <Button disabled={list.busy} onClick={() => emit('passkey_done')} data-idp-action="done">
          {passkeyMessages.done}
        </Button>
      </Column>
    </Column>
  );
}

interface PasskeyItemProps {
  registration: WebAuthnRegistration;
  list: PasskeyList;
  m: PasskeyMessages;
}

/** One passkey: its name and details with rename and delete, or its rename form, or its delete confirmation. */
function PasskeyItem({ registration: r, list, m }: PasskeyItemProps) {
  const { locale } = useWidget();
  const { mode, setMode, busy, draft, setDraft } = list;
  const id = r.webauthn_registration_id;
  if (mode.kind === 'rename' && mode.id === id) {
    return (
      <Item>
        <form onSubmit={(e) => list.rename(e, id)} onKeyDown={onEscape(list.cancel)}>
          <Column $gap={8}>
            <Input
              label={m.renameLabel(r.name)}
              value={draft}
              maxLength={200}
              data-idp-field="passkey-name"
              autoFocus
              onChange={(e) => setDraft(e.target.value)}
            />
            <Row>
              <Button type="submit" disabled={!draft.trim()} data-idp-action="save-passkey-name">
                {m.save}
              </Button>
              <Button variant="secondary" onClick={list.cancel}>
                {m.cancel}
              </Button>
            </Row>
          </Column>
        </form>
      </Item>
    );
  }
  if (mode.kind === 'delete' && mode.id === id) {
    return (
      <Item>
        <Confirm role="group" aria-label={m.deleteLabel(r.name)} onKeyDown={onEscape(list.cancel)}>
          <Text $align="start">{m.confirmDelete(r.name)}</Text>
          <Row>
            <DangerButton onClick={() => list.remove(id)} data-idp-action="confirm-delete-passkey">
              {m.delete}
            </DangerButton>
            <Button variant="secondary" autoFocus onClick={list.cancel}>
              {m.cancel}
            </Button>
          </Row>
        </Confirm>
      </Item>
    );
  }
  return (
    <Item>
      <Name>{r.name}</Name>
      <Details>{describePasskey(r, m, locale)}</Details>
      <Row>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`${m.rename} ${r.name}`}
          data-passkey={id}
          data-action="rename"
          data-idp-action="rename-passkey"
          onClick={() => {
            setDraft(r.name);
            setMode({ kind: 'rename', id });
          }}
        >
          {m.rename}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={m.deleteLabel(r.name)}
          data-passkey={id}
          data-action="delete"
          data-idp-action="delete-passkey"
          onClick={() => setMode({ kind: 'delete', id })}
        >
          {m.delete}
        </Button>
      </Row>
    </Item>
  );
}
