import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Column, Form, Heading, Text } from '../../components/Layout';
import { Input } from '../../components/Input';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { v } from '../../theme/cssVars';
import { CodesView, EnrollView } from './EnrollView';
import { CodeForm, StepError } from './parts';
import { useTwoFactor, type TwoFactor } from './useTwoFactor';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 16px;
  font-size: 14px;
  color: ${v('colors', 'secondary')};
`;

function VerifyView({ tf }: { tf: TwoFactor }) {
  const promptId = useId();
  const { texts } = tf;
  const names = { totp: texts.methodTotp, otp_sms: texts.methodSms, otp_email: texts.methodEmail };
  return (
    <>
      <Heading part="heading">{texts.title}</Heading>
      <Text id={promptId} data-testid="second-factor-prompt">
        {tf.method === 'totp' ? texts.appPrompt : texts.sentTo(tf.destination)}
      </Text>
      <Column $gap={16}>
        <StepError tf={tf} />
        <CodeForm tf={tf} onSubmit={(code) => void tf.verify(code)} describedBy={promptId} />
        <VisuallyHidden role="status">{tf.busy ? texts.verifying : ''}</VisuallyHidden>
        <Links>
          {tf.method !== 'totp' ? (
            <Button variant="text" onClick={tf.resend} disabled={tf.busy}>
              {texts.resend}
            </Button>
          ) : null}
          {tf.methods.some((m) => m.method === 'totp') ? (
            <Button variant="text" onClick={() => tf.setPhase('recovery')} disabled={tf.busy}>
              {texts.useRecovery}
            </Button>
          ) : null}
        </Links>
        {tf.methods.length > 1 ? (
          <nav aria-label={texts.otherMethods}>
            <Links>
              {tf.methods.map((m, index) =>
                index === tf.current ? null : (
                  <Button key={m.method} variant="text" onClick={() => tf.switchTo(index)} disabled={tf.busy}>
                    {names[m.method]}
                  </Button>
                ),
              )}
            </Links>
          </nav>
        ) : null}
      </Column>
    </>
  );
}

function RecoveryView({ tf }: { tf: TwoFactor }) {
  const { texts } = tf;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tf.recovery.trim()) void tf.recover(tf.recovery);
  };
  return (
    <>
      <Heading ref={heading} tabIndex={-1} part="heading">
        {texts.recoveryTitle}
      </Heading>
      <Text>{texts.recoveryPrompt}</Text>
      <Column $gap={16}>
        <StepError tf={tf} />
        <Form onSubmit={submit} noValidate>
          <Input
            label={texts.recoveryLabel}
            value={tf.recovery}
            onChange={(e) => tf.setRecovery(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={tf.busy}
            maxLength={64}
            data-testid="recovery-code-input"
          />
          <Button
            type="submit"
            loading={tf.busy}
            loadingLabel={texts.verifying}
            disabled={!tf.recovery.trim()}
          >
            {texts.verify}
          </Button>
        </Form>
        <Links>
          <Button variant="text" onClick={() => tf.setPhase('verify')} disabled={tf.busy}>
            {texts.backToCode}
          </Button>
        </Links>
      </Column>
    </>
  );
}

function Checking({ tf }: { tf: TwoFactor }) {
  return (
    <Column $gap={16} role="status" aria-live="polite">
      <Heading part="heading">{tf.texts.title}</Heading>
      {tf.error ? <StepError tf={tf} /> : <Spinner label={tf.texts.checking} />}
    </Column>
  );
}

/**
 * The step after the first factor (`config.mfaOptions`): asks a user who has a second factor for it (a code from
 * the authenticator app, a text or an email; a recovery code), or takes a user without one through setting up an
 * authenticator app when the config requires it. Done, the login goes on to its success screen.
 */
export function TwoFactorScreen() {
  const tf = useTwoFactor();
  switch (tf.phase) {
    case 'checking':
      return <Checking tf={tf} />;
    case 'recovery':
      return <RecoveryView tf={tf} />;
    case 'enroll':
      return <EnrollView tf={tf} />;
    case 'codes':
      return <CodesView tf={tf} />;
    default:
      return <VerifyView tf={tf} />;
  }
}
