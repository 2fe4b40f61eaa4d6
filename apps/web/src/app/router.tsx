// The route table of both spec documents. Each page is its own chunk: a phone downloads only what it opens.
import type { RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const soon = page(() => import('./routes/ComingSoonRoute'));
// Both addresses show one publication; the route picks the back target from the address.
const publication = page(() => import('./routes/PublicationRoute'));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('./routes/SplashRoute')) },
      { path: '/accueil', lazy: page(() => import('./routes/HomeRoute')) },
      { path: '/boutique', lazy: page(() => import('./routes/CatalogRoute')) },
      { path: '/boutique/publication/:id', lazy: publication },
      { path: '/boutique/:shopId', lazy: page(() => import('./routes/ShopRoute')) },
      { path: '/produit/:id', lazy: page(() => import('./routes/ProductRoute')) },
      { path: '/publication/:id', lazy: publication },
      { path: '/creation/produit', lazy: page(() => import('./routes/CreateProductRoute')) },
      { path: '/creation/publication', lazy: page(() => import('./routes/CreatePublicationRoute')) },
      { path: '/portefeuille', lazy: soon },
      { path: '/messages', lazy: page(() => import('./routes/MessagesRoute')) },
      { path: '/profil', lazy: page(() => import('./routes/ProfileRoute')) },
      { path: '/profil-vendeur', lazy: page(() => import('./routes/SellerProfileRoute')) },
      { path: '/configuration-boutique', lazy: page(() => import('./routes/ShopSetupRoute')) },
      { path: '/login', lazy: page(() => import('./routes/LoginRoute')) },
      { path: '/signup', lazy: page(() => import('./routes/SignUpRoute')) },
      { path: '/oauth-success', lazy: page(() => import('./routes/OAuthSuccessRoute')) },
      { path: '/paiement', lazy: soon },
      { path: '/paiement/success', lazy: soon },
      { path: '/paiement/notif', lazy: soon },
      { path: '/dev/mailbox', lazy: page(() => import('./routes/DevMailboxRoute')) },
      { path: '*', lazy: page(() => import('./routes/NotFoundRoute')) },
    ],
  },
];
