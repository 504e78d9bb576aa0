import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BOUNDS,
  DEFAULT_CONFIG,
  PROJECT_DEFAULTS,
  type EmulatorConfig,
  type ProjectConfig,
} from './defaults';

/** A config that cannot be used; the message names the file and every bad key. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The validated configuration plus the lookups the endpoints need. */
export interface ResolvedConfig extends EmulatorConfig {
  projectByToken: ReadonlyMap<string, ProjectConfig>;
  projectById: ReadonlyMap<string, ProjectConfig>;
  defaultProject: ProjectConfig;
}

/** Reads a JSON file, or imports a TS/JS module and takes its default export. */
export async function readConfigFile(path: string): Promise<unknown> {
  const absolute = resolve(path);
  if (extname(absolute) === '.json') {
    let text: string;
    try {
      text = await readFile(absolute, 'utf8');
    } catch (e) {
      throw new ConfigError(`Cannot read the config file ${path}: ${(e as Error).message}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      throw new ConfigError(`The config file ${path} is not valid JSON: ${(e as Error).message}`);
    }
  }
  try {
    const mod = (await import(pathToFileURL(absolute).href)) as { default?: unknown };
    return mod.default;
  } catch (e) {
    throw new ConfigError(`Cannot load the config module ${path}: ${(e as Error).message}`);
  }
}

/** Merges a user config (object or file path) over the defaults and validates the result. */
export async function loadConfig(source: EmulatorConfigInput | string | undefined): Promise<ResolvedConfig> {
  const origin = typeof source === 'string' ? source : 'the config object';
  const raw = typeof source === 'string' ? await readConfigFile(source) : (source ?? {});
  const problems: string[] = [];
  const merged = mergeConfig(raw, problems);
  if (problems.length === 0) validateConfig(merged, problems);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid emulator config in ${origin}:\n  - ${problems.join('\n  - ')}`);
  }
  return resolveConfig(merged as EmulatorConfig);
}

export function resolveConfig(config: EmulatorConfig): ResolvedConfig {
  const [defaultProject] = config.projects;
  if (!defaultProject) throw new ConfigError('The config has no project.');
  return {
    ...config,
    projectByToken: new Map(config.projects.map((p) => [p.public_token, p])),
    projectById: new Map(config.projects.map((p) => [p.project_id, p])),
    defaultProject,
  };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; anything else (arrays included) replaces. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value);
  return out;
}

function mergeConfig(raw: unknown, problems: string[]): unknown {
  if (!isObject(raw)) {
    problems.push('the config must be an object');
    return undefined;
  }
  const { projects, ...rest } = raw;
  const merged = deepMerge(DEFAULT_CONFIG, rest) as Json;
  if (projects === undefined) return merged;
  if (!Array.isArray(projects)) {
    problems.push('projects: must be an array of projects');
    return merged;
  }
  const list: unknown[] = [...DEFAULT_CONFIG.projects];
  projects.forEach((project: unknown, i) => {
    if (!isObject(project) || typeof project.project_id !== 'string') {
      problems.push(`projects[${i}].project_id: every project needs a project_id string`);
      return;
    }
    const at = list.findIndex((p) => isObject(p) && p.project_id === project.project_id);
    if (at >= 0) list[at] = deepMerge(list[at], project);
    else list.push(deepMerge(PROJECT_DEFAULTS, project));
  });
  merged.projects = list;
  return merged;
}

// ---- validation: a small schema walker whose messages name the exact key -------------------------------------

type Check = (value: unknown, path: string, problems: string[]) => void;

const str: Check = (v, path, p) => {
  if (typeof v !== 'string' || v.length === 0) p.push(`${path}: must be a non-empty string, got ${show(v)}`);
};
const bool: Check = (v, path, p) => {
  if (typeof v !== 'boolean') p.push(`${path}: must be true or false, got ${show(v)}`);
};
const int =
  (min: number, max: number): Check =>
  (v, path, p) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      p.push(`${path}: must be an integer from ${min} to ${max}, got ${show(v)}`);
    }
  };
const httpUrl: Check = (v, path, p) => {
  if (typeof v !== 'string' || !/^https?:\/\//i.test(v) || !URL.canParse(v)) {
    p.push(`${path}: must be an absolute http(s) URL, got ${show(v)}`);
  }
};
const oneOf =
  (...values: string[]): Check =>
  (v, path, p) => {
    if (typeof v !== 'string' || !values.includes(v))
      p.push(`${path}: must be one of ${values.join(', ')}, got ${show(v)}`);
  };
const nullable =
  (check: Check): Check =>
  (v, path, p) => {
    if (v !== null) check(v, path, p);
  };
const arrayOf =
  (check: Check): Check =>
  (v, path, p) => {
    if (!Array.isArray(v)) p.push(`${path}: must be an array, got ${show(v)}`);
    else v.forEach((item, i) => check(item, `${path}[${i}]`, p));
  };
const object =
  (shape: Record<string, Check>): Check =>
  (v, path, p) => {
    if (!isObject(v)) {
      p.push(`${path}: must be an object, got ${show(v)}`);
      return;
    }
    for (const key of Object.keys(v)) {
      if (!(key in shape))
        p.push(`${join(path, key)}: unknown key (allowed: ${Object.keys(shape).join(', ')})`);
    }
    for (const [key, check] of Object.entries(shape)) check(v[key], join(path, key), p);
  };

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const permission = object({ resource_id: str, actions: arrayOf(str) });

const origin: Check = (v, path, p) => {
  if (
    typeof v !== 'string' ||
    !URL.canParse(v) ||
    new URL(v).origin !== v ||
    !/^https?:$/.test(new URL(v).protocol)
  )
    p.push(`${path}: must be an http(s) origin like "https://app.example.com" (no path), got ${show(v)}`);
};

const projectShape = object({
  project_id: str,
  public_token: str,
  project_name: str,
  allowed_origins: arrayOf(origin),
  allow_localhost_origins: bool,
  redirect_urls: object({
    login: arrayOf(httpUrl),
    signup: arrayOf(httpUrl),
    reset_password: arrayOf(httpUrl),
    allow_any_localhost: bool,
  }),
  disable_sdk_watermark: bool,
  captcha_required: bool,
  email_domains: arrayOf(str),
  pkce_required_for_email_magic_links: bool,
  pkce_required_for_password_resets: bool,
  pkce_required_for_oauth: bool,
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
      client_description: (v, path, p) => {
        if (typeof v !== 'string') p.push(`${path}: must be a string, got ${show(v)}`);
      },
      client_type: oneOf('first_party', 'first_party_public', 'third_party', 'third_party_public'),
      client_logo_url: nullable(httpUrl),
      redirect_uris: arrayOf(httpUrl),
      post_logout_redirect_uris: arrayOf(httpUrl),
    }),
  ),
  unsubscribed_phone_numbers: arrayOf((v, path, p) => {
    if (typeof v !== 'string' || !/^\+[1-9]\d{6,14}$/.test(v))
      p.push(`${path}: must be an E.164 number, got ${show(v)}`);
  }),
  disabled_phone_country_codes: arrayOf((v, path, p) => {
    if (typeof v !== 'string' || !/^(?:\+[1-9]\d{0,2}|[A-Z]{2})$/.test(v))
      p.push(`${path}: must be a calling code like "+44" or a region like "CA", got ${show(v)}`);
  }),
  jwt_issuer: nullable(str),
});

const rateLimit = nullable(object({ max: int(1, 1_000_000), window_seconds: int(1, 31_536_000) }));

const configShape = object({
  projects: arrayOf(projectShape),
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
    fixed_code: nullable((v, path, p) => {
      if (typeof v !== 'string' || !/^\d{6}$/.test(v))
        p.push(`${path}: must be 6 digits or null, got ${show(v)}`);
    }),
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

function validateConfig(config: unknown, problems: string[]): void {
  configShape(config, '', problems);
  if (problems.length > 0 || !isObject(config)) return;
  const projects = config.projects as ProjectConfig[];
  for (const key of ['project_id', 'public_token'] as const) {
    const seen = new Set<string>();
    projects.forEach((project, i) => {
      if (seen.has(project[key]))
        problems.push(`projects[${i}].${key}: duplicate ${key} ${show(project[key])}`);
      seen.add(project[key]);
    });
  }
}

type DeepPartial<T> = T extends unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * What a config file or object may hold: any subset of `EmulatorConfig`. Projects need their `project_id`; a
 * built-in id merges over that project, a new one over `PROJECT_DEFAULTS` (and then needs a `public_token`).
 */
export type EmulatorConfigInput = DeepPartial<Omit<EmulatorConfig, 'projects'>> & {
  projects?: (DeepPartial<ProjectConfig> & { project_id: string })[];
};
