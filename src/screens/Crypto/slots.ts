/** Main's wallet slots (SPEC §2, §9): 6 minus the OAuth providers minus 1. */
export function walletSlots(oauthOptions: Record<string, unknown>): number {
  const providers = Array.isArray(oauthOptions.providers) ? oauthOptions.providers.length : 0;
  return Math.max(0, 6 - providers - 1);
}
