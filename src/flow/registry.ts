import type { ComponentType } from 'react';
import type { Product } from '../config/config';
import { ErrorScreen } from '../screens/Error/ErrorScreen';
import { MainScreen } from '../screens/Main/MainScreen';
import { PRODUCT_REGISTRY } from './products';
import { PasswordResetScreen } from '../screens/Password/PasswordResetScreen';
import { PasswordConfirmationScreen } from '../screens/Password/PasswordConfirmationScreen';
import { Screen } from './screens';

/** Screens every login widget has, whatever its products. */
const BASE_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.Main]: MainScreen,
  [Screen.Error]: ErrorScreen,
};

/** The screen table for a set of products: a lookup, not a switch. Unknown screens fall back to Main. */
export function screensFor(products: readonly Product[]): Partial<Record<Screen, ComponentType>> {
  return Object.assign({}, BASE_SCREENS, ...products.map((p) => PRODUCT_REGISTRY[p]?.screens ?? {}));
}

/** The reset-password widget's screens (SPEC §1: it opens on the reset form). */
export const RESET_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.PasswordResetForm]: PasswordResetScreen,
  [Screen.PasswordConfirmation]: PasswordConfirmationScreen,
  [Screen.Error]: ErrorScreen,
};
