import { formatChatDate, formatOrderAmount, type Order } from '@sugu/domain';
import { ArrowLeft, Check, type LucideIcon, PackageCheck, Phone, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RatingPopup } from '../../../entities/shop/components/RatingPopup';
import { ApiError } from '../../../shared/lib/api';
import { Avatar } from '../../../shared/ui/Avatar';
import { FormError } from '../../../shared/ui/FormError';
import { useOrderAction } from '../api/orders';
import { orderText } from '../text';
import { counterpart } from './counterpart';
import { DisputeSection } from './DisputeSection';
import { OrderStateDot } from './OrderStateDot';
import '../../../shared/ui/icon-button.css';

const t = orderText.panel;

/** A move of the order (accept, refuse, received): its icon and word, greyed while one is under way. */
function ActionButton(props: {
  primary?: boolean;
  icon: LucideIcon;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.primary ? 'btn btn--primary' : 'btn'}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <props.icon aria-hidden size={20} />
      {props.label}
    </button>
  );
}

/** The order screen: identity, summary, and the actions of the viewer's side. */
export function OrderPanel({ order, onBack }: { order: Order; onBack: () => void }) {
  const accept = useOrderAction('accept');
  const refuse = useOrderAction('refuse');
  const finish = useOrderAction('finish');
  const [rateOpen, setRateOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The seller's gate (docs/RULES.md, Téléphone et SMS): their phone must be verified before the first order is accepted. */
  const [needsPhone, setNeedsPhone] = useState(false);
  const who = counterpart(order);
  const seller = order.viewerRole === 'seller';
  const busy = accept.isPending || refuse.isPending || finish.isPending;
  // The other party's phone, once the order is accepted (the server sends it only then).
  // With the other party's own dial code (+233 for a Ghanaian), not always Mali's.
  const { phone, dialCode } = seller ? order.orderUser : order.orderShop.owner;
  const showPhone = phone && order.orderState !== 'Pending' && order.orderState !== 'Refused';

  const run = (action: typeof accept, failed: string) => {
    setError(null);
    setNeedsPhone(false);
    action.mutate(order.id, {
      onError: (err) => {
        const gate = err instanceof ApiError && err.code === 'phone_verification_required';
        setNeedsPhone(gate);
        setError(gate ? err.message : failed);
      },
    });
  };

  return (
    <section className="order-panel" data-testid="order-panel" aria-label={t.title}>
      <header className="order-panel__bar">
        <button type="button" className="icon-button" aria-label={t.back} onClick={onBack}>
          <ArrowLeft aria-hidden size={22} />
        </button>
        <Avatar name={who.name} url={who.image} size={40} />
        <div className="order-panel__who">
          <strong>{who.name}</strong>
          <span className="muted">{seller ? t.buyer : t.shop}</span>
        </div>
      </header>
      <dl className="order-panel__summary">
        <div>
          <dt>{t.id}</dt>
          <dd className="order-panel__id" data-testid="order-reference">
            {order.reference}
          </dd>
        </div>
        <div>
          <dt>{t.product}</dt>
          <dd>{order.orderProduct.productName}</dd>
        </div>
        <div>
          <dt>{t.quantity}</dt>
          <dd>{order.productNumber}</dd>
        </div>
        <div>
          <dt>{t.amount}</dt>
          <dd data-testid="order-amount">{formatOrderAmount(order.totalPrice, order.currency)}</dd>
        </div>
        <div>
          <dt>{t.delivery}</dt>
          <dd>{orderText.form.deliveries[order.deliveryMethod]}</dd>
        </div>
        <div>
          <dt>{t.payment}</dt>
          <dd>{t.payments[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt>{t.state}</dt>
          <dd className="order-panel__state" data-testid="order-state">
            <OrderStateDot state={order.orderState} />
            {orderText.states[order.orderState]}
          </dd>
        </div>
        <div>
          <dt>{t.created}</dt>
          <dd>{formatChatDate(order.createAt)}</dd>
        </div>
        {showPhone && (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a className="order-panel__phone" href={`tel:${dialCode}${phone}`} data-testid="order-phone">
                <Phone aria-hidden size={16} />
                {`${dialCode} ${phone}`}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {order.autoTransitionAt && (
        <p className="muted order-panel__hint">
          {(order.orderState === 'Pending' ? t.autoRefuse : t.autoFinish)(
            formatChatDate(order.autoTransitionAt),
          )}
        </p>
      )}
      <FormError message={error} className="order-form__error" />
      {needsPhone && (
        <Link className="btn btn--primary btn--block order-panel__verify" to="/profil/telephone">
          <Phone aria-hidden size={20} />
          {t.verifyPhone}
        </Link>
      )}
      <DisputeSection order={order} />
      <footer className="order-panel__actions">
        {seller && order.orderState === 'Pending' && (
          <>
            <ActionButton
              primary
              icon={Check}
              label={t.accept}
              disabled={busy}
              onClick={() => run(accept, t.acceptFailed)}
            />
            <ActionButton
              icon={X}
              label={t.refuse}
              disabled={busy}
              onClick={() => run(refuse, t.refuseFailed)}
            />
          </>
        )}
        {!seller && order.orderState === 'Accepted' && (
          <ActionButton
            primary
            icon={PackageCheck}
            label={t.received}
            disabled={busy}
            onClick={() => run(finish, t.finishFailed)}
          />
        )}
        {/* The buyer's 'Évaluer' opens the rating popup (the server says who may rate); the
            owner's does nothing. */}
        {seller ? (
          <button type="button" className="btn" disabled aria-describedby={`${order.id}-rate-hint`}>
            <Star aria-hidden size={20} />
            {t.rate}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => setRateOpen(true)}>
            <Star aria-hidden size={20} />
            {t.rate}
          </button>
        )}
      </footer>
      {seller && (
        <p className="muted order-panel__hint" id={`${order.id}-rate-hint`}>
          {t.sellerCannotRate}
        </p>
      )}
      {!seller && (
        <RatingPopup shopId={order.orderShop.id} open={rateOpen} onClose={() => setRateOpen(false)} />
      )}
    </section>
  );
}
