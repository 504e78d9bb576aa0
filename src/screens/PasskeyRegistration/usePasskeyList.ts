import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { WebAuthnRegistration } from '../../api/types';
import type { PasskeyMessages } from '../../i18n/passkeys';
import { useWidget } from '../../kit/context';

/** What the list shows: every passkey, or one of them being renamed or confirmed for deletion. */
export type PasskeyListMode =
  { kind: 'list' } | { kind: 'rename'; id: string } | { kind: 'delete'; id: string };

/** Where focus goes after an in-place change: a row's Rename or Delete button, or the list's heading. */
export type PasskeyFocus = { id: string; button: 'rename' | 'delete' } | { heading: true };

/** What the passkey list shows and the user can do in it. */
export interface PasskeyList {
  /** The user's passkeys, less the ones being deleted. */
  passkeys: WebAuthnRegistration[];
  mode: PasskeyListMode;
  setMode: (mode: PasskeyListMode) => void;
  /** A passkey is being renamed or confirmed for deletion: the other buttons wait. */
  busy: boolean;
  /** The new name being typed. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Deletes a passkey: it leaves the list at once, and comes back if the delete fails. */
  remove: (id: string) => void;
  /** Submits the new name (a blank one changes nothing). */
  rename: (event: FormEvent, id: string) => void;
  /** Leaves the rename field or the delete confirmation unchanged; focus goes back to the row's button. */
  cancel: () => void;
  /** The control to focus after the last in-place change (a new object each time), or null. */
  focus: PasskeyFocus | null;
  /** A passkey was deleted or renamed here: the list is no longer just the outcome of a creation. */
  edited: boolean;
}

/** A passkey's kind, whether it syncs, where it works and when it was created, in words. */
export function describePasskey(r: WebAuthnRegistration, m: PasskeyMessages, locale: string): string {
  const kind = r.authenticator_type === 'cross-platform' ? m.securityKey : m.platform;
  const created = r.created_at ? new Date(r.created_at).toLocaleDateString(locale) : null;
  return m.details(r.backed_up ? `${kind} (${m.synced})` : kind, r.domain, created);
}

/**
 * Logic of the logged-in user's passkey list (PasskeyRegistrationSuccess): the list as the server has it,
 * rename and delete. Rename and delete failures are logged only.
 */
export function usePasskeyList(): PasskeyList {
  const { client } = useWidget();
  const user = useSyncExternalStore(client.user.onChange, client.user.getSync, () => null);
  const [mode, setMode] = useState<PasskeyListMode>({ kind: 'list' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState('');
  const [focus, setFocus] = useState<PasskeyFocus | null>(null);
  const [edited, setEdited] = useState(false);

  // docs/protocol.md#the-calls: the registration UI reads the user first, so the list is the server's.
  useEffect(() => {
    client.user.get().catch((e: unknown) => console.error('idp-elements: could not load the passkeys.', e));
  }, [client]);

  const passkeys = (user?.webauthn_registrations ?? []).filter(
    (r) => !hidden.has(r.webauthn_registration_id),
  );

  const remove = (id: string) => {
    // Focus moves to the next row (else the previous one, else the list's heading), not to <body>.
    const at = passkeys.findIndex((r) => r.webauthn_registration_id === id);
    const neighbour = passkeys[at + 1] ?? passkeys[at - 1];
    setFocus(neighbour ? { id: neighbour.webauthn_registration_id, button: 'rename' } : { heading: true });
    setHidden((h) => new Set(h).add(id));
    setMode({ kind: 'list' });
    setEdited(true);
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
    setFocus({ id, button: 'rename' });
    if (!name) return;
    setEdited(true);
    client.webauthn
      .update(id, name)
      .catch((e: unknown) => console.error('idp-elements: the passkey could not be renamed.', e));
  };

  const cancel = () => {
    if (mode.kind === 'list') return;
    setFocus({ id: mode.id, button: mode.kind });
    setMode({ kind: 'list' });
  };

  return {
    passkeys,
    mode,
    setMode,
    busy: mode.kind !== 'list',
    draft,
    setDraft,
    remove,
    rename,
    cancel,
    focus,
    edited,
  };
}
