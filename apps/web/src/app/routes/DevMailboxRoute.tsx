import { DevMailboxPage } from '../../features/verification/components/DevMailboxPage';

/** /dev/mailbox: the development mailbox (emails the server would have sent). */
export default function DevMailboxRoute() {
  return <DevMailboxPage />;
}
