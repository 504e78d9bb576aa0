import type { OAuthProviderType } from '../../../config/config';
import { amazon } from './amazon';
import { apple } from './apple';
import { bitbucket } from './bitbucket';
import { coinbase } from './coinbase';
import { discord } from './discord';
import { facebook } from './facebook';
import { figma } from './figma';
import { github } from './github';
import { gitlab } from './gitlab';
import { google } from './google';
import { linkedin } from './linkedin';
import { microsoft } from './microsoft';
import { salesforce } from './salesforce';
import { slack } from './slack';
import { snapchat } from './snapchat';
import { tiktok } from './tiktok';
import { twitch } from './twitch';
import { twitter } from './twitter';
import { yahoo } from './yahoo';

/**
 * Each provider's mark, drawn for a 24-unit box: simple shapes in the brand's colours. Marks that are black in
 * their brand's own artwork (Apple, GitHub, X, the TikTok note, Amazon's "a") use the button's text colour, so
 * they stay visible on a dark card; brand colours too dark for a dark card are mixed toward it (`mix`).
 */
const MARKS: Record<OAuthProviderType, JSX.Element> = {
  google,
  microsoft,
  apple,
  github,
  gitlab,
  facebook,
  discord,
  salesforce,
  slack,
  amazon,
  bitbucket,
  linkedin,
  coinbase,
  twitch,
  twitter,
  tiktok,
  snapchat,
  figma,
  yahoo,
};

/** A provider's mark: decorative, the button's text names the provider. */
export function ProviderMark({ provider }: { provider: OAuthProviderType }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-mark={provider}
      part="oauth-mark"
    >
      {MARKS[provider]}
    </svg>
  );
}
