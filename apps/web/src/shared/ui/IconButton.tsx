import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> & {
  /** The button's name for screen readers (it shows no text). */
  label: string;
  icon: LucideIcon;
  size: number;
};

/** A button that shows only an icon; the shared `.icon-button` look unless `className` says otherwise. */
export function IconButton({ label, icon: Icon, size, className = 'icon-button', ...rest }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} className={className} {...rest}>
      <Icon aria-hidden size={size} />
    </button>
  );
}
