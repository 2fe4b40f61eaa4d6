import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { inviteText as t } from '../text';

interface AccountLinksProps {
  /** Full-width buttons (in a column). */
  block?: boolean;
  iconSize: number;
}

/** A guest's two ways in: 'S'inscrire' (the primary button) and 'Se connecter'. */
export function AccountLinks({ block = false, iconSize }: AccountLinksProps) {
  const width = block ? ' btn--block' : '';
  return (
    <>
      <Link className={`btn btn--primary${width}`} to="/signup">
        <UserPlus aria-hidden size={iconSize} />
        {t.signUp}
      </Link>
      <Link className={`btn${width}`} to="/login">
        <LogIn aria-hidden size={iconSize} />
        {t.login}
      </Link>
    </>
  );
}
