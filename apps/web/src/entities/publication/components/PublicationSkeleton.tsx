import './publication-card.css';
import './publication-skeleton.css';

/** A publication card's outline while the feed loads. */
export function PublicationSkeleton() {
  return (
    <div className="pub-card pub-skeleton" aria-hidden data-testid="publication-skeleton">
      <div className="pub-card__header">
        <span className="pub-skeleton__circle" />
        <div className="pub-card__who" style={{ gap: 8 }}>
          <span className="pub-skeleton__line" style={{ width: '45%' }} />
          <span className="pub-skeleton__line" style={{ width: '30%', height: 10 }} />
        </div>
      </div>
      <div className="pub-skeleton__image" />
      <div className="pub-card__body" style={{ gap: 10, paddingTop: 14 }}>
        <span className="pub-skeleton__line" style={{ width: '35%', height: 16 }} />
        <span className="pub-skeleton__line" style={{ width: '90%' }} />
        <span className="pub-skeleton__line" style={{ width: '60%' }} />
      </div>
    </div>
  );
}
