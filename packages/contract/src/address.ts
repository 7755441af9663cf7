import { z } from 'zod';
import { blankToUndefined, idSchema, lineText } from './input-rules';
import type { RequestInput } from './request-input';
import { isValidResidentId, normalizeResidentId } from './resident-id';

/** At most this many addresses per member. */
export const ADDRESS_MAX = 20;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const POSTCODE_PATTERN = /^\d{6}$/;

const flag = z.coerce.number().int().min(0).max(1);

/** A resident ID number as typed: spaces dropped, x upper-cased, 18 characters with a valid check digit. */
export const residentIdSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeResidentId(v) : v),
  z
    .string()
    .regex(/^\d{17}[\dX]$/, '身份证号须为 18 位（最后一位可为 X）')
    .refine(isValidResidentId, '身份证号校验不通过，请核对'),
);

const addressFields = {
  recipient: lineText(32).trim().min(1, '请填写收件人姓名'),
  mobile: z.string().trim().regex(MOBILE_PATTERN, '手机号须为 1 开头的 11 位数字'),
  provinceCode: z.string().regex(/^\d{2}$/, '请选择省份'),
  cityCode: z.string().regex(/^\d{4}$/, '请选择城市'),
  districtCode: z.string().regex(/^\d{6}(\d{3})?$/, '请选择区县'),
  street: lineText(200).trim().min(4, '请填写详细地址（至少 4 个字）'),
  postcode: z.preprocess(blankToUndefined, z.string().regex(POSTCODE_PATTERN, '邮编须为 6 位数字').optional()),
  /** Left out or empty: none (add) or unchanged (edit). */
  idNumber: z.preprocess(blankToUndefined, residentIdSchema.optional()),
  isDefault: flag.default(0),
};

/** `POST /api/address/add` (form-urlencoded). */
export const addressAddBodySchema = z.object(addressFields);
export type AddressAddBody = z.infer<typeof addressAddBodySchema>;
export type AddressAddInput = RequestInput<typeof addressAddBodySchema>;

/** `POST /api/address/edit`: every field again; `idNumber` empty keeps the stored one, `clearIdNumber=1` removes it. */
export const addressEditBodySchema = z.object({ addressId: idSchema, ...addressFields, clearIdNumber: flag.default(0) });
export type AddressEditBody = z.infer<typeof addressEditBodySchema>;
export type AddressEditInput = RequestInput<typeof addressEditBodySchema>;

/** `POST /api/address/delete`, `/api/address/setDefault`. */
export const addressIdBodySchema = z.object({ addressId: idSchema });
export type AddressIdInput = RequestInput<typeof addressIdBodySchema>;

export const addressSchema = z.object({
  addressId: z.number().int(),
  recipient: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  postcode: z.string().nullable(),
  /** The resident ID number, masked (first 3 and last 4); null when none is stored. */
  idNumberMasked: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;

/** `GET /api/address/divisions?parent=`: the provinces (no parent), a province's cities, a city's districts. */
export const divisionsQuerySchema = z.object({
  parent: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{2}(\d{2})?$/, '上级区划代码不正确')
      .optional(),
  ),
});
export type DivisionsQueryInput = RequestInput<typeof divisionsQuerySchema>;
export const divisionSchema = z.object({ code: z.string(), name: z.string() });
export type Division = z.infer<typeof divisionSchema>;
