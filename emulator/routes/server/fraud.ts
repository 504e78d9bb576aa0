/**
 * `fraud.*` (Device Fingerprinting and email risk) with deterministic verdicts a test can steer. The SDK sends these
 * to its `fraud_env` base URL: point it at the emulator (`new Client({ …, env, fraud_env: env })`).
 *
 * - `fingerprint.lookup`: the fingerprints are hashes of the `telemetry_id`; the verdict is `ALLOW`, except a
 *   `telemetry_id` that starts with `block-` (`BLOCK`, reason `KNOWN_BOT`) or `challenge-` (`CHALLENGE`, reason
 *   `SUSPECTED_BOT`); a rule set with `rules.set` for its visitor id or one of its fingerprints wins over both; a
 *   verdict reason overridden with `verdictReasons.override` changes that reason's action.
 * - `email.risk`: `BLOCK` (score 100) for an invalid address or a disposable domain, `CHALLENGE` (score 60) for a
 *   role address (admin@, support@, …) or a local part containing `bounce`, else `ALLOW` (score 0).
 * Rules and overrides live in memory, per emulator process.
 */
import { createHash } from 'node:crypto';
import type { ProjectConfig } from '../../config/defaults';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { serverEndpoint, type ServerEndpoint } from '../../http/server-endpoint';
import { iso } from '../../services/jwt';

export const DISPOSABLE_DOMAINS = ['mailinator.com', 'guerrillamail.com', '10minutemail.com', 'yopmail.com'];
export const ROLE_LOCAL_PARTS = ['admin', 'support', 'info', 'sales', 'noreply', 'no-reply', 'postmaster'];

/** The verdict reasons and their default actions (`verdictReasons.list`). */
const REASONS: Record<string, 'ALLOW' | 'CHALLENGE' | 'BLOCK'> = {
  KNOWN_BOT: 'BLOCK',
  SUSPECTED_BOT: 'CHALLENGE',
  HEADLESS_BROWSER_AUTOMATION: 'BLOCK',
  VIRTUAL_MACHINE: 'CHALLENGE',
  KNOWN_DEVICE: 'ALLOW',
};

const FINGERPRINT_KEYS = [
  'visitor_id',
  'browser_id',
  'visitor_fingerprint',
  'browser_fingerprint',
  'hardware_fingerprint',
  'network_fingerprint',
] as const;
type FingerprintKey = (typeof FINGERPRINT_KEYS)[number];

interface Rule {
  rule_type: string;
  key: FingerprintKey | 'cidr_block' | 'country_code' | 'asn';
  value: string;
  action: string;
  description?: string;
  created_at: number;
  expires_at: number | null;
}

interface FraudState {
  rules: Map<string, Rule>;
  overrides: Map<string, { action: string; description?: string; created_at: number }>;
}

const stateByDeps = new WeakMap<Deps, Map<string, FraudState>>();

function stateOf(deps: Deps, project: ProjectConfig): FraudState {
  let projects = stateByDeps.get(deps);
  if (!projects) stateByDeps.set(deps, (projects = new Map()));
  let state = projects.get(project.project_id);
  if (!state) projects.set(project.project_id, (state = { rules: new Map(), overrides: new Map() }));
  return state;
}

const hash = (kind: string, id: string) =>
  `${kind}-${createHash('sha256').update(`${kind}:${id}`).digest('base64url').slice(0, 27)}`;

function fingerprintsOf(telemetryId: string): Record<FingerprintKey, string> {
  return {
    visitor_id: hash('visitor', telemetryId),
    browser_id: hash('browser', telemetryId),
    visitor_fingerprint: hash('vfp', telemetryId),
    browser_fingerprint: hash('bfp', telemetryId),
    hardware_fingerprint: hash('hfp', telemetryId),
    network_fingerprint: hash('nfp', telemetryId),
  };
}

function liveRules(deps: Deps, state: FraudState): Rule[] {
  const now = deps.clock.now();
  for (const [id, rule] of state.rules)
    if (rule.expires_at !== null && rule.expires_at <= now) state.rules.delete(id);
  return [...state.rules.values()];
}

function ruleJson(rule: Rule) {
  return {
    rule_type: rule.rule_type,
    action: rule.action,
    created_at: iso(rule.created_at),
    [rule.key]: rule.value,
    ...(rule.description !== undefined ? { description: rule.description } : {}),
    ...(rule.expires_at !== null ? { expires_at: iso(rule.expires_at) } : {}),
  };
}

const action = { type: 'string', enum: ['ALLOW', 'CHALLENGE', 'BLOCK', 'NONE'] } as const;
const text = { type: 'string', minLength: 1, maxLength: 200 } as const;

const lookup = serverEndpoint<{ telemetry_id: string; external_metadata?: Record<string, string> }>({
  method: 'POST',
  url: '/fingerprint/lookup',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['telemetry_id'],
      properties: {
        telemetry_id: text,
        external_metadata: {
          type: 'object',
          additionalProperties: false,
          properties: { external_id: text, organization_id: text, user_action: text },
        },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const state = stateOf(deps, project);
    const fingerprints = fingerprintsOf(body.telemetry_id);
    const reasons = body.telemetry_id.startsWith('block-')
      ? ['KNOWN_BOT']
      : body.telemetry_id.startsWith('challenge-')
        ? ['SUSPECTED_BOT']
        : [];
    const overrides = reasons.flatMap((r) => {
      const o = state.overrides.get(r);
      return o ? [{ verdict_reason: r, override_action: o.action }] : [];
    });
    const rank = { ALLOW: 0, CHALLENGE: 1, BLOCK: 2 } as const;
    let verdict: string = reasons
      .map((r) => state.overrides.get(r)?.action ?? REASONS[r] ?? 'ALLOW')
      .reduce<string>(
        (a, b) => (rank[b as keyof typeof rank] > rank[a as keyof typeof rank] ? b : a),
        'ALLOW',
      );
    const match = liveRules(deps, state).find(
      (r) => r.key in fingerprints && fingerprints[r.key as FingerprintKey] === r.value,
    );
    if (match) verdict = match.action;
    const now = deps.clock.now();
    return {
      telemetry_id: body.telemetry_id,
      fingerprints,
      verdict: {
        action: verdict,
        reasons,
        detected_device_type: 'DESKTOP_CHROME',
        is_authentic_device: reasons.length === 0,
        verdict_reason_overrides: overrides,
        ...(match ? { rule_match_type: match.rule_type, rule_match_identifier: match.value } : {}),
      },
      external_metadata: body.external_metadata ?? {},
      created_at: iso(now),
      expires_at: iso(now + 3_600_000),
      properties: {
        network_properties: {
          ip_address: ctx.request.ip,
          asn: { asn: '0', name: 'emulator', network: '127.0.0.0/8' },
          ip_geolocation: { city: '', region: '', country: 'US' },
          is_proxy: false,
          is_vpn: false,
        },
        browser_properties: { user_agent: ctx.request.userAgent },
      },
    };
  },
});

interface RuleBody {
  action: string;
  visitor_id?: string;
  browser_id?: string;
  visitor_fingerprint?: string;
  browser_fingerprint?: string;
  hardware_fingerprint?: string;
  network_fingerprint?: string;
  cidr_block?: string;
  country_code?: string;
  asn?: string;
  expires_in_minutes?: number;
  description?: string;
}

const RULE_KEYS = [...FINGERPRINT_KEYS, 'cidr_block', 'country_code', 'asn'] as const;

const rulesSet = serverEndpoint<RuleBody>({
  method: 'POST',
  url: '/rules/set',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['action'],
      properties: {
        action,
        ...Object.fromEntries(RULE_KEYS.map((k) => [k, text])),
        expires_in_minutes: { type: 'integer', minimum: 1, maximum: 525_600 },
        description: { type: 'string', maxLength: 500 },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const given = RULE_KEYS.filter((k) => body[k] !== undefined);
    if (given.length !== 1) {
      throw new ApiError('bad_request', `Send exactly one identifier: ${RULE_KEYS.join(', ')}.`);
    }
    const key = given[0]!;
    const value = body[key] ?? '';
    const state = stateOf(deps, project);
    const id = `${key}:${value}`;
    const now = deps.clock.now();
    if (body.action === 'NONE') {
      state.rules.delete(id);
      return { action: 'NONE', [key]: value };
    }
    const rule: Rule = {
      rule_type: key.toUpperCase(),
      key,
      value,
      action: body.action,
      ...(body.description !== undefined ? { description: body.description } : {}),
      created_at: now,
      expires_at: body.expires_in_minutes !== undefined ? now + body.expires_in_minutes * 60_000 : null,
    };
    state.rules.set(id, rule);
    const { created_at: _created, rule_type: _type, description: _description, ...answer } = ruleJson(rule);
    return answer;
  },
});

const rulesList = serverEndpoint<{ cursor?: string; limit?: number }>({
  method: 'POST',
  url: '/rules/list',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        cursor: { type: 'string', maxLength: 20 },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
  },
  handle(ctx) {
    const rules = liveRules(ctx.deps, stateOf(ctx.deps, ctx.project));
    const offset = ctx.body.cursor ? Number(/^\d{1,9}$/.exec(ctx.body.cursor)?.[0] ?? NaN) : 0;
    if (!Number.isInteger(offset)) throw new ApiError('bad_request', 'The cursor is malformed.');
    const limit = ctx.body.limit ?? 100;
    return {
      rules: rules.slice(offset, offset + limit).map(ruleJson),
      next_cursor: offset + limit < rules.length ? String(offset + limit) : '',
    };
  },
});

const reasonsOverride = serverEndpoint<{
  verdict_reason: string;
  override_action: string;
  override_description?: string;
}>({
  method: 'POST',
  url: '/verdict_reasons/override',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['verdict_reason', 'override_action'],
      properties: {
        verdict_reason: text,
        override_action: action,
        override_description: { type: 'string', maxLength: 500 },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const defaultAction = REASONS[body.verdict_reason];
    if (!defaultAction) {
      throw new ApiError(
        'bad_request',
        `Unknown verdict_reason ${JSON.stringify(body.verdict_reason)}; one of ${Object.keys(REASONS).join(', ')}.`,
      );
    }
    const state = stateOf(deps, project);
    if (body.override_action === 'NONE') state.overrides.delete(body.verdict_reason);
    else {
      state.overrides.set(body.verdict_reason, {
        action: body.override_action,
        ...(body.override_description !== undefined ? { description: body.override_description } : {}),
        created_at: deps.clock.now(),
      });
    }
    return { verdict_reason_action: reasonJson(state, body.verdict_reason) };
  },
});

function reasonJson(state: FraudState, reason: string) {
  const o = state.overrides.get(reason);
  return {
    verdict_reason: reason,
    default_action: REASONS[reason] ?? 'ALLOW',
    ...(o
      ? {
          override_action: o.action,
          override_created_at: iso(o.created_at),
          ...(o.description !== undefined ? { override_description: o.description } : {}),
        }
      : {}),
  };
}

const reasonsList = serverEndpoint<{ overrides_only?: boolean }>({
  method: 'POST',
  url: '/verdict_reasons/list',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { overrides_only: { type: 'boolean' } },
    },
  },
  handle(ctx) {
    const state = stateOf(ctx.deps, ctx.project);
    const reasons = Object.keys(REASONS).filter((r) => !ctx.body.overrides_only || state.overrides.has(r));
    return { verdict_reason_actions: reasons.map((r) => reasonJson(state, r)) };
  },
});

const emailRisk = serverEndpoint<{ email_address: string }>({
  method: 'POST',
  url: '/email/risk',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email_address'],
      properties: { email_address: { type: 'string', minLength: 1, maxLength: 320 } },
    },
  },
  handle(ctx) {
    const address = ctx.body.email_address.trim().toLowerCase();
    const match = /^([^@\s]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.exec(address);
    const local = match?.[1] ?? '';
    const domain = match?.[2] ?? '';
    const disposable = DISPOSABLE_DOMAINS.includes(domain);
    const role = ROLE_LOCAL_PARTS.includes(local.split('+')[0] ?? '');
    const bounces = local.includes('bounce');
    const verdict = !match || disposable ? 'BLOCK' : role || bounces ? 'CHALLENGE' : 'ALLOW';
    return {
      address_information: {
        has_known_bounces: bounces,
        has_valid_syntax: match !== null,
        is_suspected_role_address: role,
        normalized_email: match ? `${local.split('+')[0]}@${domain}` : address,
        tumbling_character_count: local.includes('+') ? local.length - local.indexOf('+') : 0,
      },
      domain_information: { has_mx_or_a_record: match !== null, is_disposable_domain: disposable },
      action: verdict,
      risk_score: verdict === 'BLOCK' ? 100 : verdict === 'CHALLENGE' ? 60 : 0,
    };
  },
});

export const FRAUD_ENDPOINTS: ServerEndpoint[] = [
  lookup,
  rulesSet,
  rulesList,
  reasonsOverride,
  reasonsList,
  emailRisk,
];
