import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaValidationError,
} from 'fastify';
import { Ajv, type AnySchema } from 'ajv';
import { AdjustableClock, type Clock } from './clock';
import { loadConfig, type EmulatorConfigInput, type ResolvedConfig } from './config/load';
import type { Deps } from './deps';
import { indexPage } from './dev/index-page';
import { sendPage } from './http/html';
import { registerDevRoutes, registerErrorReference } from './dev/routes';
import { ApiError, errorEnvelope, schemaError, type SchemaIssue, type SchemaLocation } from './errors';
import { addCorsHeaders, registerCors } from './http/cors';
import { registerCaptchaRoutes } from './http/captcha-routes';
import { registerOAuthRoutes } from './routes/oauth';
import { registerEndpoints } from './http/endpoint';
import { registerServerEndpoints } from './http/server-endpoint';
import { SERVER_ENDPOINTS } from './routes/server';
import { registerOidcProvider } from './oidc';
import { CaptchaTokens } from './services/captcha';
import { isReservedPath, registerStatic, resolveMounts, type StaticMount } from './http/static';
import { ENDPOINTS } from './routes';
import { newId } from './services/ids';
import { ProjectKeys, SessionSigner } from './services/jwt';
import { openSqliteStore } from './store/index';
import type { DatabaseClaim } from './store/ownership';

/**
 * One compiler of route schemas for every app this process starts. The schemas are module constants and ajv caches
 * a compiled schema by its object, so each is compiled once per process, not once per app: a test run starts about
 * ninety emulators, and compiling them per app took about half of each start. Options: no coercion, no defaults, no
 * removal, every error reported (the wire's error lists them all).
 */
const routeAjv = new Ajv({
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  allErrors: true,
  addUsedSchema: false,
});

function compileRouteSchema(schema: AnySchema) {
  const id = typeof schema === 'object' && schema !== null ? schema.$id : undefined;
  const known = typeof id === 'string' ? routeAjv.getSchema(id) : undefined;
  return known ?? routeAjv.compile(schema);
}

/** What fastify calls to validate a request part: `false` and its `errors`, or `true`. */
interface RouteValidator {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
}

/**
 * A route's validator, compiled on the first request that needs it: a process that starts the emulator compiles only
 * the schemas of the routes it calls (a test file calls a few of about two hundred; compiling all took most of
 * each process's start).
 */
function lazyRouteValidator(schema: AnySchema): RouteValidator {
  let compiled: ReturnType<typeof compileRouteSchema> | undefined;
  const validate: RouteValidator = (data) => {
    compiled ??= compileRouteSchema(schema);
    const valid = compiled(data) as boolean;
    validate.errors = (compiled.errors ?? null) as FastifySchemaValidationError[] | null;
    return valid;
  };
  return validate;
}

export interface AppOptions {
  /** SQLite file, or `:memory:`. Default `.data/emulator.sqlite`. */
  db?: string;
  /** A config object, or the path of a JSON / TS / JS config file, merged over `config/defaults.ts`. */
  config?: EmulatorConfigInput | string;
  /** Serve `/_dev/*` (inbox, messages, events, reset, clock). Default true. */
  devEndpoints?: boolean;
  /** The base time source; `/_dev/clock` shifts it. Default: the system clock. */
  clock?: Clock;
  /** Extra static folders, e.g. `[{ mount: '/', dir: 'demo' }]`. */
  static?: StaticMount[];
  /** Print one line per API request and a notice per message sent. Default true. */
  log?: boolean;
  /** The base URL `error_url`s are built from. Default: the emulator's own URL once it listens. */
  publicUrl?: string;
  /** Host names besides the loopback ones that dev endpoints answer (an explicit non-loopback bind). */
  devHosts?: string[];
}

export interface EmulatorApp {
  app: FastifyInstance;
  deps: Deps;
  clock: AdjustableClock;
  config: ResolvedConfig;
  mounts: StaticMount[];
  /** This process's claim on the database file (store/ownership.ts). */
  claim: DatabaseClaim;
  /** Sets the public base URL once the emulator listens (unless `publicUrl` fixed it). */
  setListeningUrl(url: string): void;
}

export const DEFAULT_DB = '.data/emulator.sqlite';

/** How long a shutdown waits for requests under way before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 5000;

/** Builds the emulator's fastify app (not listening yet); closing the app closes the database. */
export async function createEmulatorApp(options: AppOptions = {}): Promise<EmulatorApp> {
  const config = await loadConfig(options.config);
  const mounts = resolveMounts(options.static ?? []);
  const log = options.log ?? true;
  const clock = new AdjustableClock(options.clock);
  const store = openSqliteStore(options.db ?? DEFAULT_DB);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? 'http://localhost';
  const deps: Deps = {
    publicUrl: () => publicUrl,
    store,
    clock,
    config,
    signer: new SessionSigner(store, clock, config.sessions.jwt_lifetime_seconds),
    // Never rotated: the stand-ins publish one key (`GET /gsi/certs`), as the table holds one per owner.
    standInKeys: new ProjectKeys(store.signingKeys, () => clock.now(), Infinity),
    captcha: new CaptchaTokens(clock),
    notice: log ? (message) => console.info(`  · ${message}`) : () => {},
  };

  const app = Fastify({
    logger: false,
    bodyLimit: config.limits.body_bytes,
    genReqId: () => newId.request(),
    requestIdHeader: false,
    // Closing stops accepting, ends idle keep-alive connections and lets requests under way finish (bounded below).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A URL fastify cannot decode (e.g. `/%E0%A4%A`) is answered in the wire's error envelope too, with CORS
    // headers (the onRequest hooks do not run for it).
    frameworkErrors: (error, request, rawReply) => {
      const apiError = new ApiError('bad_request', `The request URL is malformed: ${error.message}`);
      const reply = rawReply as unknown as FastifyReply;
      addCorsHeaders(request, reply);
      void reply
        .code(apiError.status)
        .type('application/json; charset=utf-8')
        .send(errorEnvelope(apiError, request.id, publicUrl));
    },
  });
  app.setValidatorCompiler(({ schema }) => lazyRouteValidator(schema as AnySchema));
  // Shutdown: stop accepting (fastify), let the requests under way finish for up to SHUTDOWN_GRACE_MS, then cut every
  // connection left (idle keep-alives, and a client still sending a body its answer already refused: left alone, the
  // server's close would wait for that client's own timeout), and only then close the database, so nothing is saved
  // after its client saw an error.
  let underWay = 0;
  let drained: (() => void) | null = null;
  const settled = new WeakSet<object>();
  const settle = (request: object) => {
    if (settled.has(request)) return;
    settled.add(request);
    underWay -= 1;
    if (underWay === 0) drained?.();
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    underWay += 1;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
  app.addHook('preClose', async () => {
    if (underWay > 0) {
      await new Promise<void>((resolve) => {
        // Kept referenced: close() always ends, within the grace period; cleared once the last request is answered.
        const grace = setTimeout(resolve, SHUTDOWN_GRACE_MS);
        drained = () => {
          clearTimeout(grace);
          resolve();
        };
      });
    }
    app.server.closeAllConnections();
  });
  app.addHook('onClose', () => {
    store.close();
  });

  installBodyParsing(app);
  registerCors(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  if (log) logRequests(app);

  registerEndpoints(app, deps, ENDPOINTS, '/sdk/v1');
  registerServerEndpoints(app, deps, SERVER_ENDPOINTS);
  registerOidcProvider(app, deps);
  registerCaptchaRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  registerErrorReference(app);
  if (options.devEndpoints ?? true) {
    const publicHost =
      options.publicUrl && URL.canParse(options.publicUrl) ? new URL(options.publicUrl).hostname : null;
    registerDevRoutes(app, deps, clock, [...(options.devHosts ?? []), ...(publicHost ? [publicHost] : [])]);
  }
  registerStatic(app, mounts);

  const rootMounted = mounts.some((m) => m.mount === '/');
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(path)) {
      if (path === '/' && !rootMounted) {
        await sendPage(
          reply,
          indexPage({
            publicToken: config.defaultProject.public_token,
            projectId: config.defaultProject.project_id,
            devEndpoints: options.devEndpoints ?? true,
          }),
        );
        return;
      }
    }
    throw new ApiError('not_found', `No route ${request.method} ${path.slice(0, 200)} on this emulator.`);
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const apiError = toApiError(error, config);
    if (apiError.status >= 500) console.error(`emulator: ${request.method} ${request.url} failed:`, error);
    await reply
      .code(apiError.status)
      .headers(apiError.headers)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(apiError, request.id, publicUrl));
  });

  const setListeningUrl = (url: string) => {
    if (options.publicUrl === undefined) publicUrl = url;
  };
  return { app, deps, clock, config, mounts, claim: store.claim, setListeningUrl };
}

/** Deeper JSON is refused: recursive code (JSON.stringify, the store) would overflow the stack on it. */
const MAX_JSON_DEPTH = 64;

/**
 * JSON bodies: an empty body is allowed on any method (the SDK sends `Content-Type: application/json` on every call,
 * and `POST /sessions/revoke` has no body); `__proto__` / `constructor` keys are refused; nesting deeper than
 * `MAX_JSON_DEPTH` is a schema error; other content types answer 415 (so a cross-site form cannot post here).
 */
function installBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        schemaError(
          'body',
          [{ dataPath: '', message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` }],
          `The request body nests JSON deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
    } else parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
  });
}

/** Whether `[` / `{` nest deeper than `limit` in JSON text (brackets inside strings do not count). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === ']' || c === '}') depth -= 1;
  }
  return false;
}

function logRequests(app: FastifyInstance): void {
  const worthLogging = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'OPTIONS') return false;
    if (path.startsWith('/sdk/v1/') || path.startsWith('/v1/')) return true;
    return path.startsWith('/_dev/') && request.method !== 'GET';
  };
  app.addHook('onResponse', async (request, reply) => {
    if (!worthLogging(request)) return;
    const path = (request.url.split('?')[0] ?? '').slice(0, 120);
    console.info(`${request.method} ${path} → ${reply.statusCode} (${reply.elapsedTime.toFixed(1)} ms)`);
  });
}

const LOCATIONS: Record<string, SchemaLocation> = { body: 'body', params: 'params', querystring: 'query' };

/** Maps anything thrown to the error the client sees. */
function toApiError(error: FastifyError, config: ResolvedConfig): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'body';
    const issues: SchemaIssue[] = error.validation.map((v) => {
      const { missingProperty, additionalProperty } = v.params as Record<string, string | undefined>;
      const extra = v.keyword === 'additionalProperties';
      const key = v.keyword === 'required' ? missingProperty : extra ? additionalProperty : undefined;
      const pointer = v.instancePath + (key !== undefined ? `/${key}` : '');
      const message = extra ? 'is not an allowed property' : (v.message ?? 'is invalid');
      return { dataPath: pointer.replaceAll('/', '.'), message };
    });
    return schemaError(location, issues);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        'payload_too_large',
        `The request body is larger than the emulator accepts (${config.limits.body_bytes} bytes; ` +
          `${config.limits.events_body_bytes} for events).`,
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return schemaError(
        'body',
        [{ dataPath: '', message: 'must be valid JSON' }],
        'The request body is not valid JSON.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        'invalid_request_body',
        'Unsupported Content-Type: send JSON with Content-Type: application/json.',
        {
          status: 415,
        },
      );
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('bad_request', error.message, { status: error.statusCode });
  }
  return new ApiError(
    'internal_server_error',
    'The emulator hit an unexpected error; its console has the details.',
  );
}
