import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { startTestEmulator } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'idp-static-'));
const site = join(root, 'site');
const assets = join(root, 'assets');
let emulator: RunningEmulator;

before(async () => {
  mkdirSync(join(site, 'docs'), { recursive: true });
  mkdirSync(join(site, '_dev'), { recursive: true });
  mkdirSync(assets);
  writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(site, 'docs', 'index.html'), '<h1>docs</h1>');
  writeFileSync(join(site, 'app.mjs'), 'export {}');
  writeFileSync(join(site, 'style.css'), 'body{}');
  writeFileSync(join(site, 'logo.svg'), '<svg/>');
  writeFileSync(join(site, '.env'), 'SECRET=1');
  writeFileSync(join(site, '_dev', 'inbox'), 'shadow');
  writeFileSync(join(root, 'outside.txt'), 'outside');
  symlinkSync(join(root, 'outside.txt'), join(site, 'escape.txt'));
  writeFileSync(join(assets, 'bundle.js'), 'console.log(1)');
  writeFileSync(join(assets, 'bundle.js.map'), '{}');
  emulator = await startTestEmulator({
    static: [
      { mount: '/', dir: site },
      { mount: '/dist/', dir: assets },
      { mount: '/shared/', dir: assets, crossOrigin: true },
    ],
  });
});
after(async () => {
  await emulator.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${emulator.url}${path}`, { redirect: 'manual' });

describe('static folders', () => {
  test('serves files with their content types and Cache-Control: no-cache', async () => {
    const expected: [string, RegExp, string][] = [
      ['/', /^text\/html/, '<h1>home</h1>'],
      ['/docs/', /^text\/html/, '<h1>docs</h1>'],
      ['/app.mjs', /^text\/javascript/, 'export {}'],
      ['/style.css', /^text\/css/, 'body{}'],
      ['/logo.svg', /^image\/svg\+xml/, '<svg/>'],
      ['/dist/bundle.js', /^text\/javascript/, 'console.log(1)'],
      ['/dist/bundle.js.map', /^application\/json/, '{}'],
    ];
    for (const [path, type, body] of expected) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', type, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.equal(await response.text(), body, path);
    }
  });

  test('static files get no CORS headers, even asked from another origin', async () => {
    const response = await fetch(`${emulator.url}/app.mjs`, { headers: { origin: 'http://localhost:5173' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });

  test('a crossOrigin mount lets pages on other origins load its scripts, without credentials', async () => {
    const headers = { origin: 'http://localhost:5173' };
    const script = await fetch(`${emulator.url}/shared/bundle.js`, { headers });
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    assert.equal(script.headers.get('access-control-allow-credentials'), null);
    const map = await fetch(`${emulator.url}/shared/bundle.js.map`, { headers });
    assert.equal(map.headers.get('access-control-allow-origin'), '*');
    // The same file through a mount without the flag: no CORS.
    const plain = await fetch(`${emulator.url}/dist/bundle.js`, { headers });
    assert.equal(plain.headers.get('access-control-allow-origin'), null);
  });

  test('a folder without its trailing slash redirects', async () => {
    const response = await get('/docs?x=1');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/docs/?x=1');
    const mount = await get('/dist');
    assert.equal(mount.status, 301);
    assert.equal(mount.headers.get('location'), '/dist/');
  });

  test('no traversal, dotfiles, symlinks out of the folder, or missing files', async () => {
    for (const path of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/docs/..%2f..%2foutside.txt',
      '/.env',
      '/escape.txt',
      '/missing.html',
      '/dist/../outside.txt',
      '/%00',
      '/docs%5c..%5c..%5coutside.txt',
    ]) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(await response.text(), /^outside$|SECRET/, path);
    }
  });

  test('an undecodable URL answers a 400 envelope', async () => {
    const response = await get('/%E0%A4%A');
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { error_type: string }).error_type, 'bad_request');
  });

  test('never shadows the emulator routes', async () => {
    const bootstrap = await get(`/sdk/v1/projects/bootstrap/${emulator.publicToken}`);
    assert.match(bootstrap.headers.get('content-type') ?? '', /^application\/json/);
    const inbox = await get('/_dev/inbox');
    assert.doesNotMatch(await inbox.text(), /shadow/);
    const unknownApi = await get('/sdk/v1/index.html');
    assert.equal(unknownApi.status, 404);
    assert.match(unknownApi.headers.get('content-type') ?? '', /^application\/json/);
  });

  test('a mount below a reserved prefix is refused at start', async () => {
    await assert.rejects(
      startTestEmulator({ static: [{ mount: '/_dev/files/', dir: site }] }),
      /would shadow/,
    );
    await assert.rejects(
      startTestEmulator({ static: [{ mount: 'relative/', dir: site }] }),
      /must start with/,
    );
  });
});
