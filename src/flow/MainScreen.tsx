import { Fragment, useMemo, useState } from 'react';
import { Banner } from '../components/Banner';
import { ConfigErrorNotice } from '../components/ConfigErrorNotice';
import { Divider } from '../components/Divider';
import { Column, Heading } from '../components/Layout';
import { Logo } from '../components/Logo';
import { MainTabs, mainLayout, preloadFlow, type FormMethod } from './products';
import { useAuthState, useWidget } from '../kit/context';
import { useLinkHosts } from '../kit/useLinkHosts';

function FormGroup({ methods }: { methods: FormMethod[] }) {
  const { messages } = useWidget();
  const [selected, setSelected] = useState(methods[0]?.id ?? '');
  // A pending send must not land on OTPAuthenticate for a tab the user has left.
  const busy = useAuthState((s) => s.formBusy);
  if (methods.length === 1) {
    const Only = methods[0]!.Form;
    return <Only />;
  }
  return (
    <MainTabs
      label={messages.tabs.label}
      selected={selected}
      onSelect={setSelected}
      disabled={busy}
      items={methods.map(({ id, label, Form }) => ({ id, label: label(messages), content: <Form /> }))}
    />
  );
}

/** Main: logo, header, then each configured login method in order, with "or" between them. */
export function MainScreen({ configError }: { configError?: string | null }) {
  const { config, theme, messages } = useWidget();
  const error = useAuthState((s) => s.error);
  const linkHosts = useLinkHosts();
  const items = useMemo(() => mainLayout(config), [config]);
  return (
    <>
      <Logo src={theme.logo.logoImageUrl} alt={messages.main.logoAlt} />
      {theme.hideHeaderText ? null : (
        <Heading tabIndex={-1} part="heading">
          {messages.main.header}
        </Heading>
      )}
      {configError ? (
        <ConfigErrorNotice text={configError} />
      ) : (
        // Intent: focus anywhere in Main's forms fetches the screens that come after them.
        <Column $gap={20} onFocus={() => preloadFlow(config.products)}>
          {error ? (
            <Banner
              key={error.id}
              variant="error"
              message={error.message}
              type={error.type}
              linkHosts={linkHosts}
            />
          ) : null}
          {items.map((item, index) => (
            <Fragment key={item.kind === 'form' ? 'form' : item.product}>
              {/* The passkey section draws its own divider: it has no button when autofill takes its place. */}
              {index > 0 &&
              !(index === 1 && items[0]?.kind === 'section' && items[0].product === 'passkeys') ? (
                <Divider label={messages.main.or} />
              ) : null}
              {item.kind === 'form' ? (
                <FormGroup methods={item.methods} />
              ) : (
                <item.Section followed={index < items.length - 1} />
              )}
            </Fragment>
          ))}
        </Column>
      )}
    </>
  );
}
