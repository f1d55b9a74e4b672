import { describe, expect, inject, it } from 'vitest';
import { get } from './support.js';

describe('the REST bases over HTTP', () => {
  it('refuses a missing or wrong token with 401 JSON on every base', async () => {
    for (const path of ['/main/RegionList', '/settings/Anything', '/transfer/TransferList']) {
      const wrong = await get(path, {}, 'not-the-token');
      expect(wrong.httpStatus).toBe(401);
      expect(wrong.body).toEqual({ status: 401, message: 'Invalid or missing token', data: null });
    }
    const missing = await fetch(`${inject('servicesUrl')}/main/RegionList`);
    expect(missing.status).toBe(401);
  });

  it('answers an unknown endpoint with 404 JSON', async () => {
    const answer = await get('/main/NoSuchEndpoint');
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.status).toBe(404);
    expect(answer.body.message).toContain('NoSuchEndpoint');
  });

  it('answers a bad parameter with 400 naming it', async () => {
    const negative = await get('/main/StoreList', { RegionID: -1 });
    expect(negative.httpStatus).toBe(400);
    expect(negative.body).toMatchObject({ status: 400, parameter: 'RegionID' });
    expect(negative.body.message).toContain('RegionID');

    const notANumber = await get('/main/CityList', { RegionID: 'two' });
    expect(notANumber.body).toMatchObject({ status: 400, parameter: 'RegionID' });

    const missing = await get('/main/GetPageAccess');
    expect(missing.body).toMatchObject({ status: 400, parameter: 'TeamMemberID', message: 'TeamMemberID is required' });

    const unknown = await get('/main/RegionList', { Region: 1 });
    expect(unknown.body).toMatchObject({ status: 400, parameter: 'Region' });
  });

  it.runIf(inject('databaseEngine') === 'postgresql')(
    'serves the rows of the PostgreSQL database it was given',
    async () => {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      await client.connect();
      try {
        const version = (await client.query<{ version: string }>('select version()')).rows[0]?.version;
        expect(version).toMatch(/^PostgreSQL \d+/);
        // A row written straight into that database is served by the REST base.
        await client.query('insert into regions (region_id, region_name) values (9999, $1)', ['Written through pg']);
        try {
          const regions = await get('/main/RegionList');
          expect(regions.body.data).toContainEqual({ RegionID: 9999, RegionName: 'Written through pg' });
        } finally {
          await client.query('delete from regions where region_id = 9999');
        }
      } finally {
        await client.end();
      }
    },
  );
});
