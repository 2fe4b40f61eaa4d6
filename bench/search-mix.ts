// The search query mix: what many users type, rather than one keyword replayed (which the API's 5 s cache
// answers without SQL). Keywords come from the generated data (words and whole names of shops and
// products, categories, cities and areas), ranked by how often they occur in what is searched (shop names
// for the shop search, product names for the product search, then the other terms), each followed by the
// forms users also type: without accents, and with one typo (a letter dropped, two swapped, one replaced).
// At least MIN_KEYWORDS distinct keywords each; a load draws them with a Zipf law (rank k with probability
// ∝ 1/k^s) from a seeded generator: the same sequence at every run.
import type pg from 'pg';

/** Zipf exponent of the draw (web search logs: about 1). */
export const ZIPF_S = 1.1;
/** Seed of the keyword variants and of the draw. */
export const MIX_SEED = 21;
/** Fewer distinct keywords than this fails the bench: the mix would be too easy to cache. */
const MIN_KEYWORDS = 10_000;
/** Draws prepared for a load (a connection takes the next one; the sequence starts again after the last). */
const DRAWS = 200_000;
/** Words too common to be typed alone. */
const STOP_WORDS = new Set(['les', 'des', 'pour', 'avec', 'sur', 'aux', 'une', 'the']);
/** Product list sorts a user picks, the default first (most users keep it). */
const SORTS = ['', '', '', '&sort=recent', '&sort=popular', '&sort=price_desc'];

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The same word with one typo of the given kind at a drawn position, or null when too short. */
function typo(word: string, kind: 'drop' | 'swap' | 'replace', random: () => number): string | null {
  const chars = [...word];
  if (chars.length < 4) return null;
  const at = 1 + Math.floor(random() * (chars.length - 2));
  if (kind === 'drop') chars.splice(at, 1);
  else if (kind === 'swap') [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at] ?? ''];
  else chars[at] = LETTERS[Math.floor(random() * LETTERS.length)] ?? 'e';
  const result = chars.join('');
  return result === word ? null : result;
}

/** A typo in one word of a phrase (its longest, the one a thumb most likely misses). */
function phraseTypo(phrase: string, kind: 'drop' | 'swap' | 'replace', random: () => number) {
  const words = phrase.split(' ');
  const longest = words.reduce((best, w, i) => (w.length > (words[best]?.length ?? 0) ? i : best), 0);
  const changed = typo(words[longest] ?? '', kind, random);
  if (!changed) return null;
  words[longest] = changed;
  return words.join(' ');
}

interface DataTerm {
  term: string;
  /** Occurrences in shop names, in product names, in both with categories and places. */
  shops: number;
  products: number;
  all: number;
}

/** The data's terms: words of at least 3 letters, and whole names, with their occurrences. */
async function dataTerms(db: pg.Pool): Promise<DataTerm[]> {
  const { rows } = await db.query<DataTerm>(
    // Places once each: they name 200,000 users, not what is sold.
    `with names as (
       select 's' as source, shop_name as name from shops
       union all select 'p', product_name from products where deleted_at is null
       union all select 'o', category_name from categories
       union all select 'o', place from (select city as place from users where city is not null
                                         union select area from users where area is not null) as places
     ),
     terms as (
       select source, lower(name) as term from names
       union all
       select source, word from names, regexp_split_to_table(lower(name), '[^[:alpha:]]+') as word
       where char_length(word) >= 3
     )
     select term, count(*) filter (where source = 's')::int as shops,
            count(*) filter (where source = 'p')::int as products, count(*)::int as "all"
     from terms group by term order by term`,
  );
  return rows.filter((t) => !STOP_WORDS.has(t.term));
}

export interface KeywordMix {
  /** Distinct keywords of each search, most typed first. */
  keywords: Record<'shops' | 'products', string[]>;
  /** How many terms of the data they come from (the rest: accent-less forms and typos). */
  dataTerms: number;
}

export async function keywordMix(db: pg.Pool): Promise<KeywordMix> {
  const terms = await dataTerms(db);
  const ranked = (kind: 'shops' | 'products') =>
    [...terms].sort((a, b) => b[kind] - a[kind] || b.all - a.all || (a.term < b.term ? -1 : 1));
  return {
    keywords: { shops: variants(ranked('shops')), products: variants(ranked('products')) },
    dataTerms: terms.length,
  };
}

/**
 * The ranked keywords: each data term at its frequency rank, its accent-less form just after it, its typos
 * further down (fewer users make a given typo than type the word).
 */
function variants(terms: DataTerm[]): string[] {
  const random = seededRandom(MIX_SEED);
  const scored: { keyword: string; score: number }[] = [];
  terms.forEach(({ term }, rank) => {
    scored.push({ keyword: term, score: rank });
    const plain = stripAccents(term);
    if (plain !== term) scored.push({ keyword: plain, score: rank * 2 + 1 });
    (['drop', 'swap', 'replace'] as const).forEach((kind, i) => {
      const changed = phraseTypo(random() < 0.5 ? plain : term, kind, random);
      if (changed) scored.push({ keyword: changed, score: rank * 4 + 10 + i });
    });
  });
  scored.sort((a, b) => a.score - b.score);
  const keywords = [...new Set(scored.map((s) => s.keyword))];
  if (keywords.length < MIN_KEYWORDS)
    throw new Error(`Mélange de recherche : ${keywords.length} mots-clés, il en faut ${MIN_KEYWORDS}.`);
  return keywords;
}

/** DRAWS ranks (0-based) drawn with P(k) ∝ 1/(k+1)^ZIPF_S over `n` ranks. */
function zipfDraws(n: number, seed = MIX_SEED): number[] {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** ZIPF_S;
    cumulative[k] = sum;
  }
  const random = seededRandom(seed + 1);
  return Array.from({ length: DRAWS }, () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  });
}

/** The request paths of a mix load, in draw order. */
export function mixPaths(mix: KeywordMix, kind: 'shops' | 'products'): string[] {
  const keywords = mix.keywords[kind];
  return zipfDraws(keywords.length).map((rank, i) => {
    const keyword = encodeURIComponent(keywords[rank] ?? '');
    return kind === 'shops'
      ? `/api/Shop/recherche?keyword=${keyword}`
      : `/api/Product?keyword=${keyword}${SORTS[i % SORTS.length]}`;
  });
}
