import type { Generated } from 'kysely';

/** Order messages (a thread per order) and system messages (status changes, top-ups). */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  source: 'order' | 'system';
  sender: 'member' | 'staff' | 'system';
  title: string;
  content: string;
  /** When the member read it (messages from staff or the system). */
  read_at: number | null;
  /** When staff read it (messages from the member). */
  staff_read_at: number | null;
  deleted_at: number | null;
  created_at: number;
}

export interface MessageTables {
  messages: MessagesTable;
}
