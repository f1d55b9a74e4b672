// On the wire: built assets served precompressed (brotli, gzip) with their content-encoding and
// immutable caching, GraphQL answers and CSV exports compressed when the client accepts it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, signIn, type TestGateway } from './support.js';

describe('compression on the wire', () => {
  let gateway: TestGateway;
  let admin: string;
  let dist: string;
  const script = `console.log(${JSON.stringify('field force '.repeat(400))});\n`;

  beforeAll(async () => {
    // A built client as Vite and the compression plugin leave it: each asset beside its .br and .gz.
    dist = mkdtempSync(join(tmpdir(), 'fieldforce-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>FieldPulse</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    gateway = await createGateway(gatewayConfig({ webDist: dist }));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a built asset precompressed with brotli, or gzip, with immutable caching', async () => {
    const br = await gateway.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await gateway.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await gateway.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('compresses a large GraphQL answer when the client accepts it, and not otherwise', async () => {
    const query = '{ stores(limit: 1500) { total items { code name region { name } } } }';
    const headers = { cookie: admin, 'content-type': 'application/json' };
    const raw = await gateway.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    const zipped = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      payload: { query },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(zipped.rawPayload).toString();
    expect(JSON.parse(body)).toEqual(JSON.parse(raw.payload));
    expect(zipped.rawPayload.length).toBeLessThan(raw.rawPayload.length / 4);
  });

  it('compresses a CSV export', async () => {
    const query = '{ stores(limit: 1500) { items { code name } } }';
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/api/export.csv',
      headers: { cookie: admin, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { query },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toMatch(/^\uFEFF?code,name\r\n/);
  });
});
