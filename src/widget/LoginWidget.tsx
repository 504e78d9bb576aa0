import { useEffect, useMemo } from 'react';
import { StyleSheetManager } from 'styled-components';
import { dispatchWidgetEvent, EVENT } from '../events/widgetEvents';
import { isRtl } from '../i18n/locale';
import { hostRule } from '../theme/cssVars';
// First: styled-components numbers its components in the order the modules run, and the loader's first paint
// (elements/loader/firstPaint.generated.ts) carries the class names that order gives.
import { WidgetRoot } from './WidgetRoot';
import { Container } from '../components/Layout';
import { ConfigErrorView, titleOf } from './ConfigErrorView';
import type { LoginWidgetProps } from './props';
import { useWidgetAttributes } from './useWidgetAttributes';
import { useWidgetStyles } from './useWidgetStyles';

export type { LoginWidgetProps, WidgetMode } from './props';
export { configErrorMessage } from './ConfigErrorView';
export { defaultApiUrl } from './useWidgetAttributes';

/** styled-components props starting with `$` are for styling only; everything else reaches the DOM. */
const forwardProp = (prop: string) => !prop.startsWith('$');

/**
 * The root of `<idp-login>` (and, with a `page` in place of the screens, of `<idp-account>`): parses the element's
 * attributes, injects its styles into the shadow root and renders the card (or One Tap's bare slot) around either
 * the widget or, when an attribute is unusable, what is wrong.
 */
export function LoginWidget(props: LoginWidgetProps) {
  const attributes = useWidgetAttributes(props);
  const { host, theme, bare } = attributes;
  const { locale, messages } = attributes.texts;

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

  const content = attributes.attributeError ? (
    <ConfigErrorView
      title={titleOf(attributes.mode, messages)}
      hideTitle={theme.hideHeaderText}
      text={attributes.configErrorText ?? ''}
    />
  ) : (
    <WidgetRoot
      {...attributes}
      passwordResetToken={props.passwordResetToken}
      platform={props.platform}
      page={props.page}
    />
  );
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  return (
    <StyleSheetManager {...styles.manager} shouldForwardProp={forwardProp}>
      {styles.hostStyle}
      {bare ? (
        <div data-idp-widget="login" data-bare="" lang={locale} dir={dir}>
          {content}
        </div>
      ) : (
        <Container part="container" data-idp-widget="login" lang={locale} dir={dir}>
          {content}
        </Container>
      )}
    </StyleSheetManager>
  );
}

/** `<idp-reset-password>`: the login widget opened on the reset form. */
export function ResetPasswordWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="resetPassword" />;
}

/** `<idp-passkey-register>`: create, rename and delete the logged-in user's passkeys. */
export function PasskeyRegistrationWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="passkeyRegistration" />;
}

/** `<idp-consent>`: the identity provider's consent and logout screens (IDPConsent). */
export function IdentityProviderWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="identityProvider" />;
}
