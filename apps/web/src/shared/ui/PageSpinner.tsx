import { fr } from '../text';

export function PageSpinner() {
  return (
    <div className="page page--center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="visually-hidden">{fr.loading}</span>
    </div>
  );
}
