// /profil-vendeur › 'Badge vérifié': the badge's state (none, under review, granted, refused with the operator's
// reason) and the request form (a photo of an identity document, the legal or trading name, an optional RCCM).
import {
  formatDayLabel,
  SHOP_VERIFICATION,
  SHOP_VERIFICATION_MSG,
  ShopVerificationBody,
  type ShopVerificationStatus,
} from '@sugu/domain';
import { BadgeCheck, Clock, IdCard, type LucideIcon, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { firstIssue } from '../../../shared/lib/rule-message';
import { FormError } from '../../../shared/ui/FormError';
import { PhotoPicker } from '../../../shared/ui/PhotoPicker';
import { failureMessage } from '../api/upload';
import { useMyVerification, useRequestVerification } from '../api/verification';
import { sellerText } from '../text';
import './verification.css';

const t = sellerText.verification;

export function VerificationSection({ shopShowsBadge }: { shopShowsBadge: boolean }) {
  const { data, isPending, isError, refetch } = useMyVerification(shopShowsBadge);
  const [asking, setAsking] = useState(false);
  const titleId = useId();

  return (
    <section className="verif-card" aria-labelledby={titleId} data-testid="verification">
      <h2 className="verif-card__title" id={titleId}>
        <BadgeCheck aria-hidden size={20} className="verif-card__badge" />
        {t.title}
      </h2>
      {isPending ? (
        <div className="verif-card__skeleton" aria-hidden />
      ) : isError || !data ? (
        <p className="verif-card__text">
          {t.loadFailed}{' '}
          <button type="button" className="btn btn--ghost verif-card__retry" onClick={() => void refetch()}>
            {t.retry}
          </button>
        </p>
      ) : asking && data.canRequest ? (
        <VerificationForm onCancel={() => setAsking(false)} onSent={() => setAsking(false)} />
      ) : (
        <VerificationState status={data} onAsk={() => setAsking(true)} />
      )}
    </section>
  );
}

/** The badge's state: its icon and title, and what the seller should know about it. */
function StateNote({
  tone,
  Icon,
  title,
  children,
}: {
  tone: 'approved' | 'pending' | 'rejected';
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`verif-state verif-state--${tone}`} role="status">
      <Icon aria-hidden size={22} />
      <div>
        <p className="verif-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

function VerificationState({ status, onAsk }: { status: ShopVerificationStatus; onAsk: () => void }) {
  const { request } = status;
  switch (status.state) {
    case 'Approved':
      return (
        <StateNote tone="approved" Icon={ShieldCheck} title={t.approvedTitle}>
          <p className="verif-card__text">{t.approvedText}</p>
        </StateNote>
      );
    case 'Pending':
      return (
        <StateNote tone="pending" Icon={Clock} title={t.pendingTitle}>
          {request && (
            <p className="verif-card__text">
              {t.pendingText(formatDayLabel(request.createdAt).toLowerCase())}
            </p>
          )}
        </StateNote>
      );
    case 'Rejected':
      return (
        <>
          <StateNote tone="rejected" Icon={ShieldAlert} title={t.rejectedTitle}>
            {request?.reason && (
              <p className="verif-card__text">
                <strong>{t.reason}</strong> {request.reason}
              </p>
            )}
          </StateNote>
          {status.canRequest && (
            <button type="button" className="btn btn--primary verif-card__ask" onClick={onAsk}>
              {t.askAgain}
            </button>
          )}
        </>
      );
    default:
      return (
        <>
          <p className="verif-card__text">{t.intro}</p>
          {status.canRequest && (
            <button type="button" className="btn btn--primary verif-card__ask" onClick={onAsk}>
              {t.ask}
            </button>
          )}
        </>
      );
  }
}

type Field = 'document' | 'legalName' | 'rccm';

function VerificationForm({ onCancel, onSent }: { onCancel: () => void; onSent: () => void }) {
  const send = useRequestVerification();
  const [document, setDocument] = useState<File | null>(null);
  const [legalName, setLegalName] = useState('');
  const [rccm, setRccm] = useState('');
  const [error, setError] = useState<{ field: Field | null; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = (field: Field) => error?.field === field || undefined;
  const described = (field: Field) => (error?.field === field ? errorId : undefined);

  /** A text field of the form; typing in it clears its own error. */
  const textField = (
    field: 'legalName' | 'rccm',
    value: string,
    setValue: (value: string) => void,
    input: { placeholder: string; maxLength: number; autoComplete?: string },
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{t[field]}</label>
      <input
        id={`${id}-${field}`}
        className="input"
        {...input}
        value={value}
        disabled={sending}
        onChange={(e) => {
          setValue(e.target.value);
          if (error?.field === field) setError(null);
        }}
        aria-invalid={invalid(field)}
        aria-describedby={described(field)}
      />
    </div>
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The same rules as the server, with its French messages, before anything leaves the phone.
    const parsed = ShopVerificationBody.safeParse({ legalName, rccm });
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error, t.failed);
      setError({ field: (field as Field | undefined) ?? null, text: message });
      return;
    }
    if (!document) {
      setError({ field: 'document', text: SHOP_VERIFICATION_MSG.documentRequired });
      return;
    }
    const form = new FormData();
    form.append(SHOP_VERIFICATION.documentField, document);
    form.append('legalName', parsed.data.legalName);
    if (parsed.data.rccm) form.append('rccm', parsed.data.rccm);
    setSending(true);
    setError(null);
    try {
      await send(form);
      onSent();
    } catch (failure) {
      setError({ field: null, text: failureMessage(failure, t.failed) });
      setSending(false);
    }
  }

  return (
    <form className="verif-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="field">
        <span className="verif-form__label">{t.document}</span>
        <PhotoPicker
          variant="document"
          file={document}
          onFile={(chosen) => {
            setDocument(chosen);
            if (error?.field === 'document') setError(null);
          }}
          hint={t.documentHint}
          placeholder={<IdCard aria-hidden size={40} />}
          texts={{ preview: t.preview, choose: t.choose, change: t.change }}
          disabled={sending}
          invalid={invalid('document')}
          describedBy={described('document')}
        />
      </div>
      {textField('legalName', legalName, setLegalName, {
        autoComplete: 'organization',
        placeholder: t.legalNamePlaceholder,
        maxLength: SHOP_VERIFICATION.legalNameMax,
      })}
      {textField('rccm', rccm, setRccm, {
        placeholder: t.rccmPlaceholder,
        maxLength: SHOP_VERIFICATION.rccmMax,
      })}
      <p className="verif-form__privacy muted">{t.privacy(SHOP_VERIFICATION.documentRetentionDays)}</p>
      <FormError message={error?.text} id={errorId} />
      <div className="verif-form__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={sending}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}
