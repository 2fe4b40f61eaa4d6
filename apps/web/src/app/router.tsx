// The route table of both spec documents. Each page is its own chunk: a phone downloads only what it opens.
// Declarative routing (useRoutes): the data router's loaders and actions are not used, and its code (about
// 15 KB brotli) would sit on every page's critical path.
import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { feedQueryOptions } from '../entities/publication/api/publications';
import { meQueryOptions } from '../entities/session/api/me';
import { languageReady } from '../shared/i18n/locale';
import { nextTask } from '../shared/lib/next-task';
import { queryClient } from '../shared/lib/query-client';
import { AppShell } from './AppShell';

type PageModule = { default: ComponentType };

interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's chunk; once it has arrived the page renders without suspending. */
  preload: () => Promise<unknown>;
  /** Starts the page's first API calls with its chunk, not after its first render. */
  prefetch?: () => void;
  /** Renders with the first part of a language (app/i18n-en-first.ts). */
  firstScreen: boolean;
}

/**
 * A page whose code is fetched on demand. It renders once the active language is whole (languageReady), except
 * the first screen (`firstScreen`: /accueil), whose texts arrive before it (app/i18n-en-first.ts).
 */
function page(load: () => Promise<PageModule>, prefetch?: () => void, firstScreen = false): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    Promise.all([load(), firstScreen ? null : languageReady()]).then(([module]) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload, prefetch, firstScreen };
}

// Both addresses show one publication; the route picks the back target from the address.
const publication = page(() => import('./routes/PublicationRoute'));

const PAGES: [path: string, page: LazyPage][] = [
  ['/', page(() => import('./routes/SplashRoute'))],
  [
    '/accueil',
    page(
      () => import('./routes/HomeRoute'),
      () => void queryClient.prefetchInfiniteQuery(feedQueryOptions),
      true,
    ),
  ],
  ['/boutique', page(() => import('./routes/CatalogRoute'))],
  ['/boutique/publication/:id', publication],
  ['/boutique/:shopId', page(() => import('./routes/ShopRoute'))],
  ['/produit/:id', page(() => import('./routes/ProductRoute'))],
  ['/publication/:id', publication],
  ['/creation/produit', page(() => import('./routes/CreateProductRoute'))],
  ['/creation/publication', page(() => import('./routes/CreatePublicationRoute'))],
  ['/portefeuille', page(() => import('./routes/WalletRoute'))],
  ['/messages', page(() => import('./routes/MessagesRoute'))],
  ['/profil', page(() => import('./routes/ProfileRoute'))],
  ['/profil/telephone', page(() => import('./routes/PhoneVerificationRoute'))],
  ['/profil-vendeur', page(() => import('./routes/SellerProfileRoute'))],
  ['/configuration-boutique', page(() => import('./routes/ShopSetupRoute'))],
  ['/login', page(() => import('./routes/LoginRoute'))],
  ['/signup', page(() => import('./routes/SignUpRoute'))],
  ['/oauth-success', page(() => import('./routes/OAuthSuccessRoute'))],
  ['/paiement', page(() => import('./routes/PaymentRoute'))],
  ['/paiement/success', page(() => import('./routes/PaymentSuccessRoute'))],
  ['/paiement/notif', page(() => import('./routes/PaymentNotifRoute'))],
  ['/dev/mailbox', page(() => import('./routes/DevMailboxRoute'))],
  // The operators' console: its sections are in the address (/admin/journal…).
  ['/admin/*', page(() => import('./routes/AdminRoute'))],
  ['*', page(() => import('./routes/NotFoundRoute'))],
];

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: PAGES.map(([path, { Page }]) => ({ path, element: <Page /> })),
  },
];

const pagesByPath = new Map(PAGES);

/**
 * Fetches the chunk of the page at `pathname` (the app mounts once it is there: no spinner flash), and
 * meanwhile asks the API what the page shows first: the session every page waits for, and its own data.
 * Each step is its own task: run right after the app's modules are evaluated, together they made one task
 * too long for a slow phone (first use of the query cache and of the route matcher compiles their code).
 */
export async function preloadPage(pathname: string): Promise<unknown> {
  await nextTask();
  void queryClient.prefetchQuery(meQueryOptions);
  await nextTask();
  const landing = pageAt(pathname);
  const chunk = landing?.preload();
  await nextTask();
  landing?.prefetch?.();
  return chunk;
}

const pageAt = (pathname: string) =>
  pagesByPath.get(matchRoutes(routes, pathname)?.at(-1)?.route.path ?? '*');

/** Whether the page at `pathname` renders with the first part of a language (main.tsx). */
export const isFirstScreen = (pathname: string): boolean => pageAt(pathname)?.firstScreen ?? false;

export function AppRoutes() {
  return useRoutes(routes);
}
