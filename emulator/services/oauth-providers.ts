import { createHash } from 'node:crypto';
import type { OAuthRegistrationRecord } from '../store/oauth-logins';

/** One social sign-in provider the emulator stands in for (docs/protocol.md#the-calls). */
export interface OAuthProvider {
  /** The path segment of `/v1/public/oauth/{provider}/start`. */
  id: string;
  /** How the provider is named to people, and the wire's `provider_type`. */
  name: string;
  /** The brand colour of the stand-in page's mark and button. */
  colour: string;
  /** Text on `colour` (black or white, whichever contrasts more). */
  ink: '#000000' | '#ffffff';
  /** The scopes a start without `custom_scopes` is granted. */
  scopes: readonly string[];
  /** Whether the provider speaks OpenID Connect (`provider_values.id_token` is a signed JWT, else empty). */
  oidc: boolean;
}

const provider = (
  id: string,
  name: string,
  colour: string,
  ink: OAuthProvider['ink'],
  scopes: string[],
  oidc: boolean,
): OAuthProvider => ({ id, name, colour, ink, scopes, oidc });

/** The 19 providers, in the order of docs/protocol.md#the-calls. */
export const OAUTH_PROVIDERS: readonly OAuthProvider[] = [
  provider(
    'google',
    'Google',
    '#1a73e8',
    '#ffffff',
    [
      'openid',
      'https://www.googleapis.com/auth/userinfo.email',
      'https://www.googleapis.com/auth/userinfo.profile',
    ],
    true,
  ),
  provider('microsoft', 'Microsoft', '#0067b8', '#ffffff', ['openid', 'email', 'profile'], true),
  provider('apple', 'Apple', '#000000', '#ffffff', ['name', 'email'], true),
  provider('github', 'GitHub', '#24292f', '#ffffff', ['read:user', 'user:email'], false),
  provider('gitlab', 'GitLab', '#e24329', '#000000', ['openid', 'email', 'profile', 'read_user'], true),
  provider('facebook', 'Facebook', '#0866ff', '#ffffff', ['email', 'public_profile'], false),
  provider('discord', 'Discord', '#5865f2', '#ffffff', ['identify', 'email'], false),
  provider('salesforce', 'Salesforce', '#00a1e0', '#000000', ['openid', 'email', 'profile'], true),
  provider('slack', 'Slack', '#4a154b', '#ffffff', ['openid', 'email', 'profile'], true),
  provider('amazon', 'Amazon', '#ff9900', '#000000', ['profile'], false),
  provider('bitbucket', 'Bitbucket', '#0052cc', '#ffffff', ['account', 'email'], false),
  provider('linkedin', 'LinkedIn', '#0a66c2', '#ffffff', ['openid', 'email', 'profile'], true),
  provider('coinbase', 'Coinbase', '#0052ff', '#ffffff', ['wallet:user:read', 'wallet:user:email'], false),
  provider('twitch', 'Twitch', '#9146ff', '#ffffff', ['openid', 'user:read:email'], true),
  provider('twitter', 'Twitter', '#000000', '#ffffff', ['users.read', 'tweet.read', 'offline.access'], false),
  provider('tiktok', 'TikTok', '#000000', '#ffffff', ['user.info.basic'], false),
  provider('snapchat', 'Snapchat', '#fffc00', '#000000', ['user.display_name', 'user.bitmoji.avatar'], false),
  provider('figma', 'Figma', '#a259ff', '#000000', ['current_user:read'], false),
  provider('yahoo', 'Yahoo', '#6001d2', '#ffffff', ['openid', 'email', 'profile'], true),
];

const BY_ID = new Map(OAUTH_PROVIDERS.map((p) => [p.id, p]));

/** The provider named in a URL, or undefined. */
export function oauthProvider(id: string): OAuthProvider | undefined {
  return BY_ID.get(id);
}

/** A ready-made person to sign in as with one click on a stand-in page (and in the One Tap chooser). */
export interface TestIdentity {
  email: string;
  name: string;
  locale: string;
}

/** The same three people at every provider, so a sign-in with another provider links by email. */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  { email: 'ada.lovelace@example.com', name: 'Ada Lovelace', locale: 'en-GB' },
  { email: 'grace.hopper@example.com', name: 'Grace Hopper', locale: 'en-US' },
  { email: 'hedy.lamarr@example.com', name: 'Hedy Lamarr', locale: 'de-AT' },
];

/**
 * The person's id at the provider (`sub`): stable per provider and email, as a real provider keeps one id per
 * account, so a second sign-in finds the same registration. 21 digits, the shape of Google's.
 */
export function providerSubject(providerId: string, email: string): string {
  const digest = createHash('sha256').update(`${providerId}\n${email}`).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}

/** Up to two initials of a name (or of the email's local part), upper-cased, letters and digits only. */
export function initialsOf(name: string, email: string): string {
  const words = (name.trim() || email.split('@')[0] || '?').split(/[\s._+-]+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
  const safe = [...letters].filter((c) => /[\p{L}\p{N}]/u.test(c)).join('');
  return safe || '?';
}

/** A provider identity as the user object carries it (`providers[]`, docs/protocol.md#the-calls). */
export function oauthProviderJson(r: OAuthRegistrationRecord) {
  return {
    provider_type: oauthProvider(r.provider)?.name ?? r.provider,
    provider_subject: r.provider_subject,
    profile_picture_url: r.profile_picture_url,
    locale: r.locale,
    oauth_user_registration_id: r.registration_id,
  };
}
