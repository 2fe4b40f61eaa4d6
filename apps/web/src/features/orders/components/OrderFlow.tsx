import { TIMINGS } from '@sugu/domain';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderFlowProps } from '../../../entities/product/components/order-slot';
import { useMe } from '../../../entities/session/api/me';
import { PinPopup } from '../../../entities/session/components/PinPopup';
import { ApiError } from '../../../shared/lib/api';
import { Popup } from '../../../shared/ui/Popup';
import { useCreateOrder } from '../api/orders';
import { orderText } from '../text';
import { type OrderChoices, OrderForm } from './OrderForm';
import { PushOffer } from './PushOffer';
import './orders.css';

const t = orderText.success;

/** One key per order attempt: every retry of it is answered with the same order, never a second one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

type Step = 'form' | 'pin' | 'sending' | 'success';

/**
 * Purchase flow: 'Finaliser la commande' → 'Confirmation PIN' → 'Paiement réussi' → /messages.
 * An order nothing paid (pay on delivery, or as agreed) ends on 'Commande envoyée' instead.
 */
export function OrderFlow({ product, origin, onClose }: OrderFlowProps) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateOrder();
  const [step, setStep] = useState<Step>('form');
  const [choices, setChoices] = useState<OrderChoices>({
    quantity: 1,
    delivery: 'home',
    payment: 'agreement',
  });
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const later = (run: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, TIMINGS.popupCloseDelayMs);
  };

  const send = () => {
    setStep('sending');
    const order = {
      productId: product.id,
      productNumber: choices.quantity,
      deliveryMethod: choices.delivery,
      paymentMethod: choices.payment,
    };
    create.mutate(
      { order, key: key.current },
      {
        onSuccess: () => later(() => setStep('success')),
        onError: (e) => {
          // The PIN grant expired meanwhile: ask for it again, then retry with the same key.
          if (e instanceof ApiError && e.code === 'pin_required') return setStep('pin');
          setError(e instanceof ApiError ? e.message : orderText.form.failed);
          setStep('form');
        },
      },
    );
  };

  const onChange = (next: OrderChoices) => {
    setChoices(next);
    // A refused attempt created nothing: new choices are a new attempt. After a network failure the order
    // may exist, so the key is kept until the server has answered.
    if (error && !(create.error instanceof ApiError && create.error.status === 0)) {
      key.current = newIdempotencyKey();
      setError(null);
    }
  };

  // The server's word on what was paid, not the form's choice.
  const notice = create.data?.order.paymentMethod === 'wallet' ? t : orderText.sent;

  const goToMessages = () => {
    onClose();
    navigate('/messages', { state: { tab: origin === 'shop' ? 'orders' : 'discussions' } });
  };

  return (
    <>
      {step === 'form' && (
        <OrderForm
          product={product}
          choices={choices}
          onChange={onChange}
          wallet={me ? { balance: me.walletBudget, devise: me.devise } : null}
          error={error}
          sending={create.isPending}
          // A first attempt asks for the PIN; a retry reuses the grant (a refusal did not spend it).
          onConfirm={() => (error ? send() : setStep('pin'))}
          onClose={onClose}
        />
      )}
      {step === 'pin' && (
        <PinPopup
          variant="order"
          onConfirmed={() => {
            setStep('sending');
            later(send);
          }}
          onClose={onClose}
        />
      )}
      <Popup open={step === 'success'} title={notice.title} onClose={onClose}>
        <div className="order-success" data-testid="order-success">
          <span className="order-success__icon">
            {notice === t ? <CheckCircle2 aria-hidden size={28} /> : <Send aria-hidden size={26} />}
          </span>
          <p className="order-success__text">{notice.text}</p>
          {step === 'success' && <PushOffer />}
          <button type="button" className="btn btn--primary btn--block" onClick={goToMessages}>
            {origin === 'shop' ? t.seeState : t.chat}
          </button>
        </div>
      </Popup>
    </>
  );
}
