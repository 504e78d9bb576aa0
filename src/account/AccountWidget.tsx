import { useEffect, useMemo, useState } from 'react';
import { StyleSheetManager } from 'styled-components';
import { Container } from '../components/Layout';
import { Watermark } from '../components/Watermark';
import { dispatchWidgetEvent, EVENT } from '../events/widgetEvents';
import { Screen } from '../store/screens';
import { isRtl } from '../i18n/locale';
import { createAuthStore } from '../store/createAuthStore';
import { hostRule } from '../theme/cssVars';
import { ConfigErrorView } from '../widget/ConfigErrorView';
import { useAuthState, useWidget, WidgetContext, type Widget } from '../kit/context';
import type { LoginWidgetProps } from '../widget/props';
import { ScreenBoundary } from '../widget/ScreenBoundary';
import { useBootstrapChecks } from '../widget/useBootstrapChecks';
import { useClient } from '../widget/useClient';
import { useWidgetAttributes, type WidgetAttributes } from '../widget/useWidgetAttributes';
import { useWidgetStyles } from '../widget/useWidgetStyles';
import { AccountPage } from './AccountPage';
import { accountMessages } from './messages';
import { ElementProps } from './kit';
import { splitConfig, type AccountOptions } from './options';

const forwardProp = (prop: string) => !prop.startsWith('$');

/**
 * The root of `<idp-account>`: the element's attributes (its `config` less the account's own options), its styles
 * in the shadow root, and the card with the account page, or what is wrong with the attributes.
 */
export function AccountWidget(props: LoginWidgetProps) {
  const split = useMemo(() => splitConfig(props.config), [props.config]);
  useEffect(() => {
    for (const warning of split.warnings) console.warn(`idp-elements: ${warning}`);
  }, [split]);
  const attributes = useWidgetAttributes({ ...props, config: split.shared, mode: 'account' });
  const { theme, host } = attributes;
  const { locale, messages } = attributes.texts;
  const title = attributes.texts.texts('account', accountMessages).title;
  const styles = useWidgetStyles(
    props.container,
    useMemo(() => hostRule(theme, attributes.dark), [theme, attributes.dark]),
  );
  useEffect(() => {
    if (!styles.blocked) return;
    console.error(`idp-elements: ${messages.config.stylesBlocked}`);
    dispatchWidgetEvent(host, EVENT.error, {
      message: messages.config.stylesBlocked,
      type: 'styles_blocked',
    });
  }, [styles.blocked, host, messages]);

  return (
    <StyleSheetManager {...styles.manager} shouldForwardProp={forwardProp}>
      {styles.hostStyle}
      <Container part="container" data-idp-widget="account" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
        {attributes.attributeError ? (
          <ConfigErrorView
            title={title}
            hideTitle={theme.hideHeaderText}
            text={attributes.configErrorText ?? ''}
          />
        ) : (
          <ElementProps.Provider value={props}>
            <AccountRoot attributes={attributes} options={split.options} platform={props.platform} />
          </ElementProps.Provider>
        )}
      </Container>
    </StyleSheetManager>
  );
}

/** The element's client, store and context, the project checks, then the page (or why it cannot be shown). */
function AccountRoot({
  attributes,
  options,
  platform,
}: {
  attributes: WidgetAttributes;
  options: AccountOptions;
  platform: LoginWidgetProps['platform'];
}) {
  const { host, texts, publicToken, apiUrl, captchaScriptUrl, cookieOptions, parsedConfig, theme } =
    attributes;
  const client = useClient(publicToken, apiUrl, platform, cookieOptions, captchaScriptUrl);
  const [store] = useState(() =>
    createAuthStore({ bootstrap: client.bootstrap.getSync(), initialScreen: Screen.Main }),
  );
  const widget = useMemo<Widget>(
    () => ({
      store,
      client,
      config: parsedConfig.config,
      theme,
      messages: texts.messages,
      locale: texts.locale,
      texts: texts.texts,
      errorText: texts.errorText,
      emit: (type, data = {}) => dispatchWidgetEvent(host, EVENT.event, { type, data }),
      reportError: (detail) => dispatchWidgetEvent(host, EVENT.error, detail),
    }),
    [store, client, parsedConfig, theme, texts, host],
  );
  const projectError = useBootstrapChecks(widget, 'account', publicToken);
  const shownError = attributes.configErrorText ?? projectError;
  const m = texts.texts('account', accountMessages);

  return (
    <WidgetContext.Provider value={widget}>
      <ScreenBoundary messages={texts.messages}>
        {shownError ? (
          <ConfigErrorView title={m.title} hideTitle={theme.hideHeaderText} text={shownError} />
        ) : (
          <AccountPage options={options} />
        )}
      </ScreenBoundary>
      <WatermarkSlot />
    </WidgetContext.Provider>
  );
}

function WatermarkSlot() {
  const { messages } = useWidget();
  const show = useAuthState((s) => s.bootstrap.displayWatermark);
  return show ? (
    <Watermark poweredBy={messages.watermark.poweredBy} providerName={messages.watermark.providerName} />
  ) : null;
}
