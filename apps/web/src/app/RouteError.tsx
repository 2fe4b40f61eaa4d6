import { MSG } from '@sugu/domain';
import { Component, type ReactNode, useEffect } from 'react';
import { dropFirstScreen } from '../shared/lib/first-screen';
import { fr } from '../shared/text';

function RouteError() {
  useEffect(dropFirstScreen, []);
  return (
    <main className="page page--center">
      <h1>{MSG.genericError}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {fr.retry}
      </button>
    </main>
  );
}

/**
 * The last resort: the shell itself (navigation bar, guards) threw. A page's own failures stop at its
 * RegionBoundary (AppShell, app/routes), where the navigation bar stays.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
