// /dev/mailbox: the mail a server without SMTP_URL keeps instead of sending, and the SMS of the dev outbox
// (SMS_PROVIDER=outbox), codes highlighted.
import { type DevMailMessage, type DevSmsMessage, formatChatDate } from '@sugu/domain';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { useDevMailbox, useDevSms } from '../api/verification';
import { verificationText } from '../text';
import './verification.css';
import { Field } from '../../../shared/ui/Field';

const t = verificationText.mailbox;

export function DevMailboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [filter, setFilter] = useState(to);
  const mailbox = useDevMailbox(to);

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    const value = filter.trim();
    setParams(value ? { to: value } : {});
    if (value === to) void mailbox.refetch();
  }

  return (
    <main className="page mailbox">
      <h1>{t.title}</h1>
      <p className="muted mailbox__intro">{t.intro}</p>

      <form className="mailbox__filter" onSubmit={applyFilter}>
        <Field id="mailbox-to" label={t.filterLabel}>
          <input
            id="mailbox-to"
            className="input"
            type="search"
            inputMode="email"
            placeholder={t.filterPlaceholder}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn" disabled={mailbox.isFetching}>
          <RefreshCw aria-hidden size={18} />
          {t.refresh}
        </button>
      </form>

      {mailbox.isPending ? (
        <PageSpinner />
      ) : mailbox.isError ? (
        <p className="mailbox__notice" role="alert">
          {mailbox.error instanceof ApiError && mailbox.error.status === 404 ? t.disabled : t.loadError}
        </p>
      ) : mailbox.data.messages.length === 0 ? (
        <div className="mailbox__notice">
          <p className="mailbox__empty">{t.empty}</p>
          <p className="muted">{t.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className="muted mailbox__count">{t.count(mailbox.data.messages.length)}</p>
          <ul className="mailbox__list">
            {mailbox.data.messages.map((m) => (
              <MailItem key={m.id} message={m} />
            ))}
          </ul>
        </>
      )}
      <DevSmsSection />
    </main>
  );
}

/** The SMS outbox beside the mail: hidden when SMS go to a real provider (404). */
function DevSmsSection() {
  const outbox = useDevSms();
  if (outbox.isPending || outbox.isError) return null;
  return (
    <section className="mailbox__sms" aria-labelledby="dev-sms-title">
      <h2 id="dev-sms-title">{t.smsTitle}</h2>
      {outbox.data.messages.length === 0 ? (
        <p className="muted">{t.smsEmpty}</p>
      ) : (
        <ul className="mailbox__list">
          {outbox.data.messages.map((m) => (
            <MailItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A mail, or an SMS (no subject). */
function MailItem({ message }: { message: DevMailMessage | DevSmsMessage }) {
  return (
    <li className="mail">
      <div className="mail__meta">
        <span className="mail__to">
          {t.to} : {message.to}
        </span>
        <time dateTime={message.createdAt}>{formatChatDate(message.createdAt)}</time>
      </div>
      {'subject' in message && <h2 className="mail__subject">{message.subject}</h2>}
      <p className="mail__text">{highlightCodes(message.text)}</p>
    </li>
  );
}

/** Five-digit runs (verification codes) in a <mark>; a split with a capture group alternates text and codes. */
function highlightCodes(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  let isCode = false;
  for (const part of text.split(/(\b\d{5}\b)/)) {
    nodes.push(isCode ? <mark key={offset}>{part}</mark> : part);
    offset += part.length;
    isCode = !isCode;
  }
  return nodes;
}
