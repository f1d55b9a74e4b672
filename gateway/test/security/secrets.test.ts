// Security suite (secrets): the upstream token, passwords, password hashes and session cookies never
// appear in a response or a log line, through sign-ins good and bad, queries, an upstream failure
// and a password change.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

describe('security: secrets in responses and logs', () => {
  const lines: string[] = [];
  const responses: string[] = [];
  let gateway: TestGateway;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    gateway = await createGateway(gatewayConfig({ logger: true, logStream }));
  });
  afterAll(() => gateway?.close());

  it('keeps the token, passwords, hashes and cookies out of every answer and log line', async () => {
    const admin = await signIn(gateway, DEMO.admin);
    const wrong = await gql(gateway, 'mutation { login(username: "admin", password: "Wrong-Secret-99") { id } }');
    responses.push(wrong.text);
    for (const query of [
      '{ me { id name login email pages } }',
      '{ teamMembers(limit: 5) { items { login email } } }',
      '{ stores(limit: 3) { items { name } } }',
      '{ nonexistent }',
    ]) {
      responses.push((await gql(gateway, query, {}, admin)).text);
    }
    responses.push(
      (
        await gql(
          gateway,
          'mutation { changePassword(oldPassword: "Not-It-77", newPassword: "Another-One-2026") }',
          {},
          admin,
        )
      ).text,
    );
    const secrets = [
      inject('servicesToken'),
      DEMO.admin.password,
      'Wrong-Secret-99',
      'Not-It-77',
      'Another-One-2026',
      'scrypt$',
      admin.split('=')[1]!,
    ];
    expect(lines.length).toBeGreaterThan(5);
    for (const text of [...responses, ...lines]) {
      for (const secret of secrets)
        expect(text.includes(secret), `${secret.slice(0, 6)}… in ${text.slice(0, 120)}`).toBe(false);
    }
    console.info(
      `security: ${responses.length} answers and ${lines.length} log lines scanned for ${secrets.length} secrets; ` +
        'none found',
    );
  });
});
