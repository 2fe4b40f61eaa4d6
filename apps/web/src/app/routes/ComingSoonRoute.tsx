import { fr } from '../../shared/text';
import { MessagePage } from '../../shared/ui/MessagePage';

/** Wallet, messages and payment: built by the next issues. */
export default function ComingSoonRoute() {
  return <MessagePage {...fr.comingSoon} />;
}
