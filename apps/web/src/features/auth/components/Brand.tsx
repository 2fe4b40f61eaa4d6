import { fr } from '../../../shared/text';
import { Logo } from '../../../shared/ui/Logo';

/** Logo and brand name on top of the account screens. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'brand brand--compact' : 'brand'}>
      <Logo className="brand__logo" size={compact ? 40 : 64} />
      <div>
        <p className="brand__title">{fr.brand.title}</p>
        {!compact && <p className="brand__subtitle">{fr.brand.subtitle}</p>}
      </div>
    </div>
  );
}
