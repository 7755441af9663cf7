import type { Generated } from 'kysely';

/** Every operator action: who, what, when, on which target, with details (JSON). Append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  /** The operator's account at the time, so the record reads the same after a rename. */
  operator_account: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON object. */
  details: string;
  created_at: number;
}

/**
 * Images uploaded by operators (banners, inspection photos), re-encoded to WebP and stored in the database
 * so every instance can serve them; `key` is random, so the address is both versioned and unguessable.
 */
export interface StoredImagesTable {
  key: string;
  kind: 'banner' | 'inspection' | 'parcel';
  content: Buffer;
  content_type: string;
  width: number;
  height: number;
  created_by: number;
  created_at: number;
}

/** Inspection photos posted on an order by staff, shown to the member in order. */
export interface InspectionPhotosTable {
  id: Generated<number>;
  order_id: number;
  image_key: string;
  created_by: number;
  created_at: number;
}

export interface OperatorTables {
  audit_log: AuditLogTable;
  stored_images: StoredImagesTable;
  inspection_photos: InspectionPhotosTable;
}
