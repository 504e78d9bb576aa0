import type { ComponentType } from 'react';
import type { Product } from '../config/config';
import { EmailConfirmationScreen } from '../screens/EmailConfirmation/EmailConfirmationScreen';
import { EmailMagicLinkForm } from '../screens/Main/EmailMagicLinkForm';
import type { Screen } from './screens';

/** What a login method contributes: its section of Main and the screens its flow moves through. */
export interface ProductDefinition {
  mainSection: ComponentType;
  screens: Partial<Record<Screen, ComponentType>>;
}

/**
 * The product registry. A product that is not listed here cannot be configured (the config check rejects it),
 * so Main never shows a dead button. Heavy products register lazily loaded screens.
 */
export const PRODUCT_REGISTRY: Partial<Record<Product, ProductDefinition>> = {
  emailMagicLinks: {
    mainSection: EmailMagicLinkForm,
    screens: { EmailConfirmation: EmailConfirmationScreen },
  },
};
