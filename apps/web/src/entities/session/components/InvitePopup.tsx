import { Logo } from '../../../shared/ui/Logo';
import { Popup } from '../../../shared/ui/Popup';
import { inviteText } from '../text';
import { AccountLinks } from './AccountLinks';
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
          <AccountLinks block iconSize={20} />
        </div>
      </div>
    </Popup>
  );
}
