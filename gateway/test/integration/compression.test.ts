// On the wire: built assets served precompressed (brotli, gzip) with their content-encoding and
// immutable caching, GraphQL answers and CSV exports compressed when the client accepts it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, signIn, type TestGateway } from './support.js';

describe('compression on the wire', () => {
  let gateway: TestGateway;
  let admin: string;
  let dist: string;
  const script = `console.log(${JSON.stringify('field force '.repeat(400))});\n`;
  // Files no compression on the fly makes: brotli at the build's quality and window (the gateway compresses at
  // quality 5), and gzip whose header carries a modification time (zlib writes none).
  const precompressed = {
    br: brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 10 },
    }),
    gz: (() => {
      const bytes = gzipSync(script, { level: 1 });
      bytes.writeUInt32LE(1_700_000_000, 4);
      return bytes;
    })(),
  };

  beforeAll(async () => {
    // A built client as Vite and the compression plugin leave it: each asset beside its .br and .gz.
    dist = mkdtempSync(join(tmpdir(), 'fieldforce-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>FieldPulse</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), precompressed.br);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), precompressed.gz);
    gateway = await createGateway(gatewayConfig({ webDist: dist }));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a built asset precompressed with brotli, or gzip, with immutable caching', async () => {
    const onTheFly = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(precompressed.br.equals(onTheFly)).toBe(false);
    expect(precompressed.gz.equals(gzipSync(script))).toBe(false);
    const br = await gateway.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The very bytes of the build's .br file: read from disk, not compressed again.
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets', 'main-abc123.js.br')))).toBe(true);

    const gz = await gateway.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.rawPayload.equals(readFileSync(join(dist, 'assets', 'main-abc123.js.gz')))).toBe(true);

    const plain = await gateway.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('compresses a large GraphQL answer on the fly when the client accepts it, and not otherwise', async () => {
    // An answer made for this request (an alias of its own): no file on disk holds it, so it is compressed here.
    const alias = `stores_${randomBytes(6).toString('hex')}`;
    const query = `{ ${alias}: stores(limit: 1500) { total items { code name region { name } } } }`;
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
    expect(Object.keys(JSON.parse(body).data)).toEqual([alias]);
    expect(zipped.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
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
