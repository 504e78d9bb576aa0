import type { ComponentType } from 'react';
import type { LoginConfig } from '../config/config';
import type { AfterPrimaryStep } from '../store/slices/flow';
import type { Screen } from '../store/screens';
import type { AfterPrimaryDefinition } from './stepDefinition';
import { twoFactorStep } from './twoFactorStep';
import { PASSKEY_OFFER } from './passkeyOffer';

// The seam after the first factor: what a step is (./stepDefinition.ts) and the steps, in order.
export type { AfterPrimaryDefinition };

/** The steps after the first factor, in the order they run: second factors first, offers after them. */
export const AFTER_PRIMARY: AfterPrimaryDefinition[] = [twoFactorStep, PASSKEY_OFFER];

/** The steps this element's config turns on, for its store. */
export function afterPrimarySteps(config: LoginConfig): AfterPrimaryStep[] {
  return AFTER_PRIMARY.flatMap((definition) => definition.step(config) ?? []);
}

/** Every step's screens, for the screen tables of the elements that log in. */
export function afterPrimaryScreens(): Partial<Record<Screen, ComponentType>> {
  return Object.assign({}, ...AFTER_PRIMARY.map((definition) => definition.screens));
}
