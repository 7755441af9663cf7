import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParcelInfo, ParcelQuote } from '@daigou/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { addressOf, declare, memberClient, warehousedItem } from '../../../test/kits/world';
import { createTestApp } from '../../../test/test-app';
import { IdNumberCipher } from './id-number-cipher';
import { ID_NUMBER_KEY_FILE, IdNumberKeyError, resolveIdNumberKey } from './id-number-key';

const ID = '11010519491231002X';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daigou-id-key-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the ID-number key without ID_NUMBER_KEY (decision 060)', () => {
  it('a fresh SQLite store generates its key beside the database file (0600) and reads the same one after a restart', () => {
    const databaseUrl = `file:${path.join(dir, 'fresh', 'daigou.sqlite')}`;
    const first = resolveIdNumberKey({ databaseUrl });
    const file = path.join(dir, 'fresh', ID_NUMBER_KEY_FILE);
    expect(first).toMatchObject({ source: 'file', file, created: true });
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveIdNumberKey({ databaseUrl })).toEqual({ key: first.key, source: 'file', file, created: false });
    // A configured key always wins; the file is left as it is.
    const configured = 'ab'.repeat(32);
    expect(resolveIdNumberKey({ databaseUrl, configured })).toEqual({ key: configured, source: 'env', created: false });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.key);
  });

  it('a damaged key file stops the boot instead of being replaced', () => {
    const databaseUrl = `file:${path.join(dir, 'damaged', 'daigou.sqlite')}`;
    fs.mkdirSync(path.join(dir, 'damaged'));
    fs.writeFileSync(path.join(dir, 'damaged', ID_NUMBER_KEY_FILE), 'not a key\n');
    expect(() => resolveIdNumberKey({ databaseUrl })).toThrow(IdNumberKeyError);
    expect(fs.readFileSync(path.join(dir, 'damaged', ID_NUMBER_KEY_FILE), 'utf8')).toBe('not a key\n');
  });

  it('PostgreSQL without ID_NUMBER_KEY stops the boot, naming the variable: instances must share one key', () => {
    expect(() => resolveIdNumberKey({ databaseUrl: 'postgres://db/daigou' })).toThrow(/ID_NUMBER_KEY: required with PostgreSQL/);
    expect(resolveIdNumberKey({ databaseUrl: 'postgres://db/daigou', configured: 'cd'.repeat(32) }).source).toBe('env');
  });

  it('with the generated key a member saves an ID number and requests a parcel on the duty-paid line; it decrypts after a restart', async () => {
    const databaseUrl = `file:${path.join(dir, 'store', 'daigou.sqlite')}`;
    const { key } = resolveIdNumberKey({ databaseUrl });
    const t = await createTestApp({ env: { ID_NUMBER_KEY: key } });
    try {
      const m = await memberClient(t);
      const orderId = await warehousedItem(t, m.userId, { weightG: 700 });
      const addressId = await addressOf(m.client, true);
      const quote = okData(
        await m.client.post<ParcelQuote>('/api/parcel/quote', { json: { items: declare([orderId]), addressId } }),
      );
      const line = quote.methods.find((x) => x.code === 'line');
      expect(line).toMatchObject({ requiresId: true, unavailable: null });
      const { parcelIds } = okData(
        await m.client.post<{ parcelIds: number[] }>('/api/parcel/create', {
          json: { items: declare([orderId]), addressId, method: 'line' },
        }),
      );
      const info = okData(await m.client.get<ParcelInfo>(`/api/parcel/info?parcelId=${parcelIds[0]}`));
      expect(info.parcel).toMatchObject({ method: 'line', status: 2 });

      const row = await t.database.db
        .selectFrom('addresses')
        .select('id_number_enc')
        .where('id', '=', addressId)
        .executeTakeFirstOrThrow();
      // The next start reads the key from the file again: the stored number still decrypts.
      const restarted = resolveIdNumberKey({ databaseUrl });
      expect(restarted.created).toBe(false);
      expect(new IdNumberCipher(restarted.key).decrypt(String(row.id_number_enc), m.userId)).toBe(ID);
    } finally {
      await t.close();
    }
  });
});
