import type { LoginConfig } from '../../config/config';

/**
 * Main's wallet slots: 6 minus the OAuth providers minus 1 (the "other wallet" or "set up" button).
 * The providers count when their buttons are on Main, i.e. with the `oauth` product.
 */
export function walletSlots({
  products,
  oauthOptions,
}: Pick<LoginConfig, 'products' | 'oauthOptions'>): number {
  const { providers: list } = oauthOptions;
  const providers = products.includes('oauth') && Array.isArray(list) ? list.length : 0;
  return Math.max(0, 6 - providers - 1);
}
