import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Divider } from '../../components/Divider';
import { Input } from '../../components/Input';
import { Column, Form, Heading, Text } from '../../components/Layout';
import { PasswordInput } from '../../components/PasswordInput';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useLinkHosts } from '../../kit/useLinkHosts';
import { BackLink } from '../../components/BackLink';
import { StrengthSection } from './StrengthSection';
import { usePasswordCreateOrLogin } from './usePasswordCreateOrLogin';
import { usePasswordMessages } from './usePasswordMessages';

/** PasswordCreateOrLogin: new (create), password (log in) or passwordless (sends by itself). */
export function PasswordCreateOrLoginScreen() {
  const messages = useMessages();
  const m = usePasswordMessages();
  const flow = usePasswordCreateOrLogin();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const linkHosts = useLinkHosts();
  const creating = flow.type === 'new';
  const offersPasswordless = creating && (flow.hasMagicLinks || flow.hasEmailCode);
  const title = flow.type === 'password' ? m.loginTitle : offersPasswordless ? m.chooseHow : m.createTitle;

  if (flow.type === 'passwordless') {
    return (
      <>
        <BackLink label={messages.otp.back} onClick={flow.back} disabled={flow.pending !== null} />
        <Heading ref={headingRef} tabIndex={-1}>
          {flow.email}
        </Heading>
        {flow.error ? (
          <Banner
            key={flow.error.id}
            variant="error"
            message={flow.error.message}
            type={flow.error.type}
            linkHosts={linkHosts}
          />
        ) : (
          <Column role="status" style={{ alignItems: 'center' }}>
            <Spinner size={25} label={m.submitting} />
          </Column>
        )}
      </>
    );
  }

  return (
    <>
      <BackLink label={messages.otp.back} onClick={flow.back} disabled={flow.pending !== null} />
      {/* No focus on the heading here: the password field takes it (autoFocus), ready to type or autofill. */}
      <Heading tabIndex={-1} part="heading">
        {title}
      </Heading>
      {flow.error ? (
        <Banner
          key={flow.error.id}
          variant="error"
          message={flow.error.message}
          type={flow.error.type}
          linkHosts={linkHosts}
        />
      ) : null}
      {offersPasswordless ? (
        <Column>
          {flow.hasMagicLinks ? (
            <Button
              variant="secondary"
              onClick={() => void flow.emailMeLink()}
              data-idp-action="send-magic-link"
              loading={flow.pending === 'link'}
            >
              {m.emailMeLink}
            </Button>
          ) : null}
          {flow.hasEmailCode ? (
            <Button
              variant="secondary"
              onClick={() => void flow.emailMeCode()}
              data-idp-action="send-otp"
              loading={flow.pending === 'code'}
            >
              {m.emailMeCode}
            </Button>
          ) : null}
          <Divider label={messages.main.or} />
          <Text $tone="secondary">{m.createTitle}</Text>
        </Column>
      ) : null}
      <Form onSubmit={flow.onSubmit} noValidate part="form password-form">
        <Input
          label={m.emailLabel}
          id="username"
          name="email"
          type="email"
          data-idp-field="email"
          autoComplete="username"
          value={flow.email}
          readOnly
        />
        <PasswordInput
          label={m.passwordLabel}
          showLabel={m.show}
          hideLabel={m.hide}
          id={creating ? 'new-password' : 'current-password'}
          name="password"
          autoComplete={creating ? 'new-password' : 'current-password'}
          onChange={(e) => flow.setPassword(e.target.value)}
          readOnly={flow.pending === 'submit'}
          autoFocus
        />
        {creating ? <StrengthSection password={flow.password} strength={flow.strength} /> : null}
        <Button
          type="submit"
          disabled={!flow.canSubmit}
          loading={flow.pending === 'submit' || flow.queued}
          loadingLabel={flow.queued ? m.checking : m.submitting}
          part="button submit"
          data-idp-action={creating ? 'create-password' : 'log-in-with-password'}
        >
          {m.submit}
        </Button>
      </Form>
      {flow.type === 'password' ? (
        <Button
          variant="text"
          onClick={() => void flow.forgot()}
          loading={flow.pending === 'forgot'}
          part="forgot"
          data-idp-action="forgot-password"
        >
          {m.forgot}
        </Button>
      ) : null}
    </>
  );
}
