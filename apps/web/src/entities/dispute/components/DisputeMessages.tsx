// A dispute's thread in order: who wrote (name, role, time), the text and the photos (each opens full
// size). The first author's messages and the other side's are told apart by their edge colour.
import { type Dispute, formatChatDate } from '@sugu/domain';
import { CheckCircle2 } from 'lucide-react';
import { disputeText as t } from '../text';
import './dispute-messages.css';

export function DisputeMessages({ messages }: { messages: Dispute['messages'] }) {
  const opener = messages[0]?.authorId;
  return (
    <ol className="dispute-thread">
      {messages.map((m) => (
        <li key={m.id} className={m.authorId === opener ? 'dispute-msg' : 'dispute-msg dispute-msg--other'}>
          <div className="dispute-msg__head">
            <strong>{m.authorName}</strong>
            <span className="muted">{`${t.roles[m.authorRole]} · ${formatChatDate(m.createdAt)}`}</span>
          </div>
          <p className="dispute-msg__text">{m.text}</p>
          {m.photos.length > 0 && (
            <ul className="dispute-msg__photos">
              {m.photos.map((p, i) => (
                <li key={p.url}>
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img
                      src={p.url}
                      alt={t.photoAlt(m.authorName, i + 1)}
                      width={88}
                      height={88}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The outcome of a closed dispute in plain French ('Litige clos : …'). */
export function DisputeOutcome({ text }: { text: string }) {
  return (
    <p className="dispute-status dispute-status--closed" data-testid="dispute-outcome">
      <CheckCircle2 aria-hidden size={18} />
      {t.closed(text)}
    </p>
  );
}
