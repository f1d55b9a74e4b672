// Brand pictures through the gateway: a real PNG uploaded with the session and served back; a
// 6 MB file, text named .png, a path-traversal name, a bad slot, no session and the promoter
// refused, with nothing forwarded and nothing stored.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../../../tests/support/images.js';
import { createGateway } from '../../src/index.js';
import { requiredId } from '../../src/platform/graphql/validate.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const BRAND = 'query Brands { brands { id pictures { slot url contentType size } } }';
type Picture = { slot: number; url: string; contentType: string; size: number };

describe('brand pictures', () => {
  let gateway: TestGateway;
  let admin: string;
  const picturesOf = async (brandId: number) =>
    ((await gql(gateway, BRAND, {}, admin)).body.data?.brands as { id: number; pictures: Picture[] }[]).find(
      (brand) => brand.id === brandId,
    )!.pictures;
  const upload = (brandId: number | string, slot: number | string, bytes: Buffer, name: string, cookie?: string) => {
    // The web client's header: uploads need it, as /graphql does (CSRF).
    let call = request(gateway.app.server)
      .post(`/api/brands/${brandId}/pictures/${slot}`)
      .set('apollo-require-preflight', 'true');
    if (cookie) call = call.set('cookie', cookie);
    // form-data keeps only the base name of `filename`; `filepath` sends the name exactly as given.
    return call.attach('file', bytes, { filepath: name, contentType: 'image/png' } as {
      filename?: string;
      contentType: string;
    });
  };

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('uploads a PNG to slot 1, lists it at once and serves the same bytes back', async () => {
    const png = tinyPng();
    await picturesOf(10); // cached before the upload: the upload must refresh it
    const answer = await upload(10, 1, png, 'logo.png', admin);
    expect(answer.status).toBe(200);
    const picture = answer.body.picture as Picture;
    expect(picture).toMatchObject({ slot: 1, contentType: 'image/png', size: png.length });
    expect(picture.url).toMatch(/^\/api\/brands\/10\/pictures\/1\?v=/);
    expect(await picturesOf(10)).toContainEqual({
      slot: 1,
      url: picture.url,
      contentType: 'image/png',
      size: png.length,
    });
    if (inject('servicesStrict')) {
      // The description has the uploads only: bases that serve just it keep the picture and serve nothing back.
      const missing = await request(gateway.app.server).get(picture.url).set('cookie', admin);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND' });
      return;
    }
    const served = await request(gateway.app.server)
      .get(picture.url)
      .set('cookie', admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((served.body as Buffer).equals(png)).toBe(true);
    expect(JSON.stringify(served.headers)).not.toContain(inject('servicesToken'));
  });

  it('refuses a 6 MB file, text named .png, a path in the name and a bad slot, forwarding nothing', async () => {
    const before = await picturesOf(11);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const big = await upload(11, 1, Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]), 'big.png', admin);
      expect(big.status).toBe(413);
      expect(big.body.error).toMatchObject({ message: 'The picture is larger than 5 MB', field: 'file' });
      const text = await upload(11, 2, Buffer.from('hello, I am not a picture'), 'logo.png', admin);
      expect(text.status).toBe(400);
      expect(text.body.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Only PNG, JPEG, GIF or WebP pictures can be uploaded',
      });
      const traversal = await upload(11, 3, tinyPng(), '../../etc/logo.png', admin);
      expect(traversal.status).toBe(400);
      expect(traversal.body.error.message).toBe('The file name must not contain folders');
      expect((await upload(11, 4, tinyPng(), 'logo.png', admin)).status).toBe(400);
      expect((await upload('x', 1, tinyPng(), 'logo.png', admin)).status).toBe(400);
      expect(counter.calls.filter((call) => call.startsWith('BrandPictureUpload'))).toEqual([]);
    } finally {
      counter.stop();
    }
    expect(await picturesOf(11)).toEqual(before);
  });

  it('needs a session with the Brand List page, to upload and to see', async () => {
    expect((await upload(12, 1, tinyPng(), 'logo.png')).status).toBe(401);
    const promoter = await signIn(gateway, DEMO.promoter);
    const forbidden = await upload(12, 1, tinyPng(), 'logo.png', promoter);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    expect((await request(gateway.app.server).get('/api/brands/10/pictures/1')).status).toBe(401);
  });

  it('checks the brand id by the one required-id rule, before any upstream call', async () => {
    const message = (() => {
      try {
        requiredId('brandId', 0);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const id of ['0', '-1', '1.5', '1e3', 'x', '99999999999999999999']) {
        const read = await request(gateway.app.server).get(`/api/brands/${id}/pictures/1`).set('cookie', admin);
        expect(read.status).toBe(400);
        expect(read.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'brandId', message });
        const sent = await upload(id, 1, tinyPng(), 'logo.png', admin);
        expect(sent.status).toBe(400);
        expect(sent.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'brandId', message });
      }
      expect(counter.calls.filter((call) => call.startsWith('BrandPicture'))).toEqual([]);
    } finally {
      counter.stop();
    }
    expect((await request(gateway.app.server).get('/api/brands/12/pictures/2').set('cookie', admin)).status).toBe(404);
  });
});
