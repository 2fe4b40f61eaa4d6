import { Link } from 'react-router';
import { fr } from '../../shared/text';

export default function NotFoundRoute() {
  return (
    <main className="page page--center">
      <h1>{fr.notFound.title}</h1>
      <p className="muted">{fr.notFound.text}</p>
      <Link className="btn btn--primary" to="/accueil">
        {fr.notFound.back}
      </Link>
    </main>
  );
}
