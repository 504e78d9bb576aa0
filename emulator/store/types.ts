/**
 * The emulator's storage, behind an interface so endpoints never see SQL. Times are epoch milliseconds. Secrets
 * (magic-link tokens, session tokens, OTP codes) are stored only as SHA-256 hashes.
 */
import type { IdpStore, RoleStore } from './idp';
import type { OAuthLoginsStore } from './oauth-logins';
import type { ServerApiStore } from './server-api';

export type UserStatus = 'active' | 'pending';

export interface UserRecord {
  user_id: string;
  project_id: string;
  status: UserStatus;
  created_at: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** While set and in the future, authentications fail with `user_lock_limit_reached`. */
  locked_until: number | null;
}

export interface EmailRecord {
  email_id: string;
  user_id: string;
  project_id: string;
  /** Lower-cased. */
  email: string;
  verified: boolean;
  created_at: number;
}

export interface PhoneNumberRecord {
  phone_id: string;
  user_id: string;
  project_id: string;
  /** E.164. */
  phone_number: string;
  verified: boolean;
  created_at: number;
}

/** One factor of a session, in the wire shape of `session.authentication_factors[]`. */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  created_at: string;
  updated_at: string;
  last_authenticated_at: string;
  [factor: string]: unknown;
}

export interface SessionRecord {
  session_id: string;
  project_id: string;
  user_id: string;
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip_address: string;
  user_agent: string;
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown>;
}

export type MagicLinkKind = 'login' | 'signup';

export interface MagicLinkRecord {
  token_hash: string;
  project_id: string;
  user_id: string;
  email_id: string;
  kind: MagicLinkKind;
  /** base64url(SHA-256(code_verifier)) bound at send time, or null without PKCE. */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The "log in without a password" link of a reset email: burned when the password changes. */
  password_reset: boolean;
}

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

/** How a one-time passcode went out: the `delivery_method` of its session factor. */
export type OtpChannel = 'sms' | 'whatsapp' | 'email';

/**
 * A one-time passcode sent for a method (a phone number's `phone_id` or an email's `email_id`). Only the newest
 * code of a method is live: a new send replaces the previous ones, which are kept (until pruned, a day after they
 * expire) only so a late attempt with an old code can be told it was replaced.
 */
export interface OtpCodeRecord {
  method_id: string;
  project_id: string;
  user_id: string;
  channel: OtpChannel;
  /** E.164 number or lower-cased email the code was sent to. */
  destination: string;
  /** `salt$sha256(salt:code)`; unique per code, so it also identifies the row. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong codes tried while this code was live; at the config's limit the code is burned. */
  failed_attempts: number;
}

/** A user's password: only its scrypt hash (`scrypt$N$r$p$salt$key`), never the password. One per user. */
export interface PasswordRecord {
  user_id: string;
  project_id: string;
  password_id: string;
  hash: string;
  /** Flagged to reset: authenticate answers `reset_password` until the password is reset. */
  requires_reset: boolean;
  created_at: number;
  updated_at: number;
}

/** A passkey / WebAuthn credential of a user (public key only). */
export interface WebAuthnRegistrationRecord {
  webauthn_registration_id: string;
  project_id: string;
  user_id: string;
  /** base64url credential id. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: number;
  transports: string[];
  name: string;
  /** The relying party id (the page's host) it was registered for. */
  domain: string;
  user_agent: string;
  /** `platform` or `cross-platform`, as the browser reported the authenticator's attachment. */
  authenticator_type: string;
  /** A synced (multi-device) passkey. */
  backed_up: boolean;
  created_at: number;
  last_used_at: number | null;
}

/** A registration or authentication ceremony under way: its challenge, single use, expiring. */
export interface WebAuthnChallengeRecord {
  challenge: string;
  project_id: string;
  kind: 'register' | 'authenticate';
  /** The user registering, or authenticating (secondary); null for a passkey login that names no one. */
  user_id: string | null;
  domain: string;
  user_agent: string;
  passkey: boolean;
  expires_at: number;
}

export type CryptoWalletType = 'ethereum' | 'solana';

/** A crypto wallet of a user, proven by a signed challenge. One user per wallet and project. */
export interface CryptoWalletRecord {
  crypto_wallet_id: string;
  project_id: string;
  user_id: string;
  crypto_wallet_type: CryptoWalletType;
  /** Lower-cased for ethereum (addresses compare case-insensitively); the base58 public key for solana. */
  crypto_wallet_address: string;
  created_at: number;
  last_used_at: number | null;
}

/**
 * A crypto-wallet sign-in under way: the message the wallet must sign, bound to the wallet (type and normalised
 * address), single use, expiring. Only the newest challenge of a wallet is live.
 */
export interface CryptoWalletChallengeRecord {
  challenge_id: string;
  project_id: string;
  crypto_wallet_type: CryptoWalletType;
  crypto_wallet_address: string;
  /** The session user the wallet is being attached to (`start/secondary`), or null (`start/primary`). */
  user_id: string | null;
  message: string;
  created_at: number;
  expires_at: number;
}

/** A single-use password-reset token sent by `POST /passwords/email/reset/start`, stored as its SHA-256. */
export interface PasswordResetRecord {
  token_hash: string;
  project_id: string;
  user_id: string;
  email_id: string;
  /** base64url(SHA-256(code_verifier)) bound at start, or null without PKCE. */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A message the emulator "sent"; shown in the dev inbox. */
export interface MessageRecord {
  id: string;
  project_id: string;
  channel: MessageChannel;
  to: string;
  from: string;
  subject: string;
  text: string;
  link: string | null;
  code: string | null;
  created_at: number;
}

/** One telemetry event of a `POST /sdk/v1/events` batch (WIRE.md §9). */
export interface EventRecord {
  id: string;
  project_id: string;
  public_token: string;
  event_name: string;
  details: unknown;
  error_code: string | null;
  error_description: string | null;
  http_status_code: number | null;
  telemetry: unknown;
  received_at: number;
}

/** The ES256 key that signs one project's session JWTs; persisted so the JWKS survives restarts. */
export interface SigningKeyRecord {
  kid: string;
  project_id: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
}

export interface MessageQuery {
  /** Recipient; emails match case-insensitively. */
  to?: string | undefined;
  limit: number;
}

export interface Store {
  users: {
    create(user: UserRecord): void;
    get(projectId: string, userId: string): UserRecord | null;
    update(
      userId: string,
      patch: Partial<
        Pick<
          UserRecord,
          'status' | 'first_name' | 'middle_name' | 'last_name' | 'untrusted_metadata' | 'locked_until'
        >
      >,
    ): void;
  };
  emails: {
    create(email: EmailRecord): void;
    findByAddress(projectId: string, email: string): EmailRecord | null;
    listForUser(userId: string): EmailRecord[];
    markVerified(emailId: string): void;
  };
  phoneNumbers: {
    create(phone: PhoneNumberRecord): void;
    findByNumber(projectId: string, phoneNumber: string): PhoneNumberRecord | null;
    listForUser(userId: string): PhoneNumberRecord[];
    markVerified(phoneId: string): void;
  };
  sessions: {
    create(session: SessionRecord): void;
    findByTokenHash(tokenHash: string): SessionRecord | null;
    update(
      sessionId: string,
      patch: Partial<Pick<SessionRecord, 'last_accessed_at' | 'expires_at' | 'authentication_factors'>>,
    ): void;
    revoke(sessionId: string, at: number): void;
    /** Revokes every live session of the user except `exceptSessionId`. */
    revokeAllForUser(userId: string, at: number, exceptSessionId?: string): void;
  };
  magicLinks: {
    create(link: MagicLinkRecord): void;
    findByTokenHash(tokenHash: string): MagicLinkRecord | null;
    /** Marks the token used; false when it already was (so two racing calls cannot both succeed). */
    consume(tokenHash: string, at: number): boolean;
  };
  otpCodes: {
    create(code: OtpCodeRecord): void;
    /** The codes sent for a method, newest (the live one) first. */
    listForMethod(projectId: string, methodId: string, limit: number): OtpCodeRecord[];
    /** Counts a wrong attempt against the code; returns the new count. */
    addFailedAttempt(codeHash: string): number;
    /** Marks the code used; false when it already was (so two racing calls cannot both succeed). */
    consume(codeHash: string, at: number): boolean;
    /** Drops every code that expired before `before`. */
    prune(before: number): void;
  };
  passwords: {
    get(userId: string): PasswordRecord | null;
    /** Inserts or replaces the user's password. */
    put(password: PasswordRecord): void;
    /** Sets the reset flag; false when the user has no password. */
    setRequiresReset(userId: string, requiresReset: boolean): boolean;
  };
  passwordResets: {
    create(reset: PasswordResetRecord): void;
    findByTokenHash(tokenHash: string): PasswordResetRecord | null;
    /** Marks the token used; false when it already was (so two racing calls cannot both succeed). */
    consume(tokenHash: string, at: number): boolean;
    /** Marks every unused reset token of the user used, and the login links of its reset emails. */
    consumeAllForUser(userId: string, at: number): void;
  };
  webauthn: {
    create(registration: WebAuthnRegistrationRecord): void;
    get(projectId: string, registrationId: string): WebAuthnRegistrationRecord | null;
    findByCredentialId(projectId: string, credentialId: string): WebAuthnRegistrationRecord | null;
    listForUser(userId: string): WebAuthnRegistrationRecord[];
    /** Every project's passkeys, newest first (the dev inbox). */
    listAll(limit: number): WebAuthnRegistrationRecord[];
    /** Stores the new signature counter and the time of use. */
    used(registrationId: string, counter: number, at: number): void;
    rename(registrationId: string, name: string): void;
    delete(registrationId: string): boolean;
    addChallenge(challenge: WebAuthnChallengeRecord): void;
    /** Removes and returns the challenge (single use); null when unknown. */
    takeChallenge(challenge: string): WebAuthnChallengeRecord | null;
    pruneChallenges(before: number): void;
  };
  cryptoWallets: {
    create(wallet: CryptoWalletRecord): void;
    get(projectId: string, cryptoWalletId: string): CryptoWalletRecord | null;
    find(projectId: string, type: CryptoWalletType, address: string): CryptoWalletRecord | null;
    listForUser(userId: string): CryptoWalletRecord[];
    /** Every project's wallets, newest first (dev endpoints). */
    listAll(limit: number): CryptoWalletRecord[];
    used(cryptoWalletId: string, at: number): void;
    delete(cryptoWalletId: string): boolean;
    /** Stores a challenge, replacing the wallet's earlier ones (only the newest is live). */
    addChallenge(challenge: CryptoWalletChallengeRecord): void;
    /** Removes the wallet's challenges (single use) and returns the newest; null when there is none. */
    takeChallenge(
      projectId: string,
      type: CryptoWalletType,
      address: string,
    ): CryptoWalletChallengeRecord | null;
    pruneChallenges(before: number): void;
  };
  messages: {
    add(message: MessageRecord): void;
    list(query: MessageQuery): MessageRecord[];
    clear(): void;
  };
  events: {
    add(events: EventRecord[]): void;
    list(limit: number): EventRecord[];
    /**
     * Drops a project's oldest events beyond `maxCount` events or `maxBytes` (stored JSON), counting them in
     * `drops()`. Returns how many were dropped.
     */
    trim(projectId: string, maxCount: number, maxBytes: number, at: number): number;
    /** Events dropped by `trim`, per project. */
    drops(): { project_id: string; dropped: number; last_dropped_at: number }[];
    clear(): void;
  };
  /** Timestamped hits per bucket, for sliding windows (rate limits, failed-authentication counts). */
  counters: {
    hit(bucket: string, at: number): void;
    /** Hits in `bucket` at or after `since`, oldest first. */
    since(bucket: string, since: number): number[];
    clear(bucket: string): void;
    /** Drops every hit older than `before`. */
    prune(before: number): void;
  };
  signingKeys: {
    get(projectId: string): SigningKeyRecord | null;
    put(key: SigningKeyRecord): void;
  };
  /** Social sign-in through the stand-in providers and Google One Tap (store/oauth-logins.ts). */
  oauthLogins: OAuthLoginsStore;
  /** Users' assigned roles (store/idp.ts). */
  roles: RoleStore;
  /** The OpenID provider's consents, codes, tokens and ID-token keys (store/idp.ts). */
  idp: IdpStore;
  /** What the server API needs beyond the above: sessions by id, user search, deletions (store/server-api.ts). */
  serverApi: ServerApiStore;
  /** Runs `fn` atomically; nested calls join the outer transaction. */
  transaction<T>(fn: () => T): T;
  /** Deletes all data (users, sessions, tokens, codes, messages, events, counters); signing keys stay. */
  reset(): void;
  close(): void;
}
