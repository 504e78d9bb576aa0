/**
 * Step-up re-verification: a sensitive change (password, adding or removing an email, phone, passkey or connected
 * account) needs a factor authenticated within the last `config.stepUpMinutes` minutes. The check uses the
 * server's clock (the session's `last_accessed_at` from a fresh `POST /sessions/authenticate`), not the device's.
 * When it fails, the section shows a panel in place: the user confirms with one of the factors they have (their
 * password, a passkey, a code from their authenticator app, or a code sent to a verified email or phone), the factor
 * joins the session, and the change the user asked for goes on by itself.
 * The site's server must enforce the same rule (docs/account.md); this check is for the user.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import type { Session, User } from '../api/types';
import type { IdpClient } from '../client';
import { Button } from '../components/Button';
import { Form, Text } from '../components/Layout';
import { Input } from '../components/Input';
import { PasswordInput } from '../components/PasswordInput';
import { toAuthError } from '../errors/AuthError';
import { v } from '../theme/cssVars';
import { useWidget } from '../kit/context';
import { passkeyError } from '../screens/Passkeys/passkeyErrors';
import { usePasskeyMessages } from '../screens/Passkeys/usePasskeyMessages';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../config/config';
import { accountApi, sessionMinutesLeft } from './api';
import { Status, useAccountMessages, useAction, useFocusSection, useUser } from './kit';
import { DEFAULT_STEP_UP_MINUTES } from './options';

/** The minutes a factor stays recent enough (`config.stepUpMinutes`). */
export const StepUpMinutes = createContext(DEFAULT_STEP_UP_MINUTES);

/** Whether the newest factor of `session` was authenticated within `minutes` of the server's last answer. */
export function isRecent(session: Session, minutes: number): boolean {
  const now = Date.parse(session.last_accessed_at);
  const newest = Math.max(
    0,
    ...session.authentication_factors.map((f) => Date.parse(f.last_authenticated_at) || 0),
  );
  return Number.isFinite(now) && now - newest <= minutes * 60_000;
}

async function recentlyVerified(client: IdpClient, minutes: number): Promise<boolean> {
  const { session } = await client.session.authenticate();
  return session !== null && isRecent(session, minutes);
}

/** The provider's "authenticate again first" answer (e.g. `POST /passwords/session/reset`). */
const NEEDS_STEP_UP = 'unauthorized_action';

export interface StepUp {
  /**
   * Runs `action` when the session has a recent factor. Otherwise opens the panel and resolves; once the user
   * confirmed, `again` runs (the section's own submit, which comes back here and now passes).
   */
  sensitive(action: () => Promise<void>, again: () => void): Promise<void>;
  /** The panel, where the section puts it (outside its forms); null while closed. */
  panel: ReactNode;
}

export function useStepUp(): StepUp {
  const { client } = useWidget();
  const minutes = useContext(StepUpMinutes);
  const [again, setAgain] = useState<(() => void) | null>(null);
  const focusSection = useFocusSection();

  const sensitive = useCallback(
    async (action: () => Promise<void>, next: () => void) => {
      if (await recentlyVerified(client, minutes)) {
        try {
          await action();
          return;
        } catch (e) {
          // The server is stricter than this element's setting: confirm, then try once more.
          if (toAuthError(e).type !== NEEDS_STEP_UP) throw e;
        }
      }
      setAgain(() => next);
    },
    [client, minutes],
  );

  const panel = again ? (
    <StepUpPanel
      minutes={minutes}
      onDone={() => {
        setAgain(null);
        focusSection();
        again();
      }}
      onCancel={() => {
        setAgain(null);
        focusSection();
      }}
    />
  ) : null;
  return { sensitive, panel };
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${v('colors', 'primary')};
  border-radius: ${v('inputs', 'borderRadius')};
`;

const PanelHeading = styled.h4`
  margin: 0;
  font-size: ${v('typography', 'fontSize')};
  font-weight: ${v('typography', 'headingFontWeight')};
  &:focus {
    outline: none;
  }
`;

type Code = { channel: 'email' | 'sms'; destination: string; methodId: string };

/** The factors `user` has to confirm with. */
function factorsOf(user: User | null) {
  return {
    emails: (user?.emails ?? []).filter((e) => e.verified),
    phones: (user?.phone_numbers ?? []).filter((p) => p.verified),
    passwordEmail: user?.password ? user.emails[0]?.email : undefined,
    hasApp: (user?.totps ?? []).some((t) => t.verified),
    hasPasskey: (user?.webauthn_registrations ?? []).some((r) => r.verified),
  };
}

/**
 * "Confirm it's you": the password, a passkey (the passkey ceremony with the session), an authenticator-app code
 * (the two-factor chunk's call, loaded on use) or a code by email or text message, then `onDone`. Only the factors
 * the user has are offered.
 */
function StepUpPanel({
  minutes,
  onDone,
  onCancel,
}: {
  minutes: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const m = useAccountMessages();
  const passkeyMessages = usePasskeyMessages();
  const { client, emit, locale, reportError } = useWidget();
  const user = useUser();
  const api = accountApi(client);
  const { pending, error, setError, run } = useAction<'password' | 'send' | 'code' | 'passkey' | 'app'>();
  const [code, setCode] = useState<Code | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (code) codeInput.current?.focus();
  }, [code]);

  const { emails, phones, passwordEmail, hasApp, hasPasskey } = factorsOf(user);
  const duration = (): number => sessionMinutesLeft(client) ?? DEFAULT_SESSION_DURATION_MINUTES;

  const confirmed = (method: string) => {
    emit('step_up_complete', { method });
    onDone();
  };
  const onPassword = (password: string) => {
    if (!passwordEmail || !password) return;
    void run('password', async () => {
      await api.verifyPassword(passwordEmail, password);
      confirmed('password');
    });
  };
  const onPasskey = () =>
    void run('passkey', async () => {
      try {
        await client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: duration() });
      } catch (e) {
        const failure = passkeyError(e, 'login', passkeyMessages);
        setError(failure.message);
        reportError(failure);
        return;
      }
      confirmed('passkey');
    });
  const onApp = (appCode: string) =>
    void run('app', async () => {
      const { authenticateTotp } = await import('../flow/chunks/twoFactor');
      await authenticateTotp(client, appCode, duration());
      confirmed('authenticator_app');
    });
  const send = (channel: 'email' | 'sms', destination: string) =>
    void run('send', async () => {
      const methodId = await api.sendCode(channel, destination, locale);
      setCode({ channel, destination, methodId });
    });
  const onCode = (sent: Code, digits: string) =>
    void run('code', async () => {
      await api.verifyCode(sent.methodId, digits);
      confirmed(sent.channel === 'email' ? 'email_otp' : 'sms_otp');
    });
  const invalid = () => setError(m.invalidCode);

  const none = !passwordEmail && !hasApp && !hasPasskey && emails.length === 0 && phones.length === 0;
  return (
    <Panel role="group" aria-labelledby={headingId} part="step-up">
      <PanelHeading id={headingId} ref={heading} tabIndex={-1}>
        {m.stepUpTitle}
      </PanelHeading>
      <Text $align="start" $tone="secondary">
        {none ? m.stepUpNone : m.stepUpText(minutes)}
      </Text>
      {code ? (
        <DigitsForm
          key={code.methodId}
          label={m.code}
          name="step-up-code"
          inputRef={codeInput}
          busy={pending !== null}
          loading={pending === 'code'}
          onDigits={(digits) => onCode(code, digits)}
          onInvalid={invalid}
          before={<Text $align="start">{m.codeSent(code.destination)}</Text>}
          after={
            <SendButton
              variant="text"
              busy={pending !== null}
              onClick={() => send(code.channel, code.destination)}
            >
              {m.resend}
            </SendButton>
          }
        />
      ) : (
        <>
          {passwordEmail ? (
            <PasswordForm busy={pending !== null} loading={pending === 'password'} onPassword={onPassword} />
          ) : null}
          {hasApp ? (
            <DigitsForm
              label={m.stepUpApp}
              name="step-up-app-code"
              busy={pending !== null}
              loading={pending === 'app'}
              onDigits={onApp}
              onInvalid={invalid}
            />
          ) : null}
          {hasPasskey ? (
            <Button
              variant="secondary"
              onClick={onPasskey}
              loading={pending === 'passkey'}
              loadingLabel={m.stepUpPasskey}
              disabled={pending !== null && pending !== 'passkey'}
            >
              {m.stepUpPasskey}
            </Button>
          ) : null}
          {emails.length + phones.length > 0 && (passwordEmail || hasApp || hasPasskey) ? (
            <Text $align="start" $tone="secondary">
              {m.orCode}
            </Text>
          ) : null}
          {emails.map((e) => (
            <SendButton key={e.email_id} busy={pending !== null} onClick={() => send('email', e.email)}>
              {m.emailCodeTo(e.email)}
            </SendButton>
          ))}
          {phones.map((p) => (
            <SendButton key={p.phone_id} busy={pending !== null} onClick={() => send('sms', p.phone_number)}>
              {m.textCodeTo(p.phone_number)}
            </SendButton>
          ))}
        </>
      )}
      <Status error={error} notice={null} />
      <Button variant="text" onClick={onCancel}>
        {m.cancel}
      </Button>
    </Panel>
  );
}

/** A six-digit code and its Verify button (the code sent by email or text, or the authenticator app's). */
function DigitsForm(props: {
  label: string;
  name: string;
  busy: boolean;
  loading: boolean;
  onDigits: (digits: string) => void;
  onInvalid: () => void;
  inputRef?: RefObject<HTMLInputElement>;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const m = useAccountMessages();
  const [digits, setDigits] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(digits)) props.onDigits(digits);
    else props.onInvalid();
  };
  return (
    <Form onSubmit={submit} noValidate>
      {props.before}
      <Input
        ref={props.inputRef}
        label={props.label}
        name={props.name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={digits}
        onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, 6))}
        readOnly={props.busy}
      />
      <Button type="submit" loading={props.loading} loadingLabel={m.verify}>
        {m.verify}
      </Button>
      {props.after}
    </Form>
  );
}

const SendButton = (props: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
  variant?: 'secondary' | 'text';
}) => (
  <Button variant={props.variant ?? 'secondary'} onClick={props.onClick} disabled={props.busy}>
    {props.children}
  </Button>
);

/** The user's password and Confirm. */
function PasswordForm(props: { busy: boolean; loading: boolean; onPassword: (password: string) => void }) {
  const m = useAccountMessages();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onPassword(password);
  };
  return (
    <Form onSubmit={submit} noValidate>
      <PasswordInput
        label={m.stepUpPassword}
        showLabel={m.show}
        hideLabel={m.hide}
        name="step-up-password"
        autoComplete="current-password"
        onChange={(e) => setPassword(e.target.value)}
        readOnly={props.busy}
      />
      <Button type="submit" loading={props.loading} loadingLabel={m.confirm}>
        {m.confirm}
      </Button>
    </Form>
  );
}
