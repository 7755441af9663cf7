import { ADDRESS_MAX, type Address, type AddressAddBody, type AddressEditBody, maskResidentId } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound, refuse } from '../../lib/errors';
import {
  type AddressRow,
  countMemberAddresses,
  deleteMemberAddress,
  findMemberAddress,
  insertAddress,
  listMemberAddresses,
  setOnlyDefault,
  updateMemberAddress,
} from './address-repository';
import { resolveDivisions } from './divisions';
import type { IdNumberCipher } from './id-number-cipher';

export function toAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    recipient: row.recipient,
    mobile: row.mobile,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    districtCode: row.district_code,
    province: row.province,
    city: row.city,
    district: row.district,
    street: row.street,
    postcode: row.postcode,
    idNumberMasked: row.id_number_mask,
    isDefault: Number(row.is_default) === 1,
    updatedAt: Number(row.updated_at),
  };
}

/** The division names of the chosen codes; codes that are not a real province → city → district chain are refused. */
function divisionsOf(body: Pick<AddressAddBody, 'provinceCode' | 'cityCode' | 'districtCode'>) {
  const names = resolveDivisions(body.provinceCode, body.cityCode, body.districtCode);
  if (!names) throw refuse('省 / 市 / 区县选择不正确，请重新选择');
  return names;
}

/** The columns of an address as the member sent it (its division names resolved, and checked, from the codes). */
function addressColumns(
  body: Pick<AddressAddBody, 'recipient' | 'mobile' | 'provinceCode' | 'cityCode' | 'districtCode' | 'street' | 'postcode'>,
) {
  return {
    recipient: body.recipient,
    mobile: body.mobile,
    province_code: body.provinceCode,
    city_code: body.cityCode,
    district_code: body.districtCode,
    ...divisionsOf(body),
    street: body.street,
    postcode: body.postcode ?? null,
  };
}

function encryptedId(cipher: IdNumberCipher | null, idNumber: string, userId: number) {
  if (!cipher) throw refuse('系统暂未开启身份证号保存功能，请不填身份证号或联系客服');
  return { id_number_enc: cipher.encrypt(idNumber, userId), id_number_mask: maskResidentId(idNumber) };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await listMemberAddresses(db, userId)).map(toAddress);
}

export async function memberAddress(db: Db, userId: number, addressId: number): Promise<AddressRow> {
  const row = await findMemberAddress(db, userId, addressId);
  if (!row) throw notFound('地址不存在');
  return row;
}

/** `add`: at most ADDRESS_MAX per member; the first one is the default. */
export async function addAddress(
  db: Db,
  cipher: IdNumberCipher | null,
  userId: number,
  body: AddressAddBody,
  now: number,
): Promise<Address> {
  const columns = addressColumns(body);
  const id =
    body.idNumber === undefined ? { id_number_enc: null, id_number_mask: null } : encryptedId(cipher, body.idNumber, userId);
  const addressId = await db.transaction().execute(async (trx) => {
    const count = await countMemberAddresses(trx, userId);
    if (count >= ADDRESS_MAX) throw refuse(`最多保存 ${ADDRESS_MAX} 个地址，请先删除不用的地址`);
    const newId = await insertAddress(trx, {
      user_id: userId,
      ...columns,
      ...id,
      is_default: 0,
      created_at: now,
      updated_at: now,
    });
    if (count === 0 || body.isDefault === 1) await setOnlyDefault(trx, userId, newId, now);
    return newId;
  });
  return toAddress(await memberAddress(db, userId, addressId));
}

/** `edit`: every field; an empty ID number keeps the stored one, `clearIdNumber` removes it. */
export async function editAddress(
  db: Db,
  cipher: IdNumberCipher | null,
  userId: number,
  body: AddressEditBody,
  now: number,
): Promise<Address> {
  await memberAddress(db, userId, body.addressId);
  const columns = addressColumns(body);
  const id =
    body.idNumber !== undefined
      ? encryptedId(cipher, body.idNumber, userId)
      : body.clearIdNumber === 1
        ? { id_number_enc: null, id_number_mask: null }
        : {};
  await db.transaction().execute(async (trx) => {
    const changed = await updateMemberAddress(trx, userId, body.addressId, {
      ...columns,
      ...id,
      updated_at: now,
    });
    if (!changed) throw notFound('地址不存在');
    if (body.isDefault === 1) await setOnlyDefault(trx, userId, body.addressId, now);
  });
  return toAddress(await memberAddress(db, userId, body.addressId));
}

/** `delete`: when the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(db: Db, userId: number, addressId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findMemberAddress(trx, userId, addressId);
    if (!row || !(await deleteMemberAddress(trx, userId, addressId))) throw notFound('地址不存在');
    if (Number(row.is_default) === 1) {
      const [next] = await listMemberAddresses(trx, userId);
      if (next) await setOnlyDefault(trx, userId, next.id, now);
    }
  });
}

export async function setDefaultAddress(db: Db, userId: number, addressId: number, now: number): Promise<Address> {
  await memberAddress(db, userId, addressId);
  await db.transaction().execute((trx) => setOnlyDefault(trx, userId, addressId, now));
  return toAddress(await memberAddress(db, userId, addressId));
}
