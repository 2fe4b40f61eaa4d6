// The console's search: accounts by e-mail, username or phone, shops by name (folded like the public
// search). A small page of each: an operator looks for someone in particular.
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, shops, users } from '../../db/schema/index.js';
import { escapeLike, foldForSearch } from '../../lib/search-text.js';

export function searchUsers(db: Executor, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      name: users.name,
      firstName: users.firstName,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      shopId: shops.id,
    })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        // A phone typed with spaces or its dial code still finds the stored digits.
        digits.length >= 4 ? ilike(users.phone, `%${digits.slice(-8)}%`) : undefined,
      ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
}

export function searchShops(db: Executor, text: string, limit: number) {
  return db
    .select({
      id: shops.id,
      shopName: shops.shopName,
      ownerId: shops.userId,
      ownerUsername: users.username,
      categoryName: categories.categoryName,
      isIdentityVerified: shops.isIdentityVerified,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .where(sql`${shops.searchName} like '%' || ${foldForSearch(escapeLike(text))} || '%'`)
    .orderBy(asc(shops.shopName))
    .limit(limit);
}
