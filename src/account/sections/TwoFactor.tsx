import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Text } from '../../components/Layout';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { AuthError } from '../../errors/AuthError';
import { useWidget } from '../../kit/context';
import { v } from '../../theme/cssVars';
import {
  authenticateTotp,
  CodesView,
  createTotp,
  EnrollView,
  errorMessage,
  useTwoFactorMessages,
  type TotpCreated,
} from '../../flow/chunks/twoFactor';
import { accountApi, sessionMinutesLeft } from '../api';
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
import { useStepUp } from '../stepUp';

/** The enrolment views' own box inside the section: their heading at the size of a step within it. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  & > h2 {
    font-size: ${v('typography', 'fontSize')};
  }
`;

let nextErrorId = 1;

/**
 * Two-factor authentication: the authenticator app (set up with the two-factor step's own enrolment views:
 * `POST /totps`, then its first code by `POST /totps/authenticate`; removed by `DELETE /users/totps/{id}`) and
 * its recovery codes. The provider has no call that renews recovery codes alone: they belong to the app's
 * registration, so "Get new recovery codes" removes the app and sets it up again (a new key, new codes, the same
 * "I have saved these codes" step). Setting up, removing and renewing are sensitive (step-up).
 */
export function TwoFactorSection() {
  const m = useAccountMessages();
  const texts = useTwoFactorMessages();
  const { client, emit, errorText, locale, reportError } = useWidget();
  const user = useUser();
  const stepUp = useStepUp();
  const focusSection = useFocusSection();
  const { pending, error, setError, notice, setNotice, run } = useAction<'setup' | 'renew' | 'remove'>();
  const [enrolment, setEnrolment] = useState<TotpCreated | null>(null);
  const [phase, setPhase] = useState<'enroll' | 'codes' | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<{ id: number; message: string; type: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const active = user?.totps.find((t) => t.verified) ?? null;
  const app = m.factorNames.authenticatorApp;

  const start = (renew: boolean) =>
    void run(renew ? 'renew' : 'setup', () =>
      stepUp.sensitive(
        async () => {
          if (renew && active) await accountApi(client).deleteFactor('totps', active.totp_id);
          const created = await createTotp(client);
          setEnrolment(created);
          setCode('');
          setCodeError(null);
          setRenewing(renew);
          setPhase('enroll');
        },
        () => start(renew),
      ),
    );

  const confirmEnrolment = async (typed: string): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setCodeError(null);
    try {
      const minutes = sessionMinutesLeft(client) ?? DEFAULT_SESSION_DURATION_MINUTES;
      await authenticateTotp(client, typed, minutes);
      emit('second_factor_enrolled', { method: 'totp' });
      setPhase('codes');
    } catch (e) {
      const type = e instanceof AuthError ? e.type : 'unknown_error';
      const message = errorMessage(e, texts, errorText, locale);
      setCodeError({ id: nextErrorId++, message, type });
      setFocusRequest((n) => n + 1);
      reportError({ message, type });
    } finally {
      setBusy(false);
    }
  };

  const close = (done: boolean) => {
    setPhase(null);
    setEnrolment(null);
    setError(null);
    if (done) {
      setNotice(renewing ? m.codesRenewed : m.added(app));
      emit('account_updated', { section: 'twoFactor', action: renewing ? 'renewed' : 'added' });
    } else setNotice(renewing ? `${m.removed(app)} ${m.setUpAgain}` : null);
    focusSection();
  };

  const remove = () => {
    if (!active) return;
    void run('remove', () =>
      stepUp.sensitive(async () => {
        await accountApi(client).deleteFactor('totps', active.totp_id);
        setNotice(m.removed(app));
        emit('account_updated', { section: 'twoFactor', action: 'removed' });
        focusSection();
      }, remove),
    );
  };

  const tf = {
    texts,
    enrolment,
    code,
    setCode,
    busy,
    error: codeError,
    focusRequest,
    confirmEnrolment,
    finishEnrolment: () => close(true),
  };

  if (phase) {
    return (
      <Section id="twoFactor" title={m.twoFactorTitle}>
        <Panel>
          {phase === 'enroll' ? <EnrollView tf={tf} /> : <CodesView tf={tf} />}
          {phase === 'enroll' ? (
            <Button variant="text" onClick={() => close(false)} disabled={busy}>
              {m.cancel}
            </Button>
          ) : null}
        </Panel>
      </Section>
    );
  }

  return (
    <Section id="twoFactor" title={m.twoFactorTitle}>
      {active ? (
        <AppRows app={app} onRemove={remove} onRenew={() => start(true)} disabled={pending !== null} />
      ) : (
        <>
          <Text $align="start" $tone="secondary">
            {m.appOff}
          </Text>
          <Button
            variant="secondary"
            onClick={() => start(false)}
            loading={pending === 'setup'}
            loadingLabel={m.setUpApp}
          >
            {m.setUpApp}
          </Button>
        </>
      )}
      {stepUp.panel}
      <Status error={error} notice={notice} />
    </Section>
  );
}

/** The app that is set up: remove it, or get new recovery codes (a new set-up). */
function AppRows({
  app,
  onRemove,
  onRenew,
  disabled,
}: {
  app: string;
  onRemove: () => void;
  onRenew: () => void;
  disabled: boolean;
}) {
  const m = useAccountMessages();
  return (
    <List>
      <Row>
        <RowText>
          <span>{app}</span>
          <Secondary>{m.appOn}</Secondary>
        </RowText>
        <RowButton type="button" aria-label={m.removeNamed(app)} onClick={onRemove} disabled={disabled}>
          {m.remove}
        </RowButton>
      </Row>
      <Row>
        <RowText>
          <span>{m.recoveryTitle}</span>
          <Secondary>{m.recoveryText}</Secondary>
        </RowText>
        <RowButton type="button" onClick={onRenew} disabled={disabled}>
          {m.newCodes}
        </RowButton>
      </Row>
    </List>
  );
}
