import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { tileOrigin } from '../../src/platform/http/web.js';

const base = {
  MAIN_API_URL: 'http://127.0.0.1:4001/main',
  SETTINGS_API_URL: 'http://127.0.0.1:4001/settings',
  TRANSFER_API_URL: 'http://127.0.0.1:4001/transfer',
  PRODUCT_API_URL: 'http://127.0.0.1:4001/product',
  API_TOKEN: 't',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('map tiles', () => {
  it('lets pictures come from the tile server only, subdomains included', () => {
    expect(tileOrigin('https://tiles.example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin(undefined)).toBeUndefined();
  });

  it('reads MAP_TILE_URL, refusing a template without {z}, {x} and {y}', () => {
    expect(loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
    expect(loadConfig(base).mapTileUrl).toBeUndefined();
    expect(() => loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(
      /MAP_TILE_URL must be an http\(s\) URL template/,
    );
  });
});
