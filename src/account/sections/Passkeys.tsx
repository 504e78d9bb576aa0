import { createElement, useContext, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Text } from '../../components/Layout';
import { useWidget } from '../../kit/context';
import { ElementProps, Section, Status, useAccountMessages, useAction } from '../kit';
import { useStepUp } from '../stepUp';

/** The composed element sits in the section without a card of its own. */
const Composed = styled.div`
  min-width: 0;
  idp-passkey-register {
    display: block;
  }
  idp-passkey-register::part(container) {
    width: 100%;
    padding: 0;
    border: none;
    background: transparent;
  }
`;

const json = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * Passkeys: `<idp-passkey-register>` itself (add, rename, delete), composed with this element's token, API,
 * language, theme and texts. Changing passkeys is sensitive, so the list opens after a step-up.
 */
export function PasskeysSection() {
  const m = useAccountMessages();
  const props = useContext(ElementProps);
  const { locale } = useWidget();
  const stepUp = useStepUp();
  const [open, setOpen] = useState(false);
  const { pending, error, run } = useAction<'open'>();
  const unlock = () => void run('open', () => stepUp.sensitive(async () => setOpen(true), unlock));

  return (
    <Section id="passkeys" title={m.passkeysTitle}>
      {open ? (
        <Composed>
          {createElement('idp-passkey-register', {
            'public-token': props.publicToken,
            'api-url': props.apiUrl,
            locale,
            theme: props.theme,
            styles: json(props.styles),
            strings: json(props.strings),
            'cookie-options': json(props.cookieOptions),
          })}
        </Composed>
      ) : (
        <>
          <Text $align="start" $tone="secondary">
            {m.passkeysLocked}
          </Text>
          <Button variant="secondary" onClick={unlock} loading={pending === 'open'} loadingLabel={m.manage}>
            {m.manage}
          </Button>
        </>
      )}
      {stepUp.panel}
      <Status error={error} notice={null} />
    </Section>
  );
}
