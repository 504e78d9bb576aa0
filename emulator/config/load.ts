import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_CONFIG,
  PROJECT_DEFAULTS,
  type EmulatorConfig,
  type OAuthClientConfig,
  type ProjectConfig,
} from './defaults';
import { configInputProblems, configProblems } from './schema';

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

/** Merges a user config (object or file path) over the defaults and validates the result against `schema.ts`. */
export async function loadConfig(source: EmulatorConfigInput | string | undefined): Promise<ResolvedConfig> {
  const origin = typeof source === 'string' ? source : 'the config object';
  const raw = typeof source === 'string' ? await readConfigFile(source) : (source ?? {});
  const inputProblems = configInputProblems(raw);
  const merged = inputProblems.length === 0 ? mergeConfig(raw as Json) : undefined;
  const problems = merged ? configProblems(merged).map((p) => ownIndex(p, raw as Json)) : inputProblems;
  if (problems.length > 0) {
    throw new ConfigError(`Invalid emulator config in ${origin}:\n  - ${problems.join('\n  - ')}`);
  }
  return resolveConfig(merged as unknown as EmulatorConfig);
}

/**
 * A problem of the merged config names `projects[N]` of the merged list, where the built-in projects come first:
 * say which project of the user's own config that is (`projects[0] of ${file}`), or that it is a built-in one.
 */
function ownIndex(problem: string, raw: Json): string {
  const own = Array.isArray(raw.projects) ? (raw.projects as { project_id?: unknown }[]) : [];
  const builtIn: unknown[] = DEFAULT_CONFIG.projects.map((p) => p.project_id);
  // mergeConfig's order: the built-in projects (a user project with a built-in id merged over its own), then the
  // user's other projects in their order.
  const added = own.map((p, at) => ({ id: p.project_id, at })).filter((p) => !builtIn.includes(p.id));
  return problem.replace(/\bprojects\[(\d+)\]/g, (_whole, index: string) => {
    const merged = Number(index);
    const at =
      merged < builtIn.length
        ? own.findIndex((p) => p.project_id === builtIn[merged])
        : (added[merged - builtIn.length]?.at ?? -1);
    return at >= 0
      ? `projects[${at}] ("${String(own[at]?.project_id)}")`
      : `the built-in project "${String(builtIn[merged])}"`;
  });
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

/**
 * Merges a config (already checked against `CONFIG_INPUT_SCHEMA`) over the defaults: a project with a built-in
 * `project_id` over that project, any other over `PROJECT_DEFAULTS`.
 */
function mergeConfig(raw: Json): Json {
  const { projects, ...rest } = raw;
  const merged = deepMerge(DEFAULT_CONFIG, rest) as Json;
  if (projects === undefined) return merged;
  const list: unknown[] = [...DEFAULT_CONFIG.projects];
  for (const project of projects as { project_id: string }[]) {
    const at = list.findIndex((p) => isObject(p) && p.project_id === project.project_id);
    if (at >= 0) list[at] = deepMerge(list[at], project);
    else list.push(deepMerge(PROJECT_DEFAULTS, project));
  }
  merged.projects = list.map(withClientDefaults);
  return merged;
}

/**
 * A `*_public` OAuth client has no secret: `client_secret` may be left out (it is `null`). A confidential client
 * without one is then refused by the schema's client check, as "must be set for a … (confidential) client".
 */
function withClientDefaults(project: unknown): unknown {
  if (!isObject(project) || !Array.isArray(project.oauth_clients)) return project;
  const clients = project.oauth_clients.map((client: unknown) =>
    isObject(client) && client.client_secret === undefined ? { ...client, client_secret: null } : client,
  );
  return { ...project, oauth_clients: clients };
}

type DeepPartial<T> = T extends unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * What a config file or object may hold: any subset of `EmulatorConfig`. Projects need their `project_id`; a
 * built-in id merges over that project, a new one over `PROJECT_DEFAULTS` (and then needs a `public_token`).
 */
export type EmulatorConfigInput = DeepPartial<Omit<EmulatorConfig, 'projects'>> & {
  projects?: (DeepPartial<Omit<ProjectConfig, 'oauth_clients'>> & {
    project_id: string;
    oauth_clients?: OAuthClientConfigInput[];
  })[];
};

/** An OAuth client as a config gives it: `client_secret` may be left out for the `*_public` types. */
export type OAuthClientConfigInput = Omit<OAuthClientConfig, 'client_secret'> & {
  client_secret?: string | null;
};
