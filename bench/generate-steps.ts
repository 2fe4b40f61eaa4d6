// The SQL of the data generator, one set-based statement (or a few batches) per step.
// Every "random" choice is pg_temp.h(n, salt): a hash of the row number, so a run is reproducible and a
// value may be used twice in one row. Ids are UUID v7-like (time prefix from the row's created_at) like
// the app's. Temporary b_* tables map row numbers to ids so later steps can draw rows by number.
import type pg from 'pg';
import { formatInt } from './lib.js';
import * as words from './words.js';

export const VOLUME = {
  users: 200_000,
  /** Users 1..shops are sellers, user n owns shop n. */
  shops: 100_000,
  products: 300_000,
  publications: 1_000_000,
  likes: 5_000_000,
  follows: 1_000_000,
};

/** A handful of media keys (24 hex, like the media pipeline's) with their sizes. */
const MEDIA = Array.from({ length: 12 }, (_, i) => ({
  key: `be0c${(i * 0x1f3a7 + 0x51ed).toString(16).padStart(8, '0')}${'0a'.repeat(6)}`,
  width: i % 3 === 2 ? 960 : 1280,
  height: i % 3 === 0 ? 960 : 1280,
}));

/** Steps of the keyset walks for likes and follows: coprime with the user counts (see likes/follows). */
const STEPS = [7919, 10_007, 12_553, 15_401, 19_991, 27_449, 31_337, 48_611, 65_537, 86_243, 104_729];

export interface Step {
  label: string;
  run(client: pg.Client, log: (line: string) => void): Promise<void>;
}

export function generationSteps(t0: Date): Step[] {
  const T0 = `'${t0.toISOString()}'::timestamptz`;
  const { users: U, shops: S, products: P, publications: PUB, likes: LIKES, follows: FOLLOWS } = VOLUME;
  const v = words.categoryVocabulary();
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  if (STEPS.some((s) => gcd(s, U) !== 1 || gcd(s, U - 1) !== 1))
    throw new Error('STEPS: pas premiers avec U');
  const keys = MEDIA.map((m) => m.key);
  const widths = MEDIA.map((m) => m.width);
  const heights = MEDIA.map((m) => m.height);
  const pick = (array: string, r: string) => `pg_temp.pick(${array}, pg_temp.h(${r}))`;
  const imageIndex = (r: string) => `1 + floor(pg_temp.h(${r}) * ${MEDIA.length})::int`;

  const batched = async (
    client: pg.Client,
    log: (line: string) => void,
    total: number,
    batches: number,
    sql: string,
    params: unknown[] = [],
  ) => {
    const size = Math.ceil(total / batches);
    let rows = 0;
    for (let from = 1; from <= total; from += size) {
      const result = await client.query(sql, [from, from + size - 1, ...params]);
      rows += result.rowCount ?? 0;
      log(
        `  ${formatInt(Math.min(from + size - 1, total))} / ${formatInt(total)} (${formatInt(rows)} lignes)`,
      );
    }
  };

  return [
    {
      label: 'utilisateurs',
      async run(client) {
        await client.query(`create temp table b_users as
          select n, pg_temp.uuid7(ts, 'u' || n) as id, ts as created_at
          from (select n, ${T0} - interval '730 days' * power(pg_temp.h(n, 1), 1.5) - interval '1 day' as ts
                from generate_series(1, ${U}) n) s`);
        await client.query('alter table b_users add primary key (n)');
        await client.query(
          `insert into users (id, email, username, role, name, first_name, gender, phone, operator, city, area,
             is_email_verified, last_seen, created_at, updated_at)
           select id, 'bench' || n || '@sugu.test', left(lower(immutable_unaccent(first_name)), 10) || n,
             case when n <= ${S} then 'Vendeur' else 'Client' end,
             ${pick('$1::text[]', 'n, 3')}, first_name, gender,
             '7' || lpad((n % 10000000)::text, 7, '0'), ${pick('$2::text[]', 'n, 5')}, city,
             case when city = 'Bamako' then ${pick('$3::text[]', 'n, 7')} else ${pick('$7::text[]', 'n, 7')} end,
             true, created_at + (${T0} - created_at) * pg_temp.h(n, 8), created_at, created_at
           from (select b.*, g.gender, g.city,
                   case when g.gender = 'Homme' then ${pick('$4::text[]', 'b.n, 2')}
                        else ${pick('$5::text[]', 'b.n, 2')} end as first_name
                 from b_users b,
                 lateral (select case when pg_temp.h(b.n, 4) < 0.5 then 'Homme' else 'Femme' end as gender,
                                 ${pick('$6::text[]', 'b.n, 6')} as city) g) s
           order by created_at`,
          [
            words.LAST_NAMES,
            words.OPERATORS,
            words.AREAS,
            words.MALE_FIRST_NAMES,
            words.FEMALE_FIRST_NAMES,
            words.CITIES,
            words.TOWN_AREAS,
          ],
        );
      },
    },
    {
      label: 'boutiques',
      async run(client) {
        await client.query(`create temp table b_shops as
          select b.n, pg_temp.uuid7(ts, 's' || b.n) as id, ts as created_at, b.id as user_id,
            1 + floor(pg_temp.h(b.n, 11) * 12)::int as cat, u.first_name, u.city, u.area
          from b_users b join users u on u.id = b.id,
          lateral (select least(b.created_at + interval '5 days' * pg_temp.h(b.n, 10),
                                ${T0} - interval '12 hours') as ts) t
          where b.n <= ${S}`);
        await client.query('alter table b_shops add primary key (n)');
        const topic = `($1::text[])[(cat - 1) * ${v.topicWidth} + 1 + floor(pg_temp.h(n, 14) * ${v.topicWidth})::int]`;
        await client.query(
          `insert into shops (id, user_id, shop_name, category_id, biography, adress, delivery_delay, cover_img,
             is_identity_verified, created_at, updated_at)
           select id, user_id, left(case
               when r < 0.25 then ${pick('$2::text[]', 'n, 13')} || ' ' || first_name
               when r < 0.5 then topic || ' de ' || city
               when r < 0.7 then replace(${pick('$2::text[]', 'n, 13')}, 'Chez', 'Boutique') || ' ' || topic
               when r < 0.85 then first_name || ' ' || topic
               else topic || ' ' || ${pick('$3::text[]', 'n, 15')} end, 60),
             ($4::uuid[])[cat],
             left(replace(replace(replace(${pick('$5::text[]', 'n, 16')}, '%T', topic), '%t', lower(topic)),
               '%c', city), 120),
             area, ${pick('$6::text[]', 'n, 17')},
             case when pg_temp.h(n, 18) < 0.8 then ${pick('$7::text[]', 'n, 19')} end,
             pg_temp.h(n, 20) < 0.1, created_at, created_at
           from (select b.*, pg_temp.h(b.n, 12) as r, ${topic} as topic from b_shops b) s
           order by created_at`,
          [
            v.topics,
            words.SHOP_TYPES,
            words.SHOP_ADJECTIVES,
            await categoryIds(client),
            words.BIO_TEMPLATES,
            words.DELIVERY_DELAYS,
            keys,
          ],
        );
      },
    },
    {
      label: 'produits et leurs photos',
      async run(client, log) {
        await client.query(`create temp table b_products as
          select p.n, pg_temp.uuid7(t.ts, 'p' || p.n) as id, t.ts as created_at, p.shop_n, s.id as shop_id,
            case when pg_temp.h(p.n, 22) < 0.9 then s.cat else 1 + floor(pg_temp.h(p.n, 23) * 12)::int end as cat,
            pg_temp.h(p.n, 24) < 0.02 as deleted,
            pg_temp.h(p.n, 24) >= 0.02 and pg_temp.h(p.n, 25) < 0.88 as published
          from (select n, 1 + floor(${S} * power(pg_temp.h(n, 20), 2))::int as shop_n
                from generate_series(1, ${P}) n) p
          join b_shops s on s.n = p.shop_n,
          lateral (select s.created_at + (${T0} - s.created_at) * pg_temp.h(p.n, 21) as ts) t`);
        await client.query('alter table b_products add primary key (n)');
        const item = `($1::text[])[(cat - 1) * ${v.itemWidth} + 1 + floor(pg_temp.h(n, 26) * ${v.itemWidth})::int]`;
        await client.query(
          `insert into products (id, shop_id, category_id, product_name, product_description, product_price,
             unit, product_stock, total_purchases, is_published, deleted_at, created_at, updated_at)
           select id, shop_id, ($2::uuid[])[cat],
             left(item || case
                 when ($8::boolean[])[cat] or pg_temp.h(n, 27) >= 0.5 then ''
                 when ($7::boolean[])[cat] then ' ' || ${pick('$9::text[]', 'n, 28')}
                 else ' ' || ${pick('$3::text[]', 'n, 28')} end, 24),
             left(item || ' : ' || ${pick('$4::text[]', 'n, 29')}, 120),
             greatest(50, round(exp(ln(($5::int[])[cat]) + pg_temp.h(n, 30)
               * (ln(($6::int[])[cat]) - ln(($5::int[])[cat]))) / 50) * 50)::bigint,
             case when ($7::boolean[])[cat] then floor(pg_temp.h(n, 31) * 6)::int
                  when pg_temp.h(n, 31) < 0.1 then 5 else 0 end,
             case when pg_temp.h(n, 32) < 0.05 then 0 else 1 + floor(pg_temp.h(n, 32) * 300)::int end,
             floor(power(pg_temp.h(n, 33), 6) * 2000)::int, published, deleted_at, created_at,
             coalesce(deleted_at, created_at)
           from (select b.*, ${item} as item,
                   case when deleted then created_at + (${T0} - created_at) * pg_temp.h(n, 34) end as deleted_at
                 from b_products b) s
           order by created_at`,
          [
            v.items,
            await categoryIds(client),
            words.COLOURS,
            [
              'Très bonne qualité.',
              'Prix négociable.',
              'Livraison possible.',
              'Produit local.',
              'Article neuf.',
            ],
            v.minPrices,
            v.maxPrices,
            v.bulk,
            v.plain,
            words.QUANTITIES,
          ],
        );
        log(`  ${formatInt(P)} produits`);
        await client.query(
          `insert into product_images (product_id, position, media_key, width, height)
           select b.id, k, ($1::text[])[j], ($2::int[])[j], ($3::int[])[j]
           from b_products b, generate_series(0, floor(pg_temp.h(b.n, 35) * 3)::int) k,
           lateral (select ${imageIndex('b.n * 10 + k, 36')} as j) x
           order by b.created_at, k`,
          [keys, widths, heights],
        );
      },
    },
    {
      label: 'publications et leurs photos',
      async run(client, log) {
        const published = Number(
          (await client.query('select count(*) as n from b_products where published')).rows[0].n,
        );
        const free = PUB - published;
        log(`  ${formatInt(published)} publications de produit, ${formatInt(free)} publications libres`);
        // Likes per publication: Pareto weights (a few go viral), scaled to exactly LIKES by the largest
        // remainder method. off/step: where the publication's walk over the users starts and its stride.
        await client.query(
          `create temp table b_pubs as
          with base as (
            select 'pp' || p.n as seed, p.shop_n, p.n as product_n,
              least(p.created_at + interval '2 days' * pg_temp.h(p.n, 40), ${T0} - interval '1 minute') as ts
            from b_products p where p.published
            union all
            select 'pf' || f.n, f.shop_n, null,
              s.created_at + (${T0} - s.created_at) * power(pg_temp.h(f.n, 42), 0.5)
            from (select n, 1 + floor(${S} * power(pg_temp.h(n, 41), 2))::int as shop_n
                  from generate_series(1, ${free}) n) f
            join b_shops s on s.n = f.shop_n),
          numbered as (select row_number() over (order by ts, seed) as n, * from base),
          quota as (
            select *, w * ${LIKES} / sum(w) over () as q
            from (select *, least(power(1 - pg_temp.h(n, 50), -1 / 1.6), 20000) as w from numbered) x),
          ranked as (select *, floor(q)::int as base_likes, row_number() over (order by q - floor(q) desc, n) as rk
                     from quota),
          deficit as (select ${LIKES} - sum(base_likes) as d from ranked)
          select n, pg_temp.uuid7(ts, seed) as id, ts as created_at, shop_n, product_n,
            base_likes + (rk <= d)::int as likes,
            floor(pg_temp.h(n, 51) * ${U})::int as off,
            ($1::int[])[1 + floor(pg_temp.h(n, 52) * ${STEPS.length})::int] as step
          from ranked, deficit`,
          [STEPS],
        );
        await client.query('alter table b_pubs add primary key (n)');
        const item = `($3::text[])[(s.cat - 1) * ${v.itemWidth} + 1 + floor(pg_temp.h(b.n, 55) * ${v.itemWidth})::int]`;
        await batched(
          client,
          log,
          PUB,
          4,
          `insert into publications (id, shop_id, product_id, publication_type, publication_caption, likes, shares,
             total_comments, created_at)
           select b.id, s.id, p.id, case when b.product_n is null then 'libre' else 'produit' end,
             case when b.product_n is null then left(${pick('$4::text[]', 'b.n, 53')} || ' ' || ${item}
               || ' disponible à ' || s.city || '. ' || ${pick('$5::text[]', 'b.n, 54')}, 300) else '' end,
             b.likes, floor(power(pg_temp.h(b.n, 56), 3) * 40)::int, 0, b.created_at
           from b_pubs b join b_shops s on s.n = b.shop_n left join b_products p on p.n = b.product_n
           where b.n between $1 and $2 order by b.n`,
          [v.items, words.CAPTION_OPENERS, words.CAPTION_CLOSERS],
        );
        log('  photos des publications…');
        await batched(
          client,
          log,
          PUB,
          4,
          `insert into publication_images (publication_id, position, media_key, width, height)
           select id, position, media_key, width, height from (
             select b.n, b.id, i.position, i.media_key, i.width, i.height
             from b_pubs b join b_products p on p.n = b.product_n join product_images i on i.product_id = p.id
             where b.n between $1 and $2
             union all
             select b.n, b.id, k, ($3::text[])[j], ($4::int[])[j], ($5::int[])[j]
             from b_pubs b, generate_series(0, floor(pg_temp.h(b.n, 57) * 3)::int) k,
             lateral (select ${imageIndex('b.n * 10 + k, 58')} as j) x
             where b.product_n is null and b.n between $1 and $2) u
           order by n, position`,
          [keys, widths, heights],
        );
      },
    },
    {
      label: `j'aime (${formatInt(LIKES)})`,
      async run(client, log) {
        // The users of publication b: (off + j * step) mod U for j < likes. step is coprime with U, so these
        // are distinct: no duplicate (publication, user), no ON CONFLICT, exactly LIKES rows.
        await batched(
          client,
          log,
          PUB,
          10,
          `insert into publication_likes (publication_id, user_id, created_at)
           select b.id, u.id, least(b.created_at + interval '1 minute'
             + interval '10 days' * power(pg_temp.h(b.n * 100000 + j, 60), 2), ${T0})
           from b_pubs b cross join lateral generate_series(0, b.likes - 1) j
           join b_users u on u.n = ((b.off::bigint + j::bigint * b.step) % ${U}) + 1
           where b.n between $1 and $2`,
        );
      },
    },
    {
      label: `abonnements (${formatInt(FOLLOWS)})`,
      async run(client, log) {
        // Followers per shop: Pareto weights scaled to exactly FOLLOWS; the walk runs over the U - 1 users
        // other than the owner (user n owns shop n): v in 1..U-1, shifted by one from the owner on.
        await client.query(
          `create temp table b_follow as
           with quota as (
             select *, w * ${FOLLOWS} / sum(w) over () as q
             from (select n, id, created_at, least(power(1 - pg_temp.h(n, 70), -1 / 1.3), 30000) as w
                   from b_shops) x),
           ranked as (select *, floor(q)::int as base, row_number() over (order by q - floor(q) desc, n) as rk
                      from quota),
           deficit as (select ${FOLLOWS} - sum(base) as d from ranked)
           select n, id, created_at, base + (rk <= d)::int as followers,
             floor(pg_temp.h(n, 71) * ${U - 1})::int as off,
             ($1::int[])[1 + floor(pg_temp.h(n, 72) * ${STEPS.length})::int] as step
           from ranked, deficit`,
          [STEPS],
        );
        await client.query('alter table b_follow add primary key (n)');
        await batched(
          client,
          log,
          S,
          4,
          `insert into follows (shop_id, user_id, created_at)
           select s.id, u.id, t.since + (${T0} - t.since) * pg_temp.h(s.n::bigint * 100000 + j, 73)
           from b_follow s cross join lateral generate_series(0, s.followers - 1) j
           cross join lateral (select ((s.off::bigint + j::bigint * s.step) % ${U - 1}) + 1 as v) w
           join b_users u on u.n = w.v + (w.v >= s.n)::int
           cross join lateral (select greatest(s.created_at, u.created_at) as since) t
           where s.n between $1 and $2`,
        );
      },
    },
    {
      label: 'compteurs (UPDATE … FROM agrégats)',
      async run(client, log) {
        const shops = await client.query(
          `update shops s set follower_count = coalesce(f.n, 0), product_count = coalesce(p.live, 0),
             total_selled_products = coalesce(p.sold, 0), publication_count = coalesce(pb.n, 0)
           from shops s0
           left join (select shop_id, count(*)::int as n from follows group by shop_id) f on f.shop_id = s0.id
           left join (select shop_id, count(*) filter (where deleted_at is null)::int as live,
                        sum(total_purchases)::int as sold from products group by shop_id) p on p.shop_id = s0.id
           left join (select shop_id, count(*)::int as n from publications group by shop_id) pb on pb.shop_id = s0.id
           where s0.id = s.id`,
        );
        log(`  ${formatInt(shops.rowCount ?? 0)} boutiques mises à jour`);
        // publications.likes was written from the plan; this recount must find nothing to fix.
        const pubs = await client.query(
          `update publications p set likes = coalesce(c.n, 0)
           from publications p0
           left join (select publication_id, count(*)::int as n from publication_likes group by publication_id) c
             on c.publication_id = p0.id
           where p0.id = p.id and p.likes is distinct from coalesce(c.n, 0)`,
        );
        log(`  ${formatInt(pubs.rowCount ?? 0)} compteurs de j'aime corrigés (attendu : 0)`);
      },
    },
  ];
}

/** Category ids in display order (the seed's positions 0..11 become 1..12 here). */
async function categoryIds(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>('select id from categories order by position');
  if (rows.length < 12) throw new Error('Catégories manquantes : seedCategories a-t-il tourné ?');
  return rows.slice(0, 12).map((row) => row.id);
}

/** pg_temp helpers for the generator's session: h (hash → [0,1)), pick (array element), uuid7. */
export const SESSION_SQL = [
  'set synchronous_commit = off',
  "set work_mem = '128MB'",
  "set maintenance_work_mem = '512MB'",
  // Foreign keys hold by construction (rows are drawn from the b_* maps): skip the per-row RI triggers.
  // verify() checks them with anti-joins at the end.
  'set session_replication_role = replica',
  `create function pg_temp.h(bigint, int) returns float8 language sql immutable parallel safe as
     $$ select (hashint8($1 * 1000003 + $2) & 2147483647)::float8 / 2147483648.0 $$`,
  `create function pg_temp.pick(anyarray, float8) returns anyelement language sql immutable as
     $$ select $1[1 + floor($2 * cardinality($1))::int] $$`,
  // STABLE like extract(epoch from timestamptz), so that it is inlined (an IMMUTABLE one is not).
  `create function pg_temp.uuid7(timestamptz, text) returns uuid language sql stable as
     $$ select (lpad(to_hex(floor(extract(epoch from $1) * 1000)::bigint), 12, '0') || '7'
               || substr(md5($2), 1, 3) || '8' || substr(md5($2), 4, 15))::uuid $$`,
];
