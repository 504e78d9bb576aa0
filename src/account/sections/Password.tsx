import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Form, Text } from '../../components/Layout';
import { PasswordInput } from '../../components/PasswordInput';
import { StrengthSection } from '../../screens/Password/StrengthSection';
import { toResetStartOptions } from '../../screens/Password/resetOptions';
import { usePasswordStrength } from '../../screens/Password/usePasswordStrength';
import { useWidget } from '../../kit/context';
import { accountApi } from '../api';
import { Section, Status, useAccountMessages, useAction, useUser } from '../kit';
import { useStepUp } from '../stepUp';

/**
 * Password: set one, or change it with the current one and a new one, which gets `<idp-login>`'s strength meter
 * and breach check (`POST /passwords/strength_check`). A sensitive change: step-up first. Then the current password
 * is checked (`POST /passwords/authenticate` with the session) and the new one set (`POST /passwords/session/reset`).
 * "Forgot it?" sends a reset email (`POST /passwords/email/reset/start`).
 */
export function PasswordSection() {
  const m = useAccountMessages();
  const { client, config, emit, locale } = useWidget();
  const user = useUser();
  const stepUp = useStepUp();
  const { pending, error, notice, setNotice, run } = useAction<'save' | 'forgot'>();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // A new key clears the fields (they keep what is typed themselves) after a change.
  const [generation, setGeneration] = useState(0);
  const email = user?.emails[0]?.email;
  const strength = usePasswordStrength(next, email);
  if (!user) return null;
  const has = user.password !== null;

  const save = () => {
    if (!strength.valid || (has && !current)) return;
    void run('save', () =>
      stepUp.sensitive(async () => {
        const api = accountApi(client);
        if (has && email) await api.verifyPassword(email, current);
        await api.setPassword(next);
        setCurrent('');
        setNext('');
        setGeneration((g) => g + 1);
        setNotice(m.passwordChanged);
        emit('account_updated', { section: 'password', action: 'saved' });
      }, save),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const forgot = () => {
    if (!email) return;
    void run('forgot', async () => {
      await client.passwords.resetByEmailStart(email, toResetStartOptions(config.passwordOptions, locale));
      setNotice(m.resetSent(email));
      emit('account_updated', { section: 'password', action: 'reset_sent' });
    });
  };

  return (
    <Section id="password" title={m.passwordTitle}>
      <Text $align="start" $tone="secondary">
        {has ? m.hasPassword : m.noPassword}
      </Text>
      <Form key={generation} onSubmit={onSubmit} noValidate part="form password-form">
        {/* What a password manager files the change under. */}
        {email ? (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        ) : null}
        {has ? (
          <PasswordInput
            label={m.currentPassword}
            showLabel={m.show}
            hideLabel={m.hide}
            name="current-password"
            autoComplete="current-password"
            onChange={(e) => setCurrent(e.target.value)}
            readOnly={pending !== null}
          />
        ) : null}
        <PasswordInput
          label={m.newPassword}
          showLabel={m.show}
          hideLabel={m.hide}
          name="new-password"
          autoComplete="new-password"
          onChange={(e) => setNext(e.target.value)}
          readOnly={pending !== null}
        />
        <StrengthSection password={next} strength={strength} />
        <Button
          type="submit"
          disabled={!strength.valid || (has && !current)}
          loading={pending === 'save'}
          loadingLabel={has ? m.changePassword : m.setPassword}
        >
          {has ? m.changePassword : m.setPassword}
        </Button>
      </Form>
      {has && email ? (
        <Button variant="text" onClick={forgot} disabled={pending !== null}>
          {m.forgot}
        </Button>
      ) : null}
      {stepUp.panel}
      <Status error={error} notice={notice} />
    </Section>
  );
}
