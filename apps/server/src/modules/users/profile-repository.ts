import type { Db } from '../../db/database';

export interface ProfileValues {
  name: string;
  phone: string | null;
  defaultRemark: string | null;
}

export async function updateProfile(db: Db, userId: number, values: ProfileValues, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: values.name,
      phone: values.phone,
      default_remark: values.defaultRemark,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

export async function setHeadImg(db: Db, userId: number, headImg: string, now: number): Promise<void> {
  await db.updateTable('users').set({ head_img: headImg, updated_at: now }).where('id', '=', userId).execute();
}
