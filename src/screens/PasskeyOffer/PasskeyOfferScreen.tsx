import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { Spinner } from '../../components/Spinner';
import { passkeyOfferMessages } from '../../i18n/passkeyOffer';
import { useTexts, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

interface Capabilities {
  conditionalCreate?: boolean;
}

/** The browser creates a passkey without a prompt after a login (`getClientCapabilities().conditionalCreate`). */
async function canCreateConditionally(): Promise<boolean> {
  const pkc = (
    globalThis as { PublicKeyCredential?: { getClientCapabilities?: () => Promise<Capabilities> } }
  ).PublicKeyCredential;
  try {
    return (await pkc?.getClientCapabilities?.())?.conditionalCreate === true;
  } catch {
    return false;
  }
}

/**
 * After a password or passcode login (`passkeyOptions.offerAfterLogin`): "Create a passkey?" with "Not now", or,
 * in `conditional` mode where the browser can, a passkey created without asking. Either way the login's own
 * success screen follows (`afterPrimaryDone`).
 */
export function PasskeyOfferScreen() {
  const { client, config, store, emit } = useWidget();
  const m = useTexts('passkeyOffer', passkeyOfferMessages);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const conditional = config.passkeyOptions?.offerAfterLogin === 'conditional';
  const [step, setStep] = useState<'checking' | 'offer' | 'creating' | 'failed'>(
    conditional ? 'checking' : 'offer',
  );
  const done = useCallback(() => store.getState().afterPrimaryDone(), [store]);

  const create = useCallback(
    async (silent: boolean) => {
      setStep(silent ? 'checking' : 'creating');
      try {
        const r = await client.webauthn.register(silent ? { conditional_create: true } : {});
        emit('passkey_registered', { webauthnRegistrationId: r.webauthnRegistrationId, userId: r.userId });
        done();
      } catch (e) {
        if (silent) setStep('offer');
        else {
          console.warn('idp-elements: the offered passkey was not created.', e);
          setStep('failed');
        }
      }
    },
    [client, emit, done],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!conditional || started.current) return;
    started.current = true;
    void canCreateConditionally().then((yes) => (yes ? create(true) : setStep('offer')));
  }, [conditional, create]);

  if (step === 'checking') {
    return (
      <Column role="status" style={{ alignItems: 'center' }}>
        <Spinner size={25} label={m.title} />
      </Column>
    );
  }
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.title}
      </Heading>
      <Text role={step === 'failed' ? 'alert' : undefined}>{step === 'failed' ? m.failed : m.text}</Text>
      {step === 'failed' ? null : (
        <Button onClick={() => void create(false)} loading={step === 'creating'} part="button passkey-offer">
          {m.create}
        </Button>
      )}
      <Button variant={step === 'failed' ? 'primary' : 'text'} onClick={done} part="button not-now">
        {m.notNow}
      </Button>
    </>
  );
}
