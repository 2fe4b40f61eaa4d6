import { fr } from '../text';
import './counter.css';

/** "n/max" under a field; turns to the warning colour near the limit. */
export function Counter({ id, value, max }: { id?: string; value: number; max: number }) {
  return (
    <span id={id} className={value >= max ? 'counter counter--full' : 'counter'}>
      {fr.counter(value, max)}
    </span>
  );
}
