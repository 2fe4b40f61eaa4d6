import { MSG } from '@sugu/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  changeLocale,
  initialLocale,
  LocaleRoot,
  languageReady,
  setTranslationLoader,
} from '../shared/i18n/locale';
import { disableSchemaJit } from '../shared/lib/schema-jit';
import { RegionBoundary } from '../shared/ui/RegionState';
import { Providers } from './providers';
import { AppRoutes, isFirstScreen, preloadPage } from './router';
import './global.css';

disableSchemaJit();
// English arrives only when it is the active language: a French visit never downloads it.
setTranslationLoader('en', { first: () => import('./i18n-en-first'), all: () => import('./i18n-en') });

const reload = () => window.location.reload();

function mount() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task a slow phone cannot interrupt (the splash stays meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            {/* Rebuilt, never remounted, in a language chosen or loaded: what forms hold stays. The
                boundary is the last resort, if the shell itself throws: each page and region has its own. */}
            <LocaleRoot
              render={() => (
                <RegionBoundary message={MSG.genericError} onRetry={reload}>
                  <AppRoutes />
                </RegionBoundary>
              )}
            />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

// index.html's inline splash stays until the first page's code has arrived: mounting earlier would swap
// it for an empty screen while that chunk downloads. A chunk that fails to load shows the error page.
// Another language than French: its catalogue is fetched beside the page's code, before the first render;
// for /accueil only what it reads (isFirstScreen), the rest once the screen is up.
const locale = initialLocale();
const firstScreen = isFirstScreen(window.location.pathname);
Promise.all([
  preloadPage(window.location.pathname),
  locale === 'fr' ? null : changeLocale(locale, false, firstScreen),
])
  .then(mount, mount)
  // The rest of the language; offline, the next page or layer asks for it again.
  .then(() => languageReady().catch(() => {}));
