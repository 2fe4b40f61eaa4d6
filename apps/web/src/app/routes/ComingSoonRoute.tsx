import { Link } from 'react-router';
import { fr } from '../../shared/text';

export default function ComingSoonRoute() {
  return (
    <main className="page page--center">
      <h1>{fr.comingSoon.title}</h1>
      <p className="muted">{fr.comingSoon.text}</p>
      <Link className="btn btn--primary" to="/accueil">
        {fr.comingSoon.back}
      </Link>
    </main>
  );
}
