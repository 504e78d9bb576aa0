/**
 * The database schema as an ordered list of migrations. Each runs once, in a transaction, and is recorded in
 * `schema_version`; append new ones, never edit applied ones.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    user_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    middle_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    trusted_metadata TEXT NOT NULL DEFAULT '{}',
    untrusted_metadata TEXT NOT NULL DEFAULT '{}',
    locked_until INTEGER
  );
  CREATE TABLE emails (
    email_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    email TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (project_id, email)
  );
  CREATE INDEX emails_user ON emails(user_id);
  CREATE TABLE phone_numbers (
    phone_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (project_id, phone_number)
  );
  CREATE INDEX phone_numbers_user ON phone_numbers(user_id);
  CREATE TABLE sessions (
    session_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    started_at INTEGER NOT NULL,
    last_accessed_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    ip_address TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    authentication_factors TEXT NOT NULL,
    custom_claims TEXT NOT NULL DEFAULT '{}'
  );
  CREATE TABLE magic_link_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    email_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    code_challenge TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE otp_codes (
    method_id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    channel TEXT NOT NULL,
    destination TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    failed_attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX otp_codes_method ON otp_codes(method_id);
  CREATE TABLE messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    project_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    to_address TEXT NOT NULL,
    to_key TEXT NOT NULL,
    from_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT,
    code TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_to ON messages(to_key, seq);
  CREATE TABLE events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    project_id TEXT NOT NULL,
    public_token TEXT NOT NULL,
    event_name TEXT NOT NULL,
    details TEXT NOT NULL,
    error_code TEXT,
    error_description TEXT,
    http_status_code INTEGER,
    telemetry TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );
  CREATE TABLE counters (
    bucket TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX counters_bucket ON counters(bucket, at);
  CREATE TABLE signing_keys (
    kid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL UNIQUE,
    alg TEXT NOT NULL,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 2: one-time passcodes are looked up by their (salted) hash and pruned by expiry.
  `
  CREATE INDEX otp_codes_hash ON otp_codes(code_hash);
  CREATE INDEX otp_codes_expiry ON otp_codes(expires_at);
  `,
  // 3: passwords (scrypt hashes) and password-reset tokens; a reset revokes the user's sessions.
  `
  CREATE TABLE passwords (
    user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    password_id TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    requires_reset INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    email_id TEXT NOT NULL,
    code_challenge TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX sessions_user ON sessions(user_id);
  `,
  // 4: the login links of reset emails are marked, so a password change can burn them with the reset tokens.
  `
  ALTER TABLE magic_link_tokens ADD COLUMN password_reset INTEGER NOT NULL DEFAULT 0;
  `,
  // 5: telemetry is kept per project up to a cap (oldest dropped, and counted).
  `
  ALTER TABLE events ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX events_project ON events(project_id, seq);
  CREATE TABLE event_drops (
    project_id TEXT PRIMARY KEY,
    dropped INTEGER NOT NULL,
    last_dropped_at INTEGER NOT NULL
  );
  `,
  // 6: passkeys (WebAuthn credentials) and the single-use challenges of their ceremonies.
  `
  CREATE TABLE webauthn_registrations (
    webauthn_registration_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    credential_id TEXT NOT NULL,
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    domain TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    authenticator_type TEXT NOT NULL,
    backed_up INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE UNIQUE INDEX webauthn_credential ON webauthn_registrations(project_id, credential_id);
  CREATE INDEX webauthn_user ON webauthn_registrations(user_id);
  CREATE TABLE webauthn_challenges (
    challenge TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    user_id TEXT,
    domain TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    passkey INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  // 7: crypto wallets (Ethereum, Solana) of users and the single-use challenges of their sign-ins.
  `
  CREATE TABLE crypto_wallets (
    crypto_wallet_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    crypto_wallet_type TEXT NOT NULL,
    crypto_wallet_address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE UNIQUE INDEX crypto_wallet_address ON crypto_wallets(project_id, crypto_wallet_type, crypto_wallet_address);
  CREATE INDEX crypto_wallets_user ON crypto_wallets(user_id);
  CREATE TABLE crypto_wallet_challenges (
    challenge_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    crypto_wallet_type TEXT NOT NULL,
    crypto_wallet_address TEXT NOT NULL,
    user_id TEXT,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX crypto_wallet_challenges_wallet
    ON crypto_wallet_challenges(project_id, crypto_wallet_type, crypto_wallet_address);
  CREATE INDEX crypto_wallet_challenges_expiry ON crypto_wallet_challenges(expires_at);
  `,
  // 8: the OpenID provider: users' roles, remembered consent, authorization codes, access and refresh tokens (all
  // secrets as SHA-256), and the RS256 key of each project's ID tokens.
  `
  CREATE TABLE user_roles (
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    project_id TEXT NOT NULL,
    role_id TEXT NOT NULL,
    PRIMARY KEY (user_id, role_id)
  );
  CREATE TABLE idp_consents (
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    granted_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, client_id)
  );
  CREATE TABLE idp_codes (
    code_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    session_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    scopes TEXT NOT NULL,
    nonce TEXT,
    code_challenge TEXT,
    auth_time INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX idp_codes_expiry ON idp_codes(expires_at);
  CREATE TABLE idp_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    grant_id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    scopes TEXT NOT NULL,
    auth_time INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX idp_tokens_grant ON idp_tokens(grant_id);
  CREATE TABLE idp_signing_keys (
    kid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL UNIQUE,
    alg TEXT NOT NULL,
    private_jwk TEXT NOT NULL,
    public_jwk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 9: social sign-in through the stand-in providers: pending starts, users' provider identities, the single-use
  // login tokens (flow handles and tokens as SHA-256) and Google One Tap callbacks (CSRF token as SHA-256).
  `
  CREATE TABLE oauth_start_flows (
    flow_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    provider TEXT NOT NULL,
    login_redirect_url TEXT NOT NULL,
    signup_redirect_url TEXT NOT NULL,
    code_challenge TEXT,
    custom_scopes TEXT NOT NULL,
    provider_params TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE INDEX oauth_start_flows_expiry ON oauth_start_flows(expires_at);
  CREATE TABLE oauth_user_registrations (
    registration_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    provider_subject TEXT NOT NULL,
    email_id TEXT,
    name TEXT NOT NULL,
    profile_picture_url TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    UNIQUE (project_id, provider, provider_subject)
  );
  CREATE INDEX oauth_user_registrations_user ON oauth_user_registrations(user_id);
  CREATE TABLE oauth_login_tokens (
    token_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    registration_id TEXT NOT NULL REFERENCES oauth_user_registrations(registration_id) ON DELETE CASCADE,
    provider TEXT NOT NULL,
    code_challenge TEXT,
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX oauth_login_tokens_expiry ON oauth_login_tokens(expires_at);
  CREATE TABLE oauth_one_tap_callbacks (
    callback_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    csrf_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX oauth_one_tap_callbacks_expiry ON oauth_one_tap_callbacks(expires_at);
  `,
];
