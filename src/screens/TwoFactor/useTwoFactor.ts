import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../api/types';
import { DEFAULT_SESSION_DURATION_MINUTES, type MfaOptions } from '../../config/config';
import { AuthError } from '../../errors/AuthError';
import { twoFactorMessages, type TwoFactorMessages } from '../../i18n/twoFactor';
import { useAuthState, useTexts, useWidget } from '../../kit/context';
import { errorMessage } from './errorText';
import { authenticateTotp, createTotp, recoverTotp, type TotpCreated } from './twoFactorApi';

export type SecondFactorMethod = 'totp' | 'otp_sms' | 'otp_email';
export type Phase = 'checking' | 'verify' | 'recovery' | 'enroll' | 'codes';

/** The two-factor texts in the element's language, with the site's overrides. */
export const useTwoFactorMessages = (): TwoFactorMessages => useTexts('twoFactor', twoFactorMessages);

const METHODS: readonly SecondFactorMethod[] = ['totp', 'otp_sms', 'otp_email'];

export interface Available {
  method: SecondFactorMethod;
  /** The phone number or email a code goes to; empty for the app. */
  destination: string;
}

/** The config's methods, known ones only, in its order (default: the authenticator app). */
export function configuredMethods(options: MfaOptions): SecondFactorMethod[] {
  const listed: unknown[] = Array.isArray(options.methods) ? options.methods : ['totp'];
  return [...new Set(listed)].filter((m): m is SecondFactorMethod =>
    (METHODS as readonly unknown[]).includes(m),
  );
}

/**
 * The second factors this user has, in the config's order: a verified authenticator app, a verified phone number
 * (a text), a verified email (a code by email); never the channel of the first factor itself.
 */
export function availableMethods(options: MfaOptions, user: User, firstMethod: string): Available[] {
  return configuredMethods(options).flatMap((method): Available[] => {
    if (method === 'totp') return user.totps.some((t) => t.verified) ? [{ method, destination: '' }] : [];
    if (method === 'otp_sms') {
      const phone = user.phone_numbers.find((p) => p.verified);
      return phone && firstMethod !== 'otp_sms' ? [{ method, destination: phone.phone_number }] : [];
    }
    const email = user.emails.find((e) => e.verified);
    return email && !['otp_email', 'email_link'].includes(firstMethod)
      ? [{ method, destination: email.email }]
      : [];
  });
}

interface ShownError {
  id: number;
  message: string;
  type: string;
}

let nextErrorId = 1;

/** The state and steps of the two-factor screen: which factor, the typed code, errors, enrolment. */
export function useTwoFactor() {
  const { client, config, store, emit } = useWidget();
  const texts = useTwoFactorMessages();
  const firstFactor = useAuthState((s) => s.firstFactor?.factor);
  const options = config.mfaOptions ?? {};
  const minutes = config.sessionOptions.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
  const [phase, setPhase] = useState<Phase>('checking');
  const [methods, setMethods] = useState<Available[]>([]);
  const [current, setCurrent] = useState(0);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [enrolment, setEnrolment] = useState<TotpCreated | null>(null);
  const [sent, setSent] = useState<{ method: SecondFactorMethod; methodId: string } | null>(null);
  const done = useCallback(() => store.getState().afterPrimaryDone(), [store]);

  const { busy, error, setError, focusRequest, run, show, live } = useRunner(texts);

  const sendCode = useCallback(
    (method: SecondFactorMethod, destination: string) =>
      run(async () => {
        const sent =
          method === 'otp_sms'
            ? await client.otps.sms.loginOrCreate(destination)
            : await client.otps.email.loginOrCreate(destination);
        if (!live.current) return;
        setSent({ method, methodId: sent.methodId });
        emit('otp_sent', { channel: method === 'otp_sms' ? 'sms' : 'email', destination });
      }),
    [client, emit, live, run],
  );

  const startEnrolment = useCallback(
    () =>
      run(async () => {
        const created = await createTotp(client);
        if (!live.current) return;
        setEnrolment(created);
        setPhase('enroll');
      }),
    [client, live, run],
  );

  useStepStart({
    options,
    firstMethod: firstFactor?.method ?? '',
    setMethods,
    setPhase,
    sendCode,
    startEnrolment,
    done,
    show,
  });

  const method = methods[current]?.method ?? 'totp';

  const verify = useCallback(
    (typed: string) =>
      run(async () => {
        if (method === 'totp') await authenticateTotp(client, typed, minutes);
        else {
          if (!sent) throw new AuthError({ type: 'otp_code_not_found', status: 404, serverMessage: '' });
          await client.otps.authenticate(typed, sent.methodId, { session_duration_minutes: minutes });
        }
        if (!live.current) return;
        emit('second_factor_complete', { method });
        done();
      }),
    [client, done, emit, live, method, minutes, run, sent],
  );

  const recover = useCallback(
    (typed: string) =>
      run(async () => {
        await recoverTotp(client, typed.trim().toLowerCase(), minutes);
        if (!live.current) return;
        emit('recovery_code_used', {});
        emit('second_factor_complete', { method: 'recovery_code' });
        done();
      }),
    [client, done, emit, live, minutes, run],
  );

  const confirmEnrolment = useCallback(
    (typed: string) =>
      run(async () => {
        await authenticateTotp(client, typed, minutes);
        if (!live.current) return;
        emit('second_factor_enrolled', { method: 'totp' });
        setPhase('codes');
      }),
    [client, emit, live, minutes, run],
  );

  const switchTo = useCallback(
    (index: number) => {
      const next = methods[index];
      if (!next) return;
      setCurrent(index);
      setCode('');
      setError(null);
      setPhase('verify');
      if (next.method !== 'totp' && sent?.method !== next.method)
        void sendCode(next.method, next.destination);
    },
    [methods, sendCode, sent, setError],
  );

  return {
    texts,
    phase,
    setPhase: (p: Phase) => {
      setError(null);
      setPhase(p);
    },
    methods,
    current,
    method,
    destination: methods[current]?.destination ?? '',
    code,
    setCode,
    recovery,
    setRecovery,
    busy,
    error,
    focusRequest,
    enrolment,
    sent,
    verify,
    recover,
    resend: () => {
      const m = methods[current];
      if (m && m.method !== 'totp') void sendCode(m.method, m.destination);
    },
    confirmEnrolment,
    switchTo,
    finishEnrolment: () => {
      emit('second_factor_complete', { method: 'totp' });
      done();
    },
  };
}

/** One call at a time; a failure is shown in this step's words, and what was typed stays. */
function useRunner(texts: TwoFactorMessages) {
  const { errorText, locale } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const show = useCallback(
    (e: unknown) => {
      const type = e instanceof AuthError ? e.type : 'unknown_error';
      setError({ id: nextErrorId++, message: errorMessage(e, texts, errorText, locale), type });
      setFocusRequest((n) => n + 1);
    },
    [texts, errorText, locale],
  );

  const run = useCallback(
    async (step: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await step();
      } catch (e) {
        if (live.current) show(e);
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [busy, show],
  );

  return { busy, error, setError, focusRequest, run, show, live };
}

/** Which factors the user has decides the step, once per showing: ask for one, enrol, or let the login go on. */
function useStepStart(ctx: {
  options: MfaOptions;
  firstMethod: string;
  setMethods(methods: Available[]): void;
  setPhase(phase: Phase): void;
  sendCode(method: SecondFactorMethod, destination: string): Promise<void>;
  startEnrolment(): Promise<void>;
  done(): void;
  show(e: unknown): void;
}) {
  const { client } = useWidget();
  useEffect(() => {
    let active = true;
    client.user.get().then(
      (user) => {
        if (!active) return;
        const found = availableMethods(ctx.options, user, ctx.firstMethod);
        if (found.length > 0) {
          ctx.setMethods(found);
          ctx.setPhase('verify');
          const first = found[0];
          if (first && first.method !== 'totp') void ctx.sendCode(first.method, first.destination);
        } else if (ctx.options.required === 'always' && configuredMethods(ctx.options).includes('totp')) {
          void ctx.startEnrolment();
        } else ctx.done();
      },
      (e: unknown) => {
        if (!active) return;
        ctx.show(e);
        ctx.setPhase('verify');
      },
    );
    return () => {
      active = false;
    };
    // Once per showing of the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export type TwoFactor = ReturnType<typeof useTwoFactor>;

/**
 * What the enrolment views (EnrollView, CodesView) need: the two-factor step gives its whole state;
 * `<idp-account>`'s two-factor section gives its own.
 */
export type Enrolment = Pick<
  TwoFactor,
  | 'texts'
  | 'enrolment'
  | 'code'
  | 'setCode'
  | 'busy'
  | 'error'
  | 'focusRequest'
  | 'confirmEnrolment'
  | 'finishEnrolment'
>;
