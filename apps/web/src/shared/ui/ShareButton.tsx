import { Share2 } from 'lucide-react';

/** A labelled share button (the share icon, then the label). */
export function ShareButton({
  label,
  size,
  className = 'btn',
  onClick,
}: {
  label: string;
  size: number;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Share2 aria-hidden size={size} />
      {label}
    </button>
  );
}
