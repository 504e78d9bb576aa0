import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Form, Text } from '../../components/Layout';
import { Input } from '../../components/Input';
import { isValidEmail } from '../../validation/email';
import { useWidget } from '../../kit/context';
import { accountApi, type ContactKind } from '../api';
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
  useUser,
} from '../kit';
import { isLastMethod } from '../loginMethods';
import type { AccountMessages } from '../messages';
import { useStepUp } from '../stepUp';

interface Contact {
  id: string;
  value: string;
  verified: boolean;
}

/** What differs between the email and the phone sections. */
interface Kind {
  id: 'emails' | 'phones';
  wire: ContactKind;
  channel: 'email' | 'sms';
  list: (user: NonNullable<ReturnType<typeof useUser>>) => Contact[];
  texts: (m: AccountMessages) => {
    title: string;
    empty: string;
    add: string;
    field: string;
    invalid: string;
  };
  input: { type: string; autoComplete: string; inputMode: 'email' | 'tel' };
  /** The value as sent, or null when it cannot be one. */
  normalise: (typed: string) => string | null;
  hint?: (m: AccountMessages) => string;
}

const EMAILS: Kind = {
  id: 'emails',
  wire: 'emails',
  channel: 'email',
  list: (u) => u.emails.map((e) => ({ id: e.email_id, value: e.email, verified: e.verified })),
  texts: (m) => ({
    title: m.emailsTitle,
    empty: m.noEmails,
    add: m.addEmail,
    field: m.newEmail,
    invalid: m.invalidEmail,
  }),
  input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  normalise: (typed) => (isValidEmail(typed.trim()) ? typed.trim() : null),
};

const PHONES: Kind = {
  id: 'phones',
  wire: 'phone_numbers',
  channel: 'sms',
  list: (u) => u.phone_numbers.map((p) => ({ id: p.phone_id, value: p.phone_number, verified: p.verified })),
  texts: (m) => ({
    title: m.phonesTitle,
    empty: m.noPhones,
    add: m.addPhone,
    field: m.newPhone,
    invalid: m.invalidPhone,
  }),
  input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  // E.164: a plus, then 8 to 15 digits (spaces, dots, dashes and brackets typed between them are dropped).
  normalise: (typed) => {
    const compact = typed.replace(/[\s().-]/g, '');
    return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  },
  hint: (m) => m.phoneHint,
};

export const EmailsSection = () => <ContactsSection kind={EMAILS} />;
export const PhonesSection = () => <ContactsSection kind={PHONES} />;

/** The addresses or numbers, each with its verified state and a Remove button. */
function ContactList({
  contacts,
  empty,
  disabled,
  onRemove,
}: {
  contacts: Contact[];
  empty: string;
  disabled: boolean;
  onRemove: (contact: Contact) => void;
}) {
  const m = useAccountMessages();
  if (contacts.length === 0) {
    return (
      <Text $align="start" $tone="secondary">
        {empty}
      </Text>
    );
  }
  return (
    <List>
      {contacts.map((c) => (
        <Row key={c.id}>
          <RowText>
            <span dir="ltr">{c.value}</span>
            <Secondary>{c.verified ? m.verified : m.unverified}</Secondary>
          </RowText>
          <RowButton
            type="button"
            aria-label={m.removeNamed(c.value)}
            onClick={() => onRemove(c)}
            disabled={disabled}
          >
            {m.remove}
          </RowButton>
        </Row>
      ))}
    </List>
  );
}

type Step = { kind: 'closed' } | { kind: 'typing' } | { kind: 'code'; value: string; methodId: string };

/**
 * Email addresses or phone numbers: the list with each one's verified state; add one (a code is sent to it, then
 * typed here: `POST /otps/{email,sms}/send/secondary`, then `POST /otps/authenticate` with the session); remove
 * one (`DELETE /users/{emails,phone_numbers}/{id}`), except the last way to log in. Adding and removing are
 * sensitive: they need a recent factor (step-up).
 */
function ContactsSection({ kind }: { kind: Kind }) {
  const m = useAccountMessages();
  const t = kind.texts(m);
  const { client, emit, locale } = useWidget();
  const api = accountApi(client);
  const user = useUser();
  const stepUp = useStepUp();
  const focusSection = useFocusSection();
  const { pending, error, setError, notice, setNotice, run } = useAction<'send' | 'verify' | 'remove'>();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const addWrap = useRef<HTMLDivElement>(null);
  if (!user) return null;
  const contacts = kind.list(user);

  const send = () => {
    const value = kind.normalise(typed);
    setFieldError(value === null ? t.invalid : null);
    if (value === null) return;
    void run('send', () =>
      stepUp.sensitive(async () => {
        const methodId = await api.sendCode(kind.channel, value, locale);
        setCode('');
        setStep({ kind: 'code', value, methodId });
      }, send),
    );
  };
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code)) {
      setError(m.invalidCode);
      return;
    }
    void run('verify', async () => {
      await api.verifyCode(step.methodId, code);
      setStep({ kind: 'closed' });
      setTyped('');
      setNotice(m.added(step.value));
      emit('account_updated', { section: kind.id, action: 'added' });
      focusSection();
    });
  };
  const remove = (contact: Contact) => {
    if (isLastMethod(user, { kind: kind.wire, id: contact.id })) {
      setNotice(null);
      setError(m.lastMethod);
      return;
    }
    void run('remove', () =>
      stepUp.sensitive(
        async () => {
          await api.deleteFactor(kind.wire, contact.id);
          setNotice(m.removed(contact.value));
          emit('account_updated', { section: kind.id, action: 'removed' });
          focusSection();
        },
        () => remove(contact),
      ),
    );
  };
  const cancel = () => {
    setStep({ kind: 'closed' });
    setFieldError(null);
    setError(null);
    // The form goes away: focus goes back to the button that opened it.
    requestAnimationFrame(() => addWrap.current?.querySelector('button')?.focus());
  };

  return (
    <Section id={kind.id} title={t.title}>
      <ContactList contacts={contacts} empty={t.empty} disabled={pending !== null} onRemove={remove} />
      {step.kind === 'closed' ? (
        <div ref={addWrap} style={{ display: 'contents' }}>
          <Button
            variant="secondary"
            onClick={() => {
              setStep({ kind: 'typing' });
              setNotice(null);
            }}
          >
            {t.add}
          </Button>
        </div>
      ) : step.kind === 'typing' ? (
        <Form onSubmit={onSend} noValidate part={`form add-${kind.id}`}>
          <Input
            label={t.field}
            name={`new-${kind.id}`}
            type={kind.input.type}
            autoComplete={kind.input.autoComplete}
            inputMode={kind.input.inputMode}
            dir="ltr"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={fieldError}
            readOnly={pending !== null}
            aria-description={kind.hint?.(m)}
            autoFocus
          />
          {kind.hint ? (
            <Text $align="start" $tone="secondary">
              {kind.hint(m)}
            </Text>
          ) : null}
          <Button type="submit" loading={pending === 'send'} loadingLabel={m.sendCode}>
            {m.sendCode}
          </Button>
          <Button variant="text" onClick={cancel}>
            {m.cancel}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={onVerify} noValidate part={`form verify-${kind.id}`}>
          <Text $align="start">{m.codeSent(step.value)}</Text>
          <Input
            label={m.code}
            name={`${kind.id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            readOnly={pending !== null}
            autoFocus
          />
          <Button type="submit" loading={pending === 'verify'} loadingLabel={m.verify}>
            {m.verify}
          </Button>
          <Button variant="text" onClick={send} disabled={pending !== null}>
            {m.resend}
          </Button>
          <Button variant="text" onClick={cancel}>
            {m.cancel}
          </Button>
        </Form>
      )}
      {stepUp.panel}
      <Status error={error} notice={notice} />
    </Section>
  );
}
