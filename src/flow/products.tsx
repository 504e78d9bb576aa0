import type { ComponentType } from 'react';
import type { LoginConfig, OtpMethod, Product } from '../config/config';
import type { Messages } from '../i18n/en';
import { EmailConfirmationScreen } from '../screens/EmailConfirmation/EmailConfirmationScreen';
import { EmailMagicLinkForm } from '../screens/Main/EmailMagicLinkForm';
import { OtpEmailForm } from '../screens/Main/OtpEmailForm';
import { PhoneOtpForm } from '../screens/Main/PhoneOtpForm';
import { OtpAuthenticateScreen } from '../screens/OTP/OtpAuthenticateScreen';
import { OtpConfirmationScreen } from '../screens/OTP/OtpConfirmationScreen';
import { PasswordBreachedScreen } from '../screens/Password/PasswordBreachedScreen';
import { PasswordConfirmationScreen } from '../screens/Password/PasswordConfirmationScreen';
import { PasswordCreateOrLoginScreen } from '../screens/Password/PasswordCreateOrLoginScreen';
import { PasswordEmailForm } from '../screens/Password/PasswordEmailForm';
import {
  PasswordDedupeScreen,
  PasswordForgotScreen,
  PasswordSetNewScreen,
} from '../screens/Password/PasswordEmailSentScreens';
import { Screen } from './screens';

/** One tab of Main's form group (SPEC §2: labelled Text, WhatsApp or Email). */
export interface FormMethod {
  id: string;
  label(messages: Messages): string;
  Form: ComponentType;
}

/**
 * What a login method contributes: either tabs in Main's form group (email magic links, OTP, passwords) or a
 * section of its own (social buttons, wallets), and the screens its flow moves through.
 */
export interface ProductDefinition {
  formMethods?(config: LoginConfig): FormMethod[];
  mainSection?: ComponentType;
  screens: Partial<Record<Screen, ComponentType>>;
}

const SmsForm = () => <PhoneOtpForm channel="sms" />;
const WhatsAppForm = () => <PhoneOtpForm channel="whatsapp" />;

const OTP_METHODS: Record<OtpMethod, FormMethod> = {
  sms: { id: 'otp-sms', label: (m) => m.tabs.sms, Form: SmsForm },
  whatsapp: { id: 'otp-whatsapp', label: (m) => m.tabs.whatsapp, Form: WhatsAppForm },
  email: { id: 'otp-email', label: (m) => m.tabs.email, Form: OtpEmailForm },
};

/**
 * The product registry. A product that is not listed here cannot be configured (the config check rejects it),
 * so Main never shows a dead button.
 */
export const PRODUCT_REGISTRY: Partial<Record<Product, ProductDefinition>> = {
  emailMagicLinks: {
    formMethods: () => [{ id: 'email-magic-link', label: (m) => m.tabs.email, Form: EmailMagicLinkForm }],
    screens: { [Screen.EmailConfirmation]: EmailConfirmationScreen },
  },
  passwords: {
    formMethods: () => [{ id: 'email-password', label: (m) => m.tabs.email, Form: PasswordEmailForm }],
    screens: {
      [Screen.PasswordCreateOrLogin]: PasswordCreateOrLoginScreen,
      [Screen.PasswordForgot]: PasswordForgotScreen,
      [Screen.PasswordSetNew]: PasswordSetNewScreen,
      [Screen.PasswordDedupe]: PasswordDedupeScreen,
      [Screen.PasswordBreached]: PasswordBreachedScreen,
      [Screen.PasswordConfirmation]: PasswordConfirmationScreen,
    },
  },
  otp: {
    formMethods: (config) =>
      (config.otpOptions.methods ?? [])
        // SPEC §2: with passwords configured, the Email tab is the password one; it offers "Email me a login code".
        .filter((method) => method !== 'email' || !config.products.includes('passwords'))
        .map((method) => OTP_METHODS[method]),
    screens: {
      [Screen.OTPAuthenticate]: OtpAuthenticateScreen,
      [Screen.OTPConfirmation]: OtpConfirmationScreen,
    },
  },
};

/** Main's layout: sections in configuration order, the form methods grouped where the first one appears. */
export type MainItem =
  { kind: 'form'; methods: FormMethod[] } | { kind: 'section'; product: Product; Section: ComponentType };

export function mainLayout(config: LoginConfig): MainItem[] {
  const items: MainItem[] = [];
  let form: { kind: 'form'; methods: FormMethod[] } | null = null;
  for (const product of config.products) {
    const definition = PRODUCT_REGISTRY[product];
    if (!definition) continue;
    // SPEC §2: with passwords configured, the Email tab is the password email tab, even if magic links are listed.
    if (product === 'emailMagicLinks' && config.products.includes('passwords')) continue;
    if (definition.formMethods) {
      if (!form) {
        form = { kind: 'form', methods: [] };
        items.push(form);
      }
      form.methods.push(...definition.formMethods(config));
    } else if (definition.mainSection) {
      items.push({ kind: 'section', product, Section: definition.mainSection });
    }
  }
  return items;
}
