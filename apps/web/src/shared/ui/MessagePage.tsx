import { Link } from 'react-router';

/** A whole page that only says something (not found, coming soon) and leads back home. */
export function MessagePage({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <main className="page page--center">
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <Link className="btn btn--primary" to="/accueil">
        {back}
      </Link>
    </main>
  );
}
