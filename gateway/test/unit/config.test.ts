// Configuration from the environment: defaults, and one error listing every problem.

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, loadConfig } from '../../src/platform/config.js';

const valid = {
  MAIN_API_URL: 'http://127.0.0.1:4001/main/',
  SETTINGS_API_URL: 'http://127.0.0.1:4001/settings',
  TRANSFER_API_URL: 'http://127.0.0.1:4001/transfer',
  PRODUCT_API_URL: 'http://127.0.0.1:4001/product',
  API_TOKEN: 'token',
  SESSION_SECRET: 's'.repeat(32),
  WEB_DIST: undefined,
};

describe('loadConfig', () => {
  it("serves the repository's built client when WEB_DIST is not set", () => {
    expect(DEFAULT_WEB_DIST).toBe(fileURLToPath(new URL('../../../web/dist', import.meta.url)));
  });

  it('applies the defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      sessionTtlSeconds: 12 * 3600,
      upstreamTimeoutMs: 10_000,
      secureCookies: false,
      logger: true,
      upstream: {
        main: 'http://127.0.0.1:4001/main',
        settings: 'http://127.0.0.1:4001/settings',
        transfer: 'http://127.0.0.1:4001/transfer',
      },
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig(valid).trustProxy).toBe(false);
    expect(loadConfig({ ...valid, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...valid, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ ...valid, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the rate limits, with generous defaults', () => {
    expect(loadConfig(valid).rateLimits).toEqual({
      perMember: 1200,
      perAddress: 6000,
      windowSeconds: 60,
      exportPerMember: 60,
      exportPerAddress: 300,
      emailPerMember: 20,
      emailWindowSeconds: 600,
    });
    const config = loadConfig({
      ...valid,
      RATE_LIMIT_PER_MEMBER: '5',
      EMAIL_LIMIT_PER_MEMBER: '1',
      EXPORT_LIMIT_PER_ADDRESS: '7',
    });
    expect(config.rateLimits).toMatchObject({ perMember: 5, emailPerMember: 1, exportPerAddress: 7 });
    expect(() => loadConfig({ ...valid, RATE_LIMIT_PER_ADDRESS: '0' })).toThrow(/RATE_LIMIT_PER_ADDRESS/);
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ ...valid, NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ ...valid, NODE_ENV: 'production', COOKIE_SECURE: 'off' }).secureCookies).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...valid,
      PORT: '0',
      HOST: '0.0.0.0',
      SESSION_TTL_HOURS: '2',
      UPSTREAM_TIMEOUT_MS: '500',
      COOKIE_SECURE: 'on',
      LOG: 'off',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      sessionTtlSeconds: 7200,
      upstreamTimeoutMs: 500,
      secureCookies: true,
      logger: false,
    });
  });

  it('lists every problem in one error, in plain words, without the secret values', () => {
    let message = '';
    try {
      loadConfig({
        MAIN_API_URL: 'ftp://x',
        SESSION_SECRET: 'short-secret',
        PORT: 'eighty',
        LOG: 'maybe',
        WEB_DIST: '/nope/missing',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MAIN_API_URL must be an http(s) URL');
    expect(message).toContain('SETTINGS_API_URL is required');
    expect(message).toContain('TRANSFER_API_URL is required');
    expect(message).toContain('API_TOKEN is required');
    expect(message).toContain('SESSION_SECRET is required and must be at least 32 characters long');
    expect(message).toContain('PORT must be a whole number from 0 to 65535');
    expect(message).toContain('LOG must be on or off');
    expect(message).toContain('WEB_DIST does not exist');
    expect(message).not.toContain('short-secret');
  });

  it('refuses base URLs carrying a query or credentials', () => {
    expect(() => loadConfig({ ...valid, MAIN_API_URL: 'http://127.0.0.1:4001/main?_token=x' })).toThrow(/MAIN_API_URL/);
    expect(() => loadConfig({ ...valid, MAIN_API_URL: 'http://u:p@127.0.0.1:4001/main' })).toThrow(/MAIN_API_URL/);
  });

  it('reads REDIS_URL for several instances, refusing anything but redis:// without echoing it', () => {
    expect(loadConfig(valid).redisUrl).toBeUndefined();
    expect(loadConfig({ ...valid, REDIS_URL: 'redis://:pw@10.0.0.5:6379/0' }).redisUrl).toBe(
      'redis://:pw@10.0.0.5:6379/0',
    );
    expect(() => loadConfig({ ...valid, REDIS_URL: 'http://cache-secret-host' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ ...valid, REDIS_URL: 'http://cache-secret-host' })).not.toThrow(/cache-secret-host/);
  });
});
