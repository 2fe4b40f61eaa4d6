import { Newspaper, PackageOpen, PenSquare, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { sellerText } from '../text';

/** A seller list or choice that failed to load: the message and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return <ErrorNotice message={sellerText.loadFailed} onRetry={onRetry} />;
}

const t = sellerText.profile;

/** The pages where a seller adds to their shop, as the buttons that lead there. */
const CREATE = {
  product: { to: '/creation/produit', icon: Plus, label: 'addProduct' },
  publication: { to: '/creation/publication', icon: PenSquare, label: 'createPublication' },
} as const;

/** The button to the page that adds a product, or a publication, to the seller's shop. */
export function CreateLink({ what }: { what: keyof typeof CREATE }) {
  const { to, icon: Icon, label } = CREATE[what];
  return (
    <Link className="btn btn--primary" to={to}>
      <Icon aria-hidden size={18} />
      {t[label]}
    </Link>
  );
}

/** What each seller list says while it is empty, and which button adds its first item. */
const EMPTY = {
  // Keys of sellerText.profile, read while rendering (the active language's).
  products: { icon: PackageOpen, title: 'noProducts', text: 'noProductsText', create: 'product' },
  publications: {
    icon: Newspaper,
    title: 'noPublications',
    text: 'noPublicationsText',
    create: 'publication',
  },
} as const;

/** An empty seller list: what is missing and the button to add the first one. */
export function EmptyList({ list }: { list: keyof typeof EMPTY }) {
  const { icon: Icon, title, text, create } = EMPTY[list];
  return (
    <EmptyState icon={<Icon aria-hidden size={36} />} title={t[title]} text={t[text]}>
      <CreateLink what={create} />
    </EmptyState>
  );
}

interface PagedListProps<T> {
  /** A keyset-paged list of the seller's (useInfiniteQuery). */
  query: {
    data: { pages: { items: T[] }[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    fetchNextPage: () => unknown;
    isFetchingNextPage: boolean;
  };
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The states every seller list goes through (loading, failed, empty, filled) and its 'Voir plus' button. */
export function PagedList<T>({ query, skeleton, empty, children }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {query.isPending && skeleton}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data && items.length === 0 && empty}
      {items.length > 0 && children(items)}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--block seller-more"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t.more}
        </button>
      )}
    </>
  );
}
