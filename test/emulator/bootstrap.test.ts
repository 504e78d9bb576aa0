import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_CONFIG, type RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, STRICT_TOKEN, type Envelope } from './helpers';

/** Every bootstrap field of WIRE.md §3. */
const WIRE_FIELDS = [
  'project_name',
  'disable_sdk_watermark',
  'captcha_settings',
  'cname_domain',
  'email_domains',
  'pkce_required_for_email_magic_links',
  'pkce_required_for_password_resets',
  'pkce_required_for_oauth',
  'pkce_required_for_sso',
  'slug_pattern',
  'create_organization_enabled',
  'password_config',
  'dfp_protected_auth_enabled',
  'dfp_protected_auth_mode',
  'rbac_policy',
  'siwe_required_for_crypto_wallets',
  'vertical',
];

/** Emulator extensions beyond WIRE.md §3 (the widget treats their absence as "unknown"). */
const EXTENSION_FIELDS = ['redirect_url_defaults'];

type Bootstrap = Record<string, unknown>;

let emulator: RunningEmulator;
let client: Client;
before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

describe('GET /sdk/v1/projects/bootstrap/{public_token}', () => {
  test('the default project: every field present, with the local-emulator values', async () => {
    const reply = await client.get<Envelope<Bootstrap>>(`/projects/bootstrap/${emulator.publicToken}`);
    assert.equal(reply.status, 200);
    const data = reply.json.data;
    assert.deepEqual(
      Object.keys(data).sort(),
      [...WIRE_FIELDS, ...EXTENSION_FIELDS, 'request_id', 'status_code'].sort(),
    );
    assert.deepEqual(
      { ...data, request_id: undefined },
      {
        project_name: 'idp-elements local',
        disable_sdk_watermark: false,
        captcha_settings: { enabled: false },
        cname_domain: null,
        email_domains: ['idp-elements.localhost'],
        pkce_required_for_email_magic_links: false,
        pkce_required_for_password_resets: false,
        pkce_required_for_oauth: false,
        pkce_required_for_sso: false,
        slug_pattern: null,
        create_organization_enabled: false,
        password_config: null,
        dfp_protected_auth_enabled: false,
        dfp_protected_auth_mode: 'OBSERVATION',
        // The demo's custom scopes for the consent screen (config/defaults.ts).
        rbac_policy: DEFAULT_CONFIG.projects[0]?.rbac_policy,
        siwe_required_for_crypto_wallets: false,
        vertical: 'CONSUMER',
        redirect_url_defaults: { login: false, signup: false, reset_password: false },
        request_id: undefined,
        status_code: 200,
      },
    );
  });

  test('the strict test project: PKCE, LUDS password policy, RBAC scopes, no watermark', async () => {
    const reply = await client.get<Envelope<Bootstrap>>(`/projects/bootstrap/${STRICT_TOKEN}`);
    const data = reply.json.data;
    assert.equal(data.pkce_required_for_email_magic_links, true);
    assert.equal(data.disable_sdk_watermark, true);
    assert.deepEqual(data.redirect_url_defaults, { login: true, signup: true, reset_password: true });
    assert.deepEqual(data.password_config, { luds_complexity: 3, luds_minimum_count: 10 });
    const policy = data.rbac_policy as { scopes: { scope: string; description: string }[] };
    assert.deepEqual(
      policy.scopes.map((s) => [s.scope, s.description]),
      [['read:notes', 'Read your notes']],
    );
  });

  test('needs no Authorization header', async () => {
    const response = await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${emulator.publicToken}`);
    assert.equal(response.status, 200);
  });
});
