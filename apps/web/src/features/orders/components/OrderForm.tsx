import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  formatPrice,
  moneyMessages,
  orderTotal,
  type PaymentMethod,
} from '@sugu/domain';
import { Minus, Plus } from 'lucide-react';
import type { OrderableProduct } from '../../../entities/product/components/order-slot';
import { DESKTOP_LAYOUT, useMediaQuery } from '../../../shared/hooks/use-media-query';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import { orderText } from '../text';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = orderText.form;

export interface OrderChoices {
  quantity: number;
  delivery: DeliveryMethod;
  payment: PaymentMethod;
}

interface OrderFormProps {
  product: OrderableProduct;
  choices: OrderChoices;
  onChange: (choices: OrderChoices) => void;
  /** The buyer's wallet balance in their devise (null: unknown, the wallet choice is hidden). */
  wallet: { balance: number; devise: string } | null;
  /** The server's refusal of the last attempt ('Stock insuffisant'…), shown above the button. */
  error: string | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A way to pay: a radio with its title and what it means for the money. */
function PaymentOption(props: {
  method: PaymentMethod;
  title: string;
  hint: string;
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}) {
  return (
    <label className="order-form__option">
      <input
        type="radio"
        name="payment"
        checked={props.chosen === props.method}
        onChange={() => props.onChoose(props.method)}
      />
      <span>
        {props.title}
        <small className="muted">{props.hint}</small>
      </span>
    </label>
  );
}

/** 'Finaliser la commande': quantity 1..stock, delivery, payment, total. */
export function OrderForm({
  product,
  choices,
  onChange,
  wallet,
  error,
  sending,
  onConfirm,
  onClose,
}: OrderFormProps) {
  const { quantity } = choices;
  // Typed quantities beyond the stock are ignored and '+' stops at it: only a stock under 1 (the quantity
  // starts at 1) shows 'Stock insuffisant'. The emptied field (0) is out of range without it.
  const stockShort = quantity > product.productStock;
  const outOfRange = quantity < 1 || stockShort;
  const total = product.productPrice * quantity;
  // The bound of the order's currency (the product's), as the server holds it.
  const totalTooHigh = orderTotal(product.productPrice, quantity, product.currency) === null;
  // One currency per order, no conversion: a wallet in another currency cannot pay (the server refuses too).
  const walletHolds = wallet !== null && wallet.devise === product.currency;
  const walletShort = choices.payment === 'wallet' && walletHolds && wallet.balance < total;
  const set = (patch: Partial<OrderChoices>) => onChange({ ...choices, ...patch });
  const payment = { chosen: choices.payment, onChoose: (method: PaymentMethod) => set({ payment: method }) };
  // A sheet from the bottom on phones; on a desktop a card in the middle, clear of the window's edges.
  const desktop = useMediaQuery(DESKTOP_LAYOUT);

  const onType = (raw: string) => {
    // A value out of 1..productStock (or not a number) is ignored; the field may be emptied to
    // type another one (the button stays disabled meanwhile).
    if (raw === '') return set({ quantity: 0 });
    const typed = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    if (typed >= 1 && typed <= product.productStock) set({ quantity: typed });
  };

  return (
    <Popup
      open
      title={t.title}
      onClose={sending ? undefined : onClose}
      variant={desktop ? 'dialog' : 'sheet'}
    >
      <form
        className="order-form"
        data-testid="order-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!outOfRange && !totalTooHigh && !walletShort && !sending) onConfirm();
        }}
      >
        <p className="order-form__product">
          <strong>{product.productName}</strong>
          <span className="muted">{formatPrice(product.productPrice, product.currency)}</span>
        </p>
        <fieldset className="order-form__group">
          <legend>{t.quantity}</legend>
          <div className="order-form__stepper">
            <IconButton
              label={t.less}
              disabled={quantity <= 1}
              onClick={() => set({ quantity: Math.max(1, quantity - 1) })}
              icon={Minus}
              size={20}
            />
            <input
              type="text"
              inputMode="numeric"
              aria-label={t.quantity}
              value={quantity === 0 ? '' : String(quantity)}
              onChange={(e) => onType(e.target.value.trim())}
            />
            <IconButton
              label={t.more}
              disabled={quantity >= product.productStock}
              onClick={() => set({ quantity: quantity + 1 })}
              icon={Plus}
              size={20}
            />
            <span className="muted">{t.inStock(product.productStock)}</span>
          </div>
          <FormError message={stockShort && t.stockInsufficient} className="order-form__error" />
        </fieldset>
        <fieldset className="order-form__group">
          <legend>{t.delivery}</legend>
          <div className="order-form__choices">
            {DELIVERY_METHODS.map((method) => (
              <label key={method} className="order-form__chip">
                <input
                  type="radio"
                  name="delivery"
                  value={method}
                  checked={choices.delivery === method}
                  onChange={() => set({ delivery: method })}
                />
                <span>{t.deliveries[method]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="order-form__group">
          <legend>{t.payment}</legend>
          <PaymentOption method="agreement" title={t.payAgreement} hint={t.payAgreementHint} {...payment} />
          {walletHolds && (
            <PaymentOption
              method="wallet"
              title={t.payWallet(formatPrice(wallet.balance, wallet.devise))}
              hint={t.payWalletHint}
              {...payment}
            />
          )}
          {wallet && !walletHolds && (
            <p className="muted order-form__note" data-testid="order-wallet-currency">
              {t.walletOtherCurrency(wallet.devise, product.currency)}
            </p>
          )}
          <FormError message={walletShort && t.walletShort} className="order-form__error" />
        </fieldset>
        <p className="order-form__total">
          <span>{t.total}</span>
          <strong data-testid="order-total">{formatPrice(total, product.currency)}</strong>
        </p>
        <FormError
          message={totalTooHigh && moneyMessages(product.currency).orderTotalTooHigh}
          className="order-form__error"
        />
        <FormError message={error} className="order-form__error order-form__error--server" />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={outOfRange || totalTooHigh || walletShort || sending}
        >
          {sending ? t.sending : error ? t.retry : t.confirm}
        </button>
      </form>
    </Popup>
  );
}
