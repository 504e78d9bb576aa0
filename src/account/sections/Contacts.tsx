import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Form, Text } from '../../components/Layout';
import { Input } from '../../components/Input';
import { PhoneField } from '../../flow/chunks/otp';
import { usePhoneEntry } from '../../phone/usePhoneEntry';
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
  /** The value as sent, or null when it cannot be one (a phone number: `PhoneField`'s own parse instead). */
  normalise?: (typed: string) => string | null;
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
  // The phone input `<idp-login>` uses: country picker and formatting while typing.
  const phone = usePhoneEntry(kind.normalise === undefined);
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
    const normalise = kind.normalise;
    if (normalise) {
      const value = normalise(typed);
      setFieldError(value === null ? t.invalid : null);
      if (value !== null) sendTo(value);
      return;
    }
    void phone.parse().then((value) => {
      setFieldError(value === null ? t.invalid : null);
      if (value !== null) sendTo(value);
    });
  };
  const sendTo = (value: string) => {
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
      phone.clear();
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
        <AddForm
          kind={kind}
          label={t.field}
          typed={typed}
          onTyped={setTyped}
          phone={phone}
          fieldError={fieldError}
          onFieldError={setFieldError}
          pending={pending === 'send'}
          busy={pending !== null}
          onSend={onSend}
          onCancel={cancel}
        />
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

/** The new address or number (for a number, the phone input `<idp-login>` uses), Send code and Cancel. */
function AddForm(props: {
  kind: Kind;
  label: string;
  typed: string;
  onTyped: (typed: string) => void;
  phone: ReturnType<typeof usePhoneEntry>;
  fieldError: string | null;
  onFieldError: (error: string | null) => void;
  pending: boolean;
  busy: boolean;
  onSend: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const m = useAccountMessages();
  const { messages } = useWidget();
  const fieldId = useId();
  return (
    <Form onSubmit={props.onSend} noValidate part={`form add-${props.kind.id}`}>
      {props.kind.normalise ? (
        <Input
          label={props.label}
          name={`new-${props.kind.id}`}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={props.typed}
          onChange={(e) => props.onTyped(e.target.value)}
          error={props.fieldError}
          readOnly={props.busy}
          autoFocus
        />
      ) : (
        <PhoneField
          id={`${fieldId}-phone`}
          name={`new-${props.kind.id}`}
          label={props.label}
          countryLabel={messages.phone.countryLabel}
          placeholder={messages.phone.placeholder}
          countries={props.phone.countries}
          country={props.phone.country}
          text={props.phone.text}
          onCountryChange={props.phone.onCountryChange}
          onTextChange={(value, deleting) => {
            props.onFieldError(null);
            props.phone.onTextChange(value, deleting);
          }}
          error={props.fieldError}
          busy={props.busy}
          autoFocus
        />
      )}
      <Button type="submit" loading={props.pending} loadingLabel={m.sendCode}>
        {m.sendCode}
      </Button>
      <Button variant="text" onClick={props.onCancel}>
        {m.cancel}
      </Button>
    </Form>
  );
}
