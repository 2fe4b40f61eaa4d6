import { fr } from '../../shared/text';
import { MessagePage } from '../../shared/ui/MessagePage';

/** Any address the app does not know. */
export default function NotFoundRoute() {
  return <MessagePage {...fr.notFound} />;
}
