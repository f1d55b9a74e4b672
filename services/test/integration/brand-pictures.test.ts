// Brand pictures: a real PNG stored in a slot and served back by its URL; anything that is not a
// picture, too large, or sent without the token is refused and nothing is stored.
import { describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../../../tests/support/images.js';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

async function upload(slot: number, brandId: number, file: Buffer, name = 'logo.png', token = inject('servicesToken')) {
  const form = new FormData();
  form.set('_token', token);
  form.set('BrandID', String(brandId));
  form.set('isPictureUpload', '1');
  form.set(`Picture${slot}`, new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${inject('servicesUrl')}/main/BrandPictureUpload_${slot}`, {
    method: 'POST',
    body: form,
  });
  return {
    httpStatus: response.status,
    body: (await response.json()) as {
      status: number;
      message: string;
      parameter?: string;
      data: { URL: string; Slot: number; ContentType: string; Size: number };
    },
  };
}

interface BrandRow {
  BrandID: number;
  Pictures: { Slot: number; URL: string }[];
}
const picturesOf = async (brandId: number) =>
  (await get<BrandRow[]>('/main/BrandList_General')).body.data.find((brand) => brand.BrandID === brandId)!.Pictures;

describe('brand pictures', () => {
  it('stores a PNG in slot 2, lists it with the brand and serves the same bytes back', async () => {
    const png = tinyPng();
    const saved = await upload(2, 7, png);
    expect(contractViolations('/main/BrandPictureUpload_2', 200, saved.body)).toBeNull();
    expect(saved.body.data).toMatchObject({ Slot: 2, ContentType: 'image/png', Size: png.length });
    expect((await picturesOf(7)).map((picture) => picture.URL)).toContain(saved.body.data.URL);
    const served = await fetch(`${inject('servicesUrl')}${saved.body.data.URL}&_token=${inject('servicesToken')}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a text file named .png, a 6 MB file, a wrong slot field and a wrong token, storing nothing', async () => {
    const before = await picturesOf(8);
    const text = await upload(1, 8, Buffer.from('just some text, not a picture'), 'logo.png');
    expect(text.body).toMatchObject({
      status: 400,
      parameter: 'Picture1',
      message: 'Picture1 is not a PNG, JPEG, GIF or WebP picture',
    });
    const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(1, 8, big)).body).toMatchObject({ status: 413, message: 'The file is larger than 5 MB' });
    expect((await upload(1, 8, tinyPng(), '../../etc/passwd')).body).toMatchObject({
      status: 400,
      parameter: 'Picture1',
      message: 'Picture1 has an unacceptable file name',
    });
    expect((await upload(1, 8, tinyPng())).httpStatus).toBe(200);
    expect((await upload(3, 8, tinyPng(), 'x.png', 'wrong')).httpStatus).toBe(401);
    expect((await upload(1, 999999, tinyPng())).httpStatus).toBe(404);
    const after = await picturesOf(8);
    expect(after.map((picture) => picture.Slot)).toEqual(
      [...new Set([...before.map((picture) => picture.Slot), 1])].sort(),
    );
  });

  it('answers 404 for an empty slot', async () => {
    const response = await fetch(
      `${inject('servicesUrl')}/main/BrandPicture?BrandID=9&Slot=3&_token=${inject('servicesToken')}`,
    );
    expect(response.status).toBe(404);
  });
});
