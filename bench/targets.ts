// What the benchmark and the EXPLAIN script request: the same list for both, built from the bench data
// (category ids, the cursor of the feed's 1,000th page, sessions of users who follow shops).
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { type KeywordMix, keywordMix, mixPaths } from './search-mix.js';

export interface Scenario {
  id: string;
  group: 'base' | 'feed' | 'shops' | 'products' | 'mix';
  label: string;
  /** The request (a mix load: its first draw, checked and explained like the others). */
  path: string;
  /** Sent with the session cookies of the bench viewers in turn (users who follow shops and like posts). */
  connected?: boolean;
  /**
   * A query-mix load: each request takes the next drawn keyword (search-mix.ts), or for 'feed' the next of
   * many distinct feed cursors (pages the feed's cache of MAX_PAGES per process does not keep).
   */
  mix?: 'shops' | 'products' | 'feed';
  /** Measured on the API started with SEARCH_CACHE_SECONDS=0 and FEED_CACHE_SECONDS=0 (answers computed every time). */
  uncached?: boolean;
}

/** Named sets of scenarios (`--scenario=name`): the search query mix beside the feed's page 1, 20 connections. */
export const SCENARIO_SETS: Record<string, string[]> = {
  'search-mix': [
    'mix-feed-page-1',
    'mix-feed-page-1-uncached',
    'mix-feed-cursors',
    'mix-shops-uncached',
    'mix-products-uncached',
    'mix-shops-cached',
    'mix-products-cached',
  ],
};

export interface Targets {
  scenarios: Scenario[];
  /** One session cookie per bench viewer: a connected load cycles through them, as distinct users would. */
  cookies: string[];
  /** Id of the first publication the feed's 1,000th page must start with. */
  page1000FirstId: string;
  /** The query mix's keywords and the drawn request paths of its loads. */
  mix: KeywordMix & { paths: Record<'shops' | 'products' | 'feed', string[]> };
  cleanup(): Promise<void>;
}

/** The feed's page size (PageQuery default) and the page the benchmark reads deep in the feed. */
const FEED_PAGE = 50;
export const DEEP_PAGE = 1000;

const BENCH_AGENT = 'sugu-bench';
/**
 * Distinct connected users a connected measure cycles through (`--viewers=N`, 200): the API keeps what it
 * knows of a viewer a few seconds (feed-viewers.ts), and a load replaying one user would measure that memory
 * rather than the route. Past 200 (the feed's derived bodies kept, response-cache.ts) the bodies of these
 * viewers, who follow the most shops and so each see their own page, no longer stay kept between two of
 * their requests: each answer is spliced and compressed anew.
 */
const BENCH_VIEWERS = Number(
  process.argv.find((a) => a.startsWith('--viewers='))?.slice('--viewers='.length) ?? 200,
);

export async function prepareTargets(db: pg.Pool): Promise<Targets> {
  const categories = await db.query<{ id: string; name: string }>(
    'select id, category_name as name from categories order by position',
  );
  const category = (name: string) => {
    const found = categories.rows.find((row) => row.name === name);
    if (!found) throw new Error(`Catégorie introuvable : ${name}`);
    return found.id;
  };

  // The (createdAt, id) of the last publication of page 999, encoded like the API's cursors (lib/cursor.ts:
  // base64url JSON [kind, key, id]).
  // OFFSET is fine here: one setup query of the benchmark, never a request of the app.
  const deep = await db.query<{ at: string; id: string }>(
    `select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, p.id
     from publications p
     where p.product_id is null
        or exists (select 1 from products r where r.id = p.product_id and r.deleted_at is null)
     order by p.created_at desc, p.id desc
     offset $1 limit 2`,
    [FEED_PAGE * (DEEP_PAGE - 1) - 1],
  );
  const [lastOf999, firstOf1000] = deep.rows;
  if (!lastOf999 || !firstOf1000) throw new Error('Pas assez de publications pour la page 1000.');
  const deepCursor = Buffer.from(JSON.stringify(['publications', lastOf999.at, lastOf999.id])).toString(
    'base64url',
  );

  // The clients who follow the most shops (and have likes): a viewer's follows and likes are really read.
  await db.query('delete from sessions where user_agent = $1', [BENCH_AGENT]);
  const viewers = await db.query<{ user_id: string }>(
    `select f.user_id from follows f join users u on u.id = f.user_id and u.role = 'Client'
     group by f.user_id order by count(*) desc, f.user_id limit $1`,
    [BENCH_VIEWERS],
  );
  if (viewers.rows.length < BENCH_VIEWERS)
    throw new Error('Pas assez d’utilisateurs abonnés : lancez la génération.');
  const tokens = viewers.rows.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (id, user_id, expires_at, user_agent)
     select id, user_id, now() + interval '1 day', $3 from unnest($1::text[], $2::uuid[]) as s (id, user_id)`,
    [
      tokens.map((token) => createHash('sha256').update(token).digest('base64url')),
      viewers.rows.map((r) => r.user_id),
      BENCH_AGENT,
    ],
  );

  const mode = category('Mode et vêtements');
  const food = category('Alimentation');
  const farming = category('Agriculture et élevage');
  const feed = '/api/Publication';
  const deepFeed = `${feed}?cursor=${deepCursor}`;
  const shop = (keyword: string) => `/api/Shop/recherche?keyword=${encodeURIComponent(keyword)}`;
  const keywords = await keywordMix(db);
  const paths = {
    shops: mixPaths(keywords, 'shops'),
    products: mixPaths(keywords, 'products'),
    feed: await feedCursorPaths(db),
  };
  const mixScenario = (kind: 'shops' | 'products', uncached: boolean): Scenario => ({
    id: `mix-${kind}-${uncached ? 'uncached' : 'cached'}`,
    group: 'mix',
    label: `${kind === 'shops' ? 'Boutiques' : 'Produits'}, mélange de mots-clés, ${uncached ? 'sans cache' : 'cache 5 s'}`,
    path: paths[kind][0] ?? '',
    mix: kind,
    uncached,
  });
  return {
    cookies: tokens.map((token) => `sugu_session=${token}`),
    page1000FirstId: firstOf1000.id,
    mix: { ...keywords, paths },
    async cleanup() {
      await db.query('delete from sessions where user_agent = $1', [BENCH_AGENT]);
    },
    scenarios: [
      { id: 'baseline', group: 'base', label: 'Fastify nu (route triviale)', path: '/ping' },
      { id: 'feed-page-1', group: 'feed', label: 'Fil, page 1 (invité)', path: feed },
      {
        id: 'feed-page-1-connected',
        group: 'feed',
        label: 'Fil, page 1 (connecté)',
        path: feed,
        connected: true,
      },
      { id: 'feed-page-1000', group: 'feed', label: 'Fil, page 1000 (invité)', path: deepFeed },
      {
        id: 'feed-page-1000-connected',
        group: 'feed',
        label: 'Fil, page 1000 (connecté)',
        path: deepFeed,
        connected: true,
      },
      { id: 'shops-bazin', group: 'shops', label: 'Boutiques « bazin »', path: shop('bazin') },
      { id: 'shops-segou', group: 'shops', label: 'Boutiques « segou » (sans accent)', path: shop('segou') },
      {
        id: 'shops-electronik',
        group: 'shops',
        label: 'Boutiques « electronik » (faute de frappe)',
        path: shop('electronik'),
      },
      {
        id: 'shops-chez-aminata',
        group: 'shops',
        label: 'Boutiques « chez aminata »',
        path: shop('chez aminata'),
      },
      {
        id: 'products-keyword-filters',
        group: 'products',
        label: 'Produits « bazin », Mode, 5 000–50 000, prix décroissant',
        path: `/api/Product?keyword=bazin&categoryIds=${mode}&minPrice=5000&maxPrice=50000&sort=price_desc`,
      },
      {
        id: 'products-categories-popular',
        group: 'products',
        label: 'Produits Alimentation + Agriculture, ≥ 1 000, populaires',
        path: `/api/Product?categoryIds=${food},${farming}&minPrice=1000&sort=popular`,
      },
      {
        id: 'products-keyword-popular',
        group: 'products',
        label: 'Produits « karite », populaires',
        path: '/api/Product?keyword=karite&sort=popular',
      },
      {
        id: 'products-bazn-typo',
        group: 'products',
        label: 'Produits « bazn » (faute de frappe), prix croissant',
        path: '/api/Product?keyword=bazn',
      },
      {
        id: 'products-telefone-recent',
        group: 'products',
        label: 'Produits « telefone » (faute de frappe), récents',
        path: '/api/Product?keyword=telefone&sort=recent',
      },
      {
        id: 'products-price-range',
        group: 'products',
        label: 'Produits 10 000–100 000, prix croissant',
        path: '/api/Product?minPrice=10000&maxPrice=100000&sort=price_asc',
      },
      { id: 'mix-feed-page-1', group: 'mix', label: 'Fil, page 1 (invité), même charge', path: feed },
      {
        id: 'mix-feed-page-1-uncached',
        group: 'mix',
        label: 'Fil, page 1 (invité), sans cache (FEED_CACHE_SECONDS=0)',
        path: feed,
        uncached: true,
      },
      {
        id: 'mix-feed-cursors',
        group: 'mix',
        label: 'Fil, pages à 20 000 curseurs distincts (invité, hors cache)',
        path: paths.feed[0] ?? feed,
        mix: 'feed',
      },
      mixScenario('shops', true),
      mixScenario('products', true),
      mixScenario('shops', false),
      mixScenario('products', false),
    ],
  };
}

/** Distinct feed cursors (FEED_CURSORS) the uncached feed measure draws from, in a seeded order. */
const FEED_CURSORS = 20_000;

/**
 * The feed read where its cache does not help: the page after each of FEED_CURSORS publications spread over
 * the feed (a seeded sample), encoded like the API's cursors. The API keeps 100 pages per process
 * (feed-pages.ts › MAX_PAGES), so nearly every request of this load runs the page's SQL, as page 1 would
 * without its cache (same query and index, with the cursor's bound).
 */
async function feedCursorPaths(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ at: string; id: string }>(
    `select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, p.id
     from publications p tablesample bernoulli (3) repeatable (21)
     order by md5(p.id::text) limit $1`,
    [FEED_CURSORS],
  );
  return rows.map(
    (row) =>
      `/api/Publication?cursor=${Buffer.from(JSON.stringify(['publications', row.at, row.id])).toString('base64url')}`,
  );
}
