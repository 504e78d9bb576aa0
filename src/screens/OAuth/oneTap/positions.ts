import type { OneTapPosition } from '../../../config/config';

/** Where Google One Tap renders: in the card, over the page, or not at all. */
export type OneTapMode = 'embedded' | 'floating' | null;

/**
 * The published client's rules for `position`: the embedded positions render in the card only where
 * the browser has no native (FedCM) prompt, unless forced; `embeddedOnly` then shows nothing, the others float.
 */
export function oneTapMode(position: OneTapPosition | undefined, fedcm: boolean): OneTapMode {
  if (position === 'forceLegacyEmbedded') return 'embedded';
  const embedded =
    position === 'embedded' || position === 'embeddedOnly' || position === 'floatingOrEmbedded';
  if (embedded && !fedcm) return 'embedded';
  return position === 'embeddedOnly' ? null : 'floating';
}

/** The browser has FedCM, through which Google shows One Tap as a native prompt. */
export const browserHasFedCM = (): boolean => typeof window !== 'undefined' && 'IdentityCredential' in window;
