import type { Db } from '../../db/database';

export interface AvatarValues {
  key: string;
  userId: number;
  content: Buffer;
  contentType: string;
  createdAt: number;
}

/** One avatar per member: a new upload replaces the row (and its key) in place. */
export async function upsertAvatar(db: Db, avatar: AvatarValues): Promise<void> {
  const values = {
    key: avatar.key,
    user_id: avatar.userId,
    content: avatar.content,
    content_type: avatar.contentType,
    created_at: avatar.createdAt,
  };
  await db
    .insertInto('avatars')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        key: values.key,
        content: values.content,
        content_type: values.content_type,
        created_at: values.created_at,
      }),
    )
    .execute();
}

export function findAvatarByKey(db: Db, key: string) {
  return db.selectFrom('avatars').select(['content', 'content_type']).where('key', '=', key).executeTakeFirst();
}
