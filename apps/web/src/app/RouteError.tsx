import { fr } from '../shared/text';

export function RouteError() {
  return (
    <main className="page page--center">
      <h1>{fr.routeError.title}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {fr.routeError.retry}
      </button>
    </main>
  );
}
