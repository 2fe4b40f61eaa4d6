// Which stored images rows still refer to (products, publications, dispute evidence, shop logos, profile
// pictures).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Those of `keys` that some row refers to. */
export async function findUsedImageKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const used = (await db.execute(sql`
    select media_key as key from product_images where media_key in (${list})
    union select media_key from publication_images where media_key in (${list})
    union select media_key from dispute_photos where media_key in (${list})
    union select cover_img from shops where cover_img in (${list})
    union select profile_picture from users where profile_picture in (${list})`)) as unknown as {
    rows: { key: string }[];
  };
  return new Set(used.rows.map((row) => row.key));
}
