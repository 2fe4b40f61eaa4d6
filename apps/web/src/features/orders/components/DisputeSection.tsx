// The dispute part of the order screen: the buyer's 'Signaler un problème' while the order is Accepted,
// the thread both parties write in while it is open, the buyer's 'Le problème est réglé', and the
// outcome in plain French once it is closed.
import { DISPUTE, DISPUTE_REASONS, type Dispute, type DisputeReason, type Order } from '@sugu/domain';
import { AlertTriangle, CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DisputeMessages, DisputeOutcome } from '../../../entities/dispute/components/DisputeMessages';
import { failureMessage } from '../../../shared/lib/api';
import { Counter } from '../../../shared/ui/Counter';
import { FormError } from '../../../shared/ui/FormError';
import { useCloseDispute, useOpenDispute, useOrderDispute, useReplyDispute } from '../api/disputes';
import { orderText } from '../text';
import { DisputePhotos } from './DisputePhotos';
import './dispute.css';

const t = orderText.dispute;

/** States in which an order may have (had) a dispute worth reading. */
const MAY_HAVE_DISPUTE: ReadonlySet<Order['orderState']> = new Set([
  'Accepted',
  'Disputed',
  'Refunded',
  'Finished',
]);

export function DisputeSection({ order }: { order: Order }) {
  const { data: dispute, error } = useOrderDispute(order.id, MAY_HAVE_DISPUTE.has(order.orderState));
  const [reporting, setReporting] = useState(false);
  const buyer = order.viewerRole === 'buyer';
  const canReport = buyer && order.orderState === 'Accepted' && dispute?.state !== 'Open';

  if (error) return <p className="order-form__error dispute-box">{failureMessage(error)}</p>;
  return (
    <>
      {dispute && <DisputeThread dispute={dispute} orderId={order.id} buyer={buyer} />}
      {canReport &&
        (reporting ? (
          <ReportForm orderId={order.id} onDone={() => setReporting(false)} />
        ) : (
          <div className="dispute-box dispute-box--plain">
            <button type="button" className="btn dispute-report" onClick={() => setReporting(true)}>
              <AlertTriangle aria-hidden size={20} />
              {t.report}
            </button>
          </div>
        ))}
    </>
  );
}

function ReportForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const open = useOpenDispute(orderId);
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const ids = { description: useId(), counter: useId() };
  const ready = reason !== null && description.trim().length >= DISPUTE.descriptionMin;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason || !ready) return;
    open.mutate({ reason, description: description.trim(), photos }, { onSuccess: onDone });
  };

  return (
    <form className="dispute-box" onSubmit={submit} aria-label={t.report} data-testid="dispute-form">
      <h3 className="dispute-box__title">
        <AlertTriangle aria-hidden size={18} />
        {t.report}
      </h3>
      <p className="muted">{t.reportHint}</p>
      <fieldset className="dispute-reasons">
        <legend>{t.reason}</legend>
        {DISPUTE_REASONS.map((r) => (
          <label key={r} className="dispute-reasons__option">
            <input
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {t.reasons[r]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.description}>{t.description}</label>
      <textarea
        id={ids.description}
        className="dispute-text"
        rows={4}
        maxLength={DISPUTE.descriptionMax}
        placeholder={t.descriptionPlaceholder}
        aria-describedby={ids.counter}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Counter id={ids.counter} value={description.length} max={DISPUTE.descriptionMax} />
      <DisputePhotos photos={photos} onChange={setPhotos} disabled={open.isPending} />
      <FormError message={failure(open.error)} className="order-form__error" />
      <div className="dispute-box__actions">
        <button type="button" className="btn" onClick={onDone} disabled={open.isPending}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={!ready || open.isPending}>
          {t.send}
        </button>
      </div>
    </form>
  );
}

function DisputeThread({ dispute, orderId, buyer }: { dispute: Dispute; orderId: string; buyer: boolean }) {
  const open = dispute.state === 'Open';
  return (
    <section className="dispute-box" aria-label={t.title} data-testid="dispute-thread">
      <h3 className="dispute-box__title">
        <AlertTriangle aria-hidden size={18} />
        {`${t.title} · ${t.reasons[dispute.reason]}`}
      </h3>
      {open ? (
        <p className="dispute-status">{t.open}</p>
      ) : (
        dispute.outcomeText && <DisputeOutcome text={dispute.outcomeText} />
      )}
      <DisputeMessages messages={dispute.messages} />
      {open && <ReplyForm orderId={orderId} />}
      {open && buyer && <CloseButton orderId={orderId} />}
    </section>
  );
}

function ReplyForm({ orderId }: { orderId: string }) {
  const reply = useReplyDispute(orderId);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { text: text.trim(), photos },
      {
        onSuccess: () => {
          setText('');
          setPhotos([]);
        },
      },
    );
  };
  return (
    <form className="dispute-reply" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.reply}
      </label>
      <textarea
        id={id}
        className="dispute-text"
        rows={2}
        maxLength={DISPUTE.replyMax}
        placeholder={t.replyPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <DisputePhotos photos={photos} onChange={setPhotos} disabled={reply.isPending} />
      <FormError message={failure(reply.error)} className="order-form__error" />
      <button type="submit" className="btn btn--primary" disabled={!text.trim() || reply.isPending}>
        <Send aria-hidden size={18} />
        {t.sendReply}
      </button>
    </form>
  );
}

function CloseButton({ orderId }: { orderId: string }) {
  const close = useCloseDispute(orderId);
  return (
    <div className="dispute-close">
      <p className="muted">{t.closeHint}</p>
      <FormError message={failure(close.error)} className="order-form__error" />
      <button type="button" className="btn" disabled={close.isPending} onClick={() => close.mutate()}>
        <CheckCircle2 aria-hidden size={20} />
        {t.close}
      </button>
    </div>
  );
}

/** The server's French refusal of the last attempt, if any. */
const failure = (error: unknown) => (error ? failureMessage(error) : null);
