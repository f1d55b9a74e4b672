// Insider suite, the API explorer: /explorer answers only members who hold the "API Explorer"
// page (the demo administrator); a signed-in member without it is told plainly which page it needs, with
// a link back to the product; a signed-out visitor is sent to sign in. Introspection rules are unchanged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

describe('insider: the API explorer needs its page', () => {
  let gateway: TestGateway;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'explorer-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>FieldPulse</title>');
    writeFileSync(join(dist, 'explorer.html'), '<!doctype html><title>FieldPulse API</title>');
    gateway = await createGateway(gatewayConfig({ webDist: dist }));
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const open = (cookie?: string) => gateway.app.inject({ url: '/explorer', headers: cookie ? { cookie } : {} });

  it('lists "API Explorer" among the administrator\'s pages only', async () => {
    const admin = await signIn(gateway, DEMO.admin);
    const manager = await signIn(gateway, DEMO.manager);
    const pagesOf = async (cookie: string) =>
      ((await gql(gateway, '{ me { pages } }', {}, cookie)).body.data?.me as { pages: string[] }).pages;
    expect(await pagesOf(admin)).toContain('API Explorer');
    expect(await pagesOf(manager)).not.toContain('API Explorer');
  });

  it('serves the explorer to a holder of the page', async () => {
    const answer = await open(await signIn(gateway, DEMO.admin));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('FieldPulse API');
  });

  it('tells a signed-in member without the page which page it needs, with a way back', async () => {
    for (const who of [DEMO.manager, DEMO.promoter]) {
      const answer = await open(await signIn(gateway, who));
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('FieldPulse API</title>');
      expect(answer.body).toContain('API Explorer');
      expect(answer.body).toMatch(/href="\/"/);
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });

  it('sends a signed-out visitor to sign in', async () => {
    const answer = await open();
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/auth/signin-1?next=%2Fexplorer');
  });
});
