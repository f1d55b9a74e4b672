// The deterministic demo seed: reference lists, stores, team members and what they did, generated in SQL.
// It runs once, on an empty database; `scale` multiplies stores and members (benchmarks).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hashPassword } from '../domains/auth/password.js';
import type { Db } from '../platform/db/db.js';

export const DEMO_SIGN_INS = {
  admin: 'Admin@2026',
  manager: 'Manager@2026',
  promoter: 'Promoter@2026',
  supervisor: 'Supervisor@2026',
  analyst: 'Analyst@2026',
} as const;

const BASE_STORES = 1500;
const BASE_MEMBERS = 300;

function script(name: string, values: Record<string, string | number>): string {
  const sql = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
  return sql.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`seed ${name}: no value for {{${key}}}`);
    return typeof value === 'number' ? String(Math.trunc(value)) : `'${value.replaceAll("'", "''")}'`;
  });
}

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const [row] = await db.query<{ filled: boolean }>(`select exists (select 1 from ${table}) as filled`);
  return !(row?.filled ?? false);
}

/**
 * Seeds each part of the demo data whose table is still empty, so a database made by an earlier
 * version gains the data of the parts added since.
 */
export async function seedDemo(db: Db, scale = 1): Promise<void> {
  if (await isEmpty(db, 'regions')) await seedPeopleAndPlaces(db, scale);
  if (await isEmpty(db, 'brands')) await db.exec(script('brands.sql', { brands: 30 }));
  if (await isEmpty(db, 'product_categories')) await db.exec(script('categories.sql', {}));
  if (await isEmpty(db, 'products')) await db.exec(script('products.sql', { products: 800 }));
  if (await isEmpty(db, 'visits')) await db.exec(activityScript(scale));
  if (await isEmpty(db, 'picture_elements')) await db.exec(script('records.sql', {}));
  if (await isEmpty(db, 'permissions')) await db.exec(script('settings.sql', {}));
}

/**
 * Visits, journey plans, sales and the stock the checks counted, as one script: its parts share the
 * calendar and the beats, ranges and store-days in temporary tables (one session), and the stock
 * counted at each check follows the sales and deliveries before it.
 */
function activityScript(scale: number): string {
  return [
    script('calendar.sql', {}),
    script('checks.sql', { visitsPerDay: 60 * scale }),
    script('journeys.sql', {}),
    script('sales.sql', { salesPerDay: 120 * scale }),
    script('stock.sql', {}),
  ].join('\n');
}

async function seedPeopleAndPlaces(db: Db, scale: number): Promise<void> {
  const [adminHash, managerHash, promoterHash, supervisorHash, analystHash, unusableHash] = await Promise.all([
    hashPassword(DEMO_SIGN_INS.admin),
    hashPassword(DEMO_SIGN_INS.manager),
    hashPassword(DEMO_SIGN_INS.promoter),
    hashPassword(DEMO_SIGN_INS.supervisor),
    hashPassword(DEMO_SIGN_INS.analyst),
    hashPassword(randomBytes(32).toString('base64')),
  ]);
  await db.transaction(async (tx) => {
    await tx.exec(script('reference.sql', {}));
    await tx.exec(script('stores.sql', { stores: BASE_STORES * scale }));
    await tx.exec(
      script('members.sql', {
        members: BASE_MEMBERS * scale - 3,
        adminHash,
        managerHash,
        promoterHash,
        supervisorHash,
        analystHash,
        unusableHash,
      }),
    );
  });
}
