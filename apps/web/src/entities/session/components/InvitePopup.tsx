import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/Logo';
import { Popup } from '../../../shared/ui/Popup';
import { inviteText } from '../text';
import './invite-popup.css';

const t = inviteText;

interface InvitePopupProps {
  open: boolean;
  onClose: () => void;
}

/** Asks a guest to sign up or log in before an action that needs an account (like, follow, order…). */
export function InvitePopup({ open, onClose }: InvitePopupProps) {
  return (
    <Popup open={open} title={t.title} onClose={onClose}>
      <div className="invite">
        <Logo className="invite__logo" size={56} />
        <p className="invite__text">{t.text}</p>
        <div className="invite__actions">
          <Link className="btn btn--primary btn--block" to="/signup">
            <UserPlus aria-hidden size={20} />
            {t.signUp}
          </Link>
          <Link className="btn btn--block" to="/login">
            <LogIn aria-hidden size={20} />
            {t.login}
          </Link>
        </div>
      </div>
    </Popup>
  );
}
