/**
 * The JSON Schema of the emulator's configuration (the merged config of `defaults.ts`), validated with ajv (the
 * one Fastify uses). Each schema node says in `expected` what its value must be; a failure reads
 * `projects[4].redirect_urls.login[0]: must be an absolute http(s) URL, got "not a url"`.
 */
import { Ajv, type ErrorObject, type SchemaObject } from 'ajv';
import { BOUNDS, type ProjectConfig } from './defaults';

const str = { type: 'string', minLength: 1, expected: 'a non-empty string' };
const bool = { type: 'boolean', expected: 'true or false' };
const int = (minimum: number, maximum: number) => ({
  type: 'integer',
  minimum,
  maximum,
  expected: `an integer from ${minimum} to ${maximum}`,
});
const httpUrl = { type: 'string', format: 'http-url', expected: 'an absolute http(s) URL' };
/** An http(s) URL, or one starting with `{api}` (the emulator's own base URL). */
const apiOrHttpUrl = {
  type: 'string',
  format: 'api-or-http-url',
  expected: 'an absolute http(s) URL, or one starting with "{api}/"',
};
const httpOrigin = {
  type: 'string',
  format: 'http-origin',
  expected: 'an http(s) origin like "https://app.example.com" (no path)',
};
const oneOf = (...values: string[]) => ({
  type: 'string',
  enum: values,
  expected: `one of ${values.join(', ')}`,
});
const matching = (pattern: string, expected: string) => ({ type: 'string', pattern, expected });
const nullable = (schema: SchemaObject): SchemaObject => ({
  ...schema,
  nullable: true,
  expected: `${String(schema.expected)} or null`,
});
const arrayOf = (items: SchemaObject) => ({ type: 'array', items, expected: 'an array' });
/** Every key required (the defaults supply them), no other key allowed. */
const object = (properties: Record<string, SchemaObject>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  expected: 'an object',
});

const permission = object({ resource_id: str, actions: arrayOf(str) });

const project = object({
  project_id: str,
  public_token: str,
  secret: nullable(str),
  project_name: str,
  allowed_origins: arrayOf(httpOrigin),
  allow_localhost_origins: bool,
  redirect_urls: object({
    login: arrayOf(httpUrl),
    signup: arrayOf(httpUrl),
    reset_password: arrayOf(httpUrl),
    allow_any_localhost: bool,
  }),
  disable_sdk_watermark: bool,
  captcha_required: bool,
  siwe_required_for_crypto_wallets: bool,
  email_domains: arrayOf(str),
  pkce_required_for_email_magic_links: bool,
  pkce_required_for_password_resets: bool,
  pkce_required_for_oauth: bool,
  google_client_id: nullable(str),
  password_config: nullable(object({ luds_complexity: int(1, 4), luds_minimum_count: int(8, 32) })),
  rbac_policy: nullable(
    object({
      roles: arrayOf(object({ role_id: str, description: str, permissions: arrayOf(permission) })),
      resources: arrayOf(object({ resource_id: str, description: str, actions: arrayOf(str) })),
      scopes: arrayOf(object({ scope: str, description: str, permissions: arrayOf(permission) })),
    }),
  ),
  oauth_clients: arrayOf(
    object({
      client_id: str,
      client_name: str,
      client_description: { type: 'string', expected: 'a string' },
      client_type: oneOf('first_party', 'first_party_public', 'third_party', 'third_party_public'),
      client_secret: nullable(str),
      client_logo_url: nullable(httpUrl),
      redirect_uris: arrayOf(apiOrHttpUrl),
      post_logout_redirect_uris: arrayOf(apiOrHttpUrl),
    }),
  ),
  authorization_url: nullable(apiOrHttpUrl),
  unsubscribed_phone_numbers: arrayOf(matching('^\\+[1-9]\\d{6,14}$', 'an E.164 number')),
  disabled_phone_country_codes: arrayOf(
    matching('^(?:\\+[1-9]\\d{0,2}|[A-Z]{2})$', 'a calling code like "+44" or a region like "CA"'),
  ),
  jwt_issuer: nullable(str),
  session_migration_userinfo_url: nullable(apiOrHttpUrl),
  trusted_auth_token_profiles: arrayOf(
    object({
      profile_id: str,
      issuer: str,
      audience: str,
      jwks_url: nullable(httpUrl),
      public_key: nullable(str),
      email_claim: str,
      token_id_claim: str,
    }),
  ),
});

const rateLimit = nullable(object({ max: int(1, 1_000_000), window_seconds: int(1, 31_536_000) }));

/** The schema of a whole (merged) config: `EmulatorConfig`. */
export const CONFIG_SCHEMA: SchemaObject = object({
  projects: arrayOf(project),
  rate_limits: object({ per_recipient: rateLimit, per_ip: rateLimit, events_per_ip: rateLimit }),
  lockout: nullable(
    object({
      max_failed_attempts: int(1, 1000),
      window_minutes: int(1, 525_600),
      lock_minutes: int(1, 525_600),
    }),
  ),
  sessions: object({ default_duration_minutes: int(5, 527_040), jwt_lifetime_seconds: int(10, 86_400) }),
  magic_links: object({ default_expiration_minutes: int(5, 10_080) }),
  otp: object({
    default_expiration_minutes: int(BOUNDS.otp_expiration_minutes.min, BOUNDS.otp_expiration_minutes.max),
    max_failed_attempts_per_code: int(1, 1000),
    fixed_code: nullable(matching('^\\d{6}$', '6 digits')),
  }),
  passwords: object({
    default_reset_expiration_minutes: int(
      BOUNDS.reset_password_expiration_minutes.min,
      BOUNDS.reset_password_expiration_minutes.max,
    ),
    breached_common_passwords: int(0, 1_000_000),
  }),
  limits: object({
    body_bytes: int(1024, 10 * 1024 * 1024),
    events_body_bytes: int(1024, 50 * 1024 * 1024),
    events_per_batch: int(1, 10_000),
    events_kept: int(1, 10_000_000),
    events_kept_bytes: int(1024, 1024 * 1024 * 1024),
  }),
});

/**
 * The schema of a config file or object before it is merged over the defaults: an object whose projects each name
 * their `project_id` (the key the merge matches on). The rest is checked after the merge.
 */
export const CONFIG_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  expected: 'an object',
  properties: {
    projects: {
      type: 'array',
      expected: 'an array of projects',
      items: {
        type: 'object',
        expected: 'an object (a project)',
        required: ['project_id'],
        properties: {
          project_id: { ...str, expected: 'a non-empty string (every project needs a project_id)' },
        },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
ajv.addKeyword({ keyword: 'expected', schemaType: 'string' });
ajv.addFormat('http-url', (value) => /^https?:\/\//i.test(value) && URL.canParse(value));
ajv.addFormat(
  'api-or-http-url',
  (value) =>
    (/^https?:\/\//i.test(value) && URL.canParse(value)) ||
    (/^\{api\}(\/|$)/.test(value) && URL.canParse(value.replace('{api}', 'http://localhost'))),
);
ajv.addFormat('http-origin', (value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.origin === value && /^https?:$/.test(url.protocol);
});
const validateInput = ajv.compile(CONFIG_INPUT_SCHEMA);
const validateConfig = ajv.compile(CONFIG_SCHEMA);

/** What is wrong with a config file or object as given (before the merge), one line per path. */
export function configInputProblems(raw: unknown): string[] {
  return validateInput(raw) ? [] : describe(validateInput.errors ?? []);
}

/** What is wrong with a merged config, one line per path; project ids and public tokens must be unique. */
export function configProblems(config: unknown): string[] {
  if (!validateConfig(config)) return describe(validateConfig.errors ?? []);
  const projects = (config as { projects: ProjectConfig[] }).projects;
  const problems: string[] = [];
  for (const key of ['project_id', 'public_token'] as const) {
    const seen = new Set<string>();
    projects.forEach((p, i) => {
      if (seen.has(p[key])) problems.push(`projects[${i}].${key}: duplicate ${key} ${show(p[key])}`);
      seen.add(p[key]);
    });
  }
  projects.forEach((p, i) => problems.push(...oauthClientProblems(p, `projects[${i}]`)));
  projects.forEach((p, i) =>
    p.trusted_auth_token_profiles.forEach((profile, j) => {
      if ((profile.jwks_url === null) === (profile.public_key === null)) {
        problems.push(
          `projects[${i}].trusted_auth_token_profiles[${j}]: set exactly one of jwks_url and public_key`,
        );
      }
    }),
  );
  return problems;
}

/** Client ids are unique per project; confidential clients have a secret, public ones none. */
function oauthClientProblems(project: ProjectConfig, at: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  project.oauth_clients.forEach((client, j) => {
    const path = `${at}.oauth_clients[${j}]`;
    if (seen.has(client.client_id))
      problems.push(`${path}.client_id: duplicate client_id ${show(client.client_id)}`);
    seen.add(client.client_id);
    const isPublic = client.client_type.endsWith('_public');
    if (isPublic && client.client_secret !== null) {
      problems.push(
        `${path}.client_secret: must be null for a ${client.client_type} client (it has no secret)`,
      );
    }
    if (!isPublic && client.client_secret === null) {
      problems.push(`${path}.client_secret: must be set for a ${client.client_type} (confidential) client`);
    }
  });
  return problems;
}

/** One message per offending path (the first error there), naming the path, the rule and the value. */
function describe(errors: ErrorObject[]): string[] {
  const messages = new Map<string, string>();
  for (const error of errors) {
    const schema = error.parentSchema ?? {};
    const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    let path = error.instancePath;
    let message: string;
    if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
      path += `/${escape(params.additionalProperty)}`;
      message = `unknown key (allowed: ${Object.keys(properties).join(', ')})`;
    } else if (error.keyword === 'required' && params.missingProperty !== undefined) {
      path += `/${escape(params.missingProperty)}`;
      message = `is missing; must be ${String(properties[params.missingProperty]?.expected ?? 'set')}`;
    } else {
      message = `must be ${String(schema.expected ?? error.message)}, got ${show(error.data)}`;
    }
    if (!messages.has(path)) messages.set(path, `${dotted(path)}: ${message}`);
  }
  return [...messages.values()];
}

/** `/projects/4/redirect_urls/login/0` → `projects[4].redirect_urls.login[0]` (the root is "the config"). */
function dotted(pointer: string): string {
  if (pointer === '') return 'the config';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key), '');
}

function escape(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
