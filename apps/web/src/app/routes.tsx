// The route table of both spec documents. Each page is its own chunk: a phone downloads only what it opens.
import type { RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });
const soon = page(() => import('../ui/ComingSoon'));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('../features/splash/SplashPage')) },
      { path: '/accueil', lazy: page(() => import('../features/home/HomePage')) },
      { path: '/boutique', lazy: page(() => import('../features/shop/pages/CatalogPage')) },
      {
        path: '/boutique/publication/:id',
        lazy: page(() => import('../features/shop/pages/ShopPublicationPage')),
      },
      { path: '/boutique/:shopId', lazy: page(() => import('../features/shop/pages/ShopProfilePage')) },
      { path: '/produit/:id', lazy: page(() => import('../features/shop/pages/ProductPage')) },
      { path: '/publication/:id', lazy: page(() => import('../features/feed/pages/PublicationPage')) },
      { path: '/creation/produit', lazy: page(() => import('../features/seller/pages/CreateProductPage')) },
      {
        path: '/creation/publication',
        lazy: page(() => import('../features/seller/pages/CreatePublicationPage')),
      },
      { path: '/portefeuille', lazy: soon },
      { path: '/messages', lazy: soon },
      { path: '/profil', lazy: page(() => import('../features/profile/ProfilePage')) },
      { path: '/profil-vendeur', lazy: page(() => import('../features/seller/pages/SellerProfilePage')) },
      { path: '/configuration-boutique', lazy: page(() => import('../features/seller/pages/ShopSetupPage')) },
      { path: '/login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: '/signup', lazy: page(() => import('../features/auth/pages/SignUpPage')) },
      { path: '/oauth-success', lazy: page(() => import('../features/auth/pages/OAuthSuccessPage')) },
      { path: '/paiement', lazy: soon },
      { path: '/paiement/success', lazy: soon },
      { path: '/paiement/notif', lazy: soon },
      { path: '/dev/mailbox', lazy: page(() => import('../features/auth/pages/DevMailboxPage')) },
      { path: '*', lazy: page(() => import('../ui/NotFoundPage')) },
    ],
  },
];

/** Pages shown without the bottom navigation bar. */
export const FULL_SCREEN_PATHS = [
  '/',
  '/login',
  '/signup',
  '/oauth-success',
  '/configuration-boutique',
  '/creation/publication',
];
