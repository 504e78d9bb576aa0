import type { LoginConfig, OtpMethod, Product } from '../config/config';
import type { Messages } from '../i18n/en';
import { lazyComponent, type LazyComponent } from '../components/lazy';
import { Screen } from '../store/screens';

// Every product's code is a chunk of its own (src/flow/chunks/): its Main form loads when the product is
// configured, the screens after Main on intent (focus in its form) or when they are next.
const emailMagicLinksMain = () => import('./chunks/emailMagicLinks');
const emailMagicLinksFlow = () => import('./chunks/emailMagicLinksFlow');
const passwordsMain = () => import('./chunks/passwords');
const passwordsFlow = () => import('./chunks/passwordsFlow');
const otpMain = () => import('./chunks/otp');
const otpFlow = () => import('./chunks/otpFlow');
const passkeysMain = () => import('./chunks/passkeys');
const cryptoMain = () => import('./chunks/crypto');
// The buttons and the client's OAuth area they call, side by side (the area stays apart for headless pages).
const oauthMain = () => Promise.all([import('./chunks/oauth'), import('../client/oauth')]).then(([m]) => m);

/** One tab of Main's form group (labelled Text, WhatsApp or Email). */
export interface FormMethod {
  id: string;
  label(messages: Messages): string;
  Form: LazyComponent<object>;
}

/**
 * What a login method contributes: either tabs in Main's form group (email magic links, OTP, passwords) or a
 * section of its own (social buttons, wallets), and the screens its flow moves through.
 */
export interface ProductDefinition {
  formMethods?(config: LoginConfig): FormMethod[];
  mainSection?: LazyComponent<{ followed: boolean }>;
  screens: Partial<Record<Screen, LazyComponent<object>>>;
}

const EmailMagicLinkForm = lazyComponent(() => emailMagicLinksMain().then((m) => m.EmailMagicLinkForm));
const PasswordEmailForm = lazyComponent(() => passwordsMain().then((m) => m.PasswordEmailForm));
const OtpEmailForm = lazyComponent(() => otpMain().then((m) => m.OtpEmailForm));
const SmsForm = lazyComponent(() =>
  otpMain().then(({ PhoneOtpForm }) => () => <PhoneOtpForm channel="sms" />),
);
const WhatsAppForm = lazyComponent(() =>
  otpMain().then(({ PhoneOtpForm }) => () => <PhoneOtpForm channel="whatsapp" />),
);

// The first render knows whether the browser offers passkeys in autofill (then there is no button).
const PasskeySection = lazyComponent(() =>
  passkeysMain().then(async (m) => {
    await m.autofillReady;
    return m.PasskeySection;
  }),
);

// The first render shows the page's wallets: detection (EIP-6963 answers at once) is part of loading the chunk.
const CryptoSection = lazyComponent(() =>
  cryptoMain().then(async (m) => {
    await m.walletsReady;
    return m.CryptoSection;
  }),
);

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
    screens: {
      [Screen.EmailConfirmation]: lazyComponent(() =>
        emailMagicLinksFlow().then((m) => m.EmailConfirmationScreen),
      ),
    },
  },
  passwords: {
    formMethods: () => [{ id: 'email-password', label: (m) => m.tabs.email, Form: PasswordEmailForm }],
    screens: {
      [Screen.PasswordCreateOrLogin]: lazyComponent(() =>
        passwordsFlow().then((m) => m.PasswordCreateOrLoginScreen),
      ),
      [Screen.PasswordForgot]: lazyComponent(() => passwordsFlow().then((m) => m.PasswordForgotScreen)),
      [Screen.PasswordSetNew]: lazyComponent(() => passwordsFlow().then((m) => m.PasswordSetNewScreen)),
      [Screen.PasswordDedupe]: lazyComponent(() => passwordsFlow().then((m) => m.PasswordDedupeScreen)),
      [Screen.PasswordBreached]: lazyComponent(() => passwordsFlow().then((m) => m.PasswordBreachedScreen)),
      [Screen.PasswordConfirmation]: lazyComponent(() =>
        passwordsFlow().then((m) => m.PasswordConfirmationScreen),
      ),
    },
  },
  passkeys: {
    mainSection: PasskeySection,
    screens: {
      [Screen.PasskeyConfirmation]: lazyComponent(() =>
        passkeysMain().then((m) => m.PasskeyConfirmationScreen),
      ),
    },
  },
  oauth: {
    mainSection: lazyComponent(() => oauthMain().then((m) => m.OAuthSection)),
    screens: {},
  },
  crypto: {
    mainSection: CryptoSection,
    screens: {
      [Screen.CryptoConnect]: lazyComponent(() => cryptoMain().then((m) => m.CryptoConnectScreen)),
      [Screen.CryptoSignMessage]: lazyComponent(() => cryptoMain().then((m) => m.CryptoSignMessageScreen)),
      [Screen.CryptoConfirmation]: lazyComponent(() => cryptoMain().then((m) => m.CryptoConfirmationScreen)),
      [Screen.CryptoError]: lazyComponent(() => cryptoMain().then((m) => m.CryptoErrorScreen)),
      [Screen.CryptoOtherScreen]: lazyComponent(() => cryptoMain().then((m) => m.CryptoOtherScreen)),
      [Screen.CryptoSetupWallet]: lazyComponent(() => cryptoMain().then((m) => m.CryptoSetupWalletScreen)),
    },
  },
  otp: {
    formMethods: (config) =>
      (config.otpOptions.methods ?? [])
        // With passwords configured, the Email tab is the password one; it offers "Email me a login code".
        .filter((method) => method !== 'email' || !config.products.includes('passwords'))
        .map((method) => OTP_METHODS[method]),
    screens: {
      [Screen.OTPAuthenticate]: lazyComponent(() => otpFlow().then((m) => m.OtpAuthenticateScreen)),
      [Screen.OTPConfirmation]: lazyComponent(() => otpFlow().then((m) => m.OtpConfirmationScreen)),
    },
  },
};

/**
 * Google One Tap as the only product, its position not `embeddedOnly`: the element is a bare slot for the
 * prompt, without the card.
 */
export function isBareOneTap({ products, oauthOptions }: LoginConfig): boolean {
  const [google, ...others] = oauthOptions.providers ?? [];
  return (
    products.length === 1 &&
    products[0] === 'oauth' &&
    !others.length &&
    google?.type === 'google' &&
    google.one_tap === true &&
    google.position !== 'embeddedOnly'
  );
}

// The bare slot is One Tap alone: its first render waits for One Tap's chunk too.
export const BareOneTap = lazyComponent(() =>
  oauthMain().then(async (m) => {
    await m.preloadOneTap();
    return m.BareOneTap;
  }),
);

/** Main's layout: sections in configuration order, the form methods grouped where the first one appears. */
export type MainItem =
  | { kind: 'form'; methods: FormMethod[]; products: Product[] }
  | { kind: 'section'; product: Product; Section: LazyComponent<{ followed: boolean }> };

export function mainLayout(config: LoginConfig): MainItem[] {
  const items: MainItem[] = [];
  let form: { kind: 'form'; methods: FormMethod[]; products: Product[] } | null = null;
  for (const product of config.products) {
    const definition = PRODUCT_REGISTRY[product];
    if (!definition) continue;
    // With passwords configured, the Email tab is the password email tab, even if magic links are listed.
    if (product === 'emailMagicLinks' && config.products.includes('passwords')) continue;
    if (definition.formMethods) {
      if (!form) {
        form = { kind: 'form', methods: [], products: [] };
        items.push(form);
      }
      form.methods.push(...definition.formMethods(config));
      form.products.push(product);
    } else if (definition.mainSection) {
      const section = { kind: 'section' as const, product, Section: definition.mainSection };
      // The passkey button comes first, whatever the configuration order.
      if (product === 'passkeys') items.unshift(section);
      else items.push(section);
    }
  }
  return items;
}

/** Fetches the code of Main's configured forms and sections, so the first render is the final one. */
/**
 * The tabs of a form with several methods (passcodes by text, WhatsApp and email): a chunk of its own, since the
 * default form has one method and no tabs. Fetched with Main's forms, so the first render has them.
 */
export const MainTabs = lazyComponent(() => import('../components/Tabs').then((m) => m.Tabs));

export function preloadMain(config: LoginConfig): Promise<void> {
  if (isBareOneTap(config)) return BareOneTap.preload();
  const parts = mainLayout(config).flatMap((item): { preload(): Promise<void> }[] =>
    item.kind === 'form'
      ? [...item.methods.map((m) => m.Form), ...(item.methods.length > 1 ? [MainTabs] : [])]
      : [item.Section],
  );
  return Promise.all(parts.map((part) => part.preload())).then(() => undefined);
}

/** Fetches the screens a product's flow moves through after Main (on intent: focus in its form). */
export function preloadFlow(products: readonly Product[]): void {
  for (const product of products) {
    for (const screen of Object.values(PRODUCT_REGISTRY[product]?.screens ?? {})) {
      // A failed prefetch is retried when the screen is shown, which reports it.
      screen.preload().catch(() => undefined);
    }
  }
}
