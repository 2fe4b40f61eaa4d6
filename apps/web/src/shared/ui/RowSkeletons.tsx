import './row-skeletons.css';

interface RowSkeletonsProps {
  /** How many rows stand in for the list. */
  count: number;
  /** The round picture's size in CSS pixels. */
  avatar: number;
  /** Read out while the list loads. */
  label: string;
  /** The list's own class (its spacing). */
  className: string;
}

/** A list while its first page loads: rows of a round picture and two lines, pulsing. */
export function RowSkeletons({ count, avatar, label, className }: RowSkeletonsProps) {
  return (
    <ul className={className} aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
        <li key={i} className="row-skeleton" aria-hidden>
          <span className="row-skeleton__avatar" style={{ width: avatar, height: avatar }} />
          <span className="row-skeleton__lines">
            <span />
            <span />
          </span>
        </li>
      ))}
    </ul>
  );
}
