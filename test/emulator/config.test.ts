import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { loadConfig } from '../../emulator/config/load';
import { ConfigError, DEFAULT_CONFIG } from '../../emulator/index';
import { Client, DEFAULT_PROJECT, startTestEmulator, uniqueEmail, type Envelope } from './helpers';

/**
 * How a problem names the first project of the user's own config: by its index there and its id, not by its place
 * after the built-in projects in the merged list (issue 32: a file's only project was called `projects[5]`).
 */
const ADDED = 'projects\\[0\\] \\("[^"]+"\\)';

const dir = mkdtempSync(join(tmpdir(), 'idp-config-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('config', () => {
  test('a JSON file adds a project and overrides a built-in one', async () => {
    const file = join(dir, 'good.json');
    writeFileSync(
      file,
      JSON.stringify({
        projects: [
          { project_id: DEFAULT_PROJECT, disable_sdk_watermark: true },
          {
            project_id: 'project-test-acme',
            public_token: 'public-token-test-acme',
            project_name: 'Acme',
            redirect_urls: { login: ['https://acme.example/login'], signup: ['https://acme.example/signup'] },
          },
        ],
        magic_links: { default_expiration_minutes: 15 },
      }),
    );
    const emulator = await startTestEmulator({ config: file });
    try {
      const local = new Client(emulator);
      const bootstrap = await local.get<Envelope<{ disable_sdk_watermark: boolean }>>(
        `/projects/bootstrap/${emulator.publicToken}`,
      );
      assert.equal(bootstrap.json.data.disable_sdk_watermark, true);

      const acme = new Client(emulator, 'public-token-test-acme');
      const email = uniqueEmail();
      const sent = await acme.post('/magic_links/email/login_or_create', { email });
      assert.equal(sent.status, 200);
      const messages = (await (
        await fetch(`${emulator.url}/_dev/messages?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { link: string; subject: string; text: string }[];
      };
      assert.match(
        messages.messages[0]?.link ?? '',
        /^https:\/\/acme\.example\/signup\?stytch_token_type=magic_links/,
      );
      assert.equal(messages.messages[0]?.subject, 'Complete your sign-up for Acme');
      assert.match(messages.messages[0]?.text ?? '', /expires in 15 minutes/);
      const localhost = await acme.post('/magic_links/email/login_or_create', {
        email,
        signup_magic_link_url: 'http://localhost:3000/x',
      });
      assert.equal(
        localhost.json.error_type,
        'invalid_redirect_url',
        'only the default project allows any localhost',
      );
    } finally {
      await emulator.close();
    }
  });

  test('a *_public OAuth client needs no client_secret; a confidential one without it is refused', async () => {
    const client = {
      client_id: 'acme-spa',
      client_name: 'Acme SPA',
      client_description: '',
      client_type: 'third_party_public' as const,
      client_logo_url: null,
      redirect_uris: ['https://acme.example/callback'],
      post_logout_redirect_uris: [],
    };
    const project = { project_id: 'project-test-acme-oidc', public_token: 'public-token-test-acme-oidc' };
    const resolved = await loadConfig({ projects: [{ ...project, oauth_clients: [client] }] });
    assert.deepEqual(resolved.projectById.get(project.project_id)?.oauth_clients, [
      { ...client, client_secret: null },
    ]);
    const confidential = { ...client, client_type: 'third_party' as const };
    await assert.rejects(
      loadConfig({ projects: [{ ...project, oauth_clients: [confidential] }] }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(
          error.message,
          new RegExp(`${ADDED}\\.oauth_clients\\[0\\]\\.client_secret: must be set`),
        );
        return true;
      },
    );
  });

  test('an invalid config fails at start naming every bad key', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        projects: [
          { project_id: 'p2', public_token: 'public-token-test-p2', redirect_urls: { login: ['not a url'] } },
        ],
        rate_limits: { per_ip: { max: 0, window_seconds: 60 } },
        sesions: {},
      }),
    );
    await assert.rejects(startTestEmulator({ config: file }), (error: Error) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /bad\.json/);
      assert.match(error.message, /projects\[0\] \("p2"\)\.redirect_urls/);
      assert.doesNotMatch(error.message, new RegExp(`projects\\[${DEFAULT_CONFIG.projects.length}\\]`));
      assert.match(
        error.message,
        new RegExp(`${ADDED}\\.redirect_urls\\.login\\[0\\]: must be an absolute http\\(s\\) URL`),
      );
      assert.match(error.message, /rate_limits\.per_ip\.max: must be an integer from 1/);
      assert.match(error.message, /sesions: unknown key/);
      return true;
    });
  });

  test('wrong types name the path, the rule and the value', async () => {
    await assert.rejects(
      startTestEmulator({
        config: {
          sessions: 3 as never,
          otp: { fixed_code: '12' },
          projects: [{ project_id: 'n', public_token: 't', password_config: { luds_complexity: 9 } }],
        },
      }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /sessions: must be an object, got 3/);
        assert.match(error.message, /otp\.fixed_code: must be 6 digits or null, got "12"/);
        assert.match(
          error.message,
          new RegExp(`${ADDED}\\.password_config\\.luds_complexity: must be an integer from 1 to 4, got 9`),
        );
        assert.match(
          error.message,
          new RegExp(`${ADDED}\\.password_config\\.luds_minimum_count: is missing`),
        );
        return true;
      },
    );
    await assert.rejects(startTestEmulator({ config: 5 as never }), /the config: must be an object/);
  });

  test('duplicate tokens, bad JSON and missing project ids are refused', async () => {
    await assert.rejects(
      startTestEmulator({
        config: { projects: [{ project_id: 'x', public_token: 'public-token-test-idp-elements-local' }] },
      }),
      new RegExp(`${ADDED}\\.public_token: duplicate`),
    );
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "projects": [ }');
    await assert.rejects(startTestEmulator({ config: file }), /not valid JSON/);
    await assert.rejects(
      startTestEmulator({ config: { projects: [{ project_name: 'nameless' } as never] } }),
      /projects\[0\]\.project_id/,
    );
    await assert.rejects(
      startTestEmulator({ config: join(dir, 'missing.json') }),
      /Cannot read the config file/,
    );
  });

  test('a TS config module is loaded through its default export', async () => {
    const file = join(dir, 'config.ts');
    writeFileSync(file, `export default { sessions: { default_duration_minutes: 45 } };\n`);
    const emulator = await startTestEmulator({ config: file });
    try {
      const auth = await new Client(emulator).login(uniqueEmail());
      assert.equal(Date.parse(auth.session.expires_at) - Date.parse(auth.session.started_at), 45 * 60_000);
    } finally {
      await emulator.close();
    }
  });
});
