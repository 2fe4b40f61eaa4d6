import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { RouteErrorBoundary } from './RouteError';
import { AppRoutes, preloadPage } from './router';
import './global.css';

function mount() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

// index.html's inline splash stays until the first page's code has arrived: mounting earlier would swap
// it for an empty screen while that chunk downloads. A chunk that fails to load shows the error page.
preloadPage(window.location.pathname).then(mount, mount);
