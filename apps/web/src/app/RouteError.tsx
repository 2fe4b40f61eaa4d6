import { Component, type ReactNode, useEffect } from 'react';
import { dropFirstScreen } from '../shared/lib/first-screen';
import { fr } from '../shared/text';

function RouteError() {
  useEffect(dropFirstScreen, []);
  return (
    <main className="page page--center">
      <h1>{fr.routeError.title}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {fr.routeError.retry}
      </button>
    </main>
  );
}

/** A page that throws while rendering (or whose chunk failed to load) shows the error page instead. */
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
