// 'Mettre à jour le stock': an inline number input; Confirmer, Enter or leaving the field saves;
// on failure the previous value comes back. A stock past MONEY.maxStock is said at once and not saved.
import { MONEY, MONEY_MSG } from '@sugu/domain';
import { Check, PackagePlus } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { FormError } from '../../../shared/ui/FormError';
import { sellerText } from '../text';

const t = sellerText.card;

interface StockEditorProps {
  productName: string;
  stock: number;
  /** Saves the new stock; rejects on failure. */
  onSave: (stock: number) => Promise<void>;
}

export function StockEditor({ productName, stock, onSave }: StockEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const errorId = useId();
  const committing = useRef(false);
  const cancelled = useRef(false);
  const tooHigh = Number(value) > MONEY.maxStock;

  function open() {
    cancelled.current = false;
    setValue(String(stock));
    setEditing(true);
  }

  async function commit() {
    // Enter, then the blur of the closing input, would both save: only the first one counts.
    if (committing.current || cancelled.current || tooHigh) return;
    committing.current = true;
    setEditing(false);
    const next = Number(value);
    try {
      if (value.trim() !== '' && Number.isInteger(next) && next >= 0 && next !== stock) await onSave(next);
    } catch (error) {
      console.error('Mise à jour du stock impossible', error);
    } finally {
      committing.current = false;
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      void commit();
    } else if (e.key === 'Escape') {
      cancelled.current = true;
      setEditing(false);
    }
  }

  if (!editing) {
    return (
      <button
        type="button"
        className="btn seller-product__action seller-product__action--wide"
        onClick={open}
      >
        <PackagePlus aria-hidden size={18} />
        {t.updateStock}
      </button>
    );
  }
  return (
    <div className="stock-editor">
      <input
        className="input stock-editor__input"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        // biome-ignore lint/a11y/noAutofocus: the field opens on the seller's tap, to be typed in at once
        autoFocus
        aria-label={t.newStock(productName)}
        value={value}
        aria-invalid={tooHigh || undefined}
        aria-describedby={tooHigh ? errorId : undefined}
        onChange={(e) => setValue(e.target.value.replace(/[^\d]/g, '').slice(0, 12))}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      <button
        type="button"
        className="btn btn--primary stock-editor__confirm"
        disabled={tooHigh}
        // Keep the focus in the input so its blur does not save before the click does.
        onPointerDown={(e) => e.preventDefault()}
        onClick={() => void commit()}
      >
        <Check aria-hidden size={18} />
        {t.confirm}
      </button>
      <FormError
        message={tooHigh && MONEY_MSG.stockTooHigh}
        id={errorId}
        className="form-error stock-editor__error"
      />
    </div>
  );
}
