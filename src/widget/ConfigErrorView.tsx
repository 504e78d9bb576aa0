import type { ConfigError } from '../config/config';
import type { Messages } from '../i18n/en';
import { ConfigErrorNotice } from '../components/ConfigErrorNotice';
import { Heading } from '../components/Layout';
import type { WidgetMode } from './props';

/** The plain words for a config error, shown on the card and sent with `idp-error`. */
export function configErrorMessage(error: ConfigError, messages: Messages): string {
  switch (error.kind) {
    case 'passkeysAlone':
      return messages.config.passkeysAlone;
    case 'emlWithEmailOtp':
      return messages.config.emlWithEmailOtp;
    case 'emptyProducts':
      return messages.config.emptyProducts;
    case 'invalidJson':
      return messages.config.invalidJson(error.attribute);
    case 'unknownProduct':
      return messages.config.unknownProduct(error.product);
    case 'missingAttribute':
      return messages.config.missingAttribute(error.attribute);
    case 'invalidAttribute':
      return messages.config.invalidAttribute(error.attribute, error.detail);
  }
}

/** The heading of an element that cannot show its form: the title of the screen it would have opened on. */
export function titleOf(mode: WidgetMode, messages: Messages): string {
  return mode === 'login'
    ? messages.main.header
    : mode === 'resetPassword'
      ? messages.password.resetTitle
      : mode === 'passkeyRegistration'
        ? messages.passkeys.registerTitle
        : messages.errorScreen.title;
}

/** What is wrong with the element's attributes, in place of its form (the config errors ). */
export function ConfigErrorView({
  title,
  hideTitle,
  text,
}: {
  title: string;
  hideTitle: boolean;
  text: string;
}) {
  return (
    <>
      {hideTitle ? null : <Heading part="heading">{title}</Heading>}
      <ConfigErrorNotice text={text} />
    </>
  );
}
