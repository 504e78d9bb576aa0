import type { ComponentType } from 'react';
import type { LoginConfig } from '../config/config';
import type { AfterPrimaryStep } from '../store/slices/flow';
import type { Screen } from '../store/screens';

/**
 * The seam after the first factor. Every product's success goes through the store's `authenticated(factor)`
 * (src/store/slices/flow.ts); before the product's own success screen, each step listed here may put a screen of
 * its own in (a second factor, an offer to add a passkey). Its screen calls `afterPrimaryDone()` when it is done,
 * and the next step, or the success screen, follows. A new step is one entry in `AFTER_PRIMARY` and its own chunk:
 * no product's code changes (docs/adding-a-product.md#after-the-first-factor).
 */
export interface AfterPrimaryDefinition {
  /** The step for this element's config, or null where the config does not turn it on. */
  step(config: LoginConfig): AfterPrimaryStep | null;
  /** The screens it puts in (lazy: none of its code loads before a login needs it). */
  screens: Partial<Record<Screen, ComponentType>>;
}
