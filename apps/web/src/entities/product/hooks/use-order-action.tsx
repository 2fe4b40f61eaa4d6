import { TIMINGS } from '@sugu/domain';
import { lazy, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { useMe } from '../../session/api/me';
import { type OrderableProduct, OrderFlowContext, type OrderOrigin } from '../components/order-slot';

// Only a guest's first tap on 'Commander' needs it: not in the product pages' first script.
const InvitePopup = lazy(async () => ({
  default: (await import('../../session/components/InvitePopup')).InvitePopup,
}));

/**
 * The order button (spec 2 §2): a guest sees the invite popup; a connected user's sheet closes and, after
 * TIMINGS.productSheetCloseDelayMs, 'Finaliser la commande' opens. Render `popups` somewhere that stays
 * mounted while the sheet closes.
 */
export function useOrderAction(origin: OrderOrigin = 'shop') {
  const { data: me } = useMe();
  const OrderFlow = use(OrderFlowContext);
  const [inviteOpen, setInviteOpen] = useState(false);
  const inviteMounted = useOpenedOnce(inviteOpen);
  const [ordering, setOrdering] = useState<OrderableProduct | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const order = useCallback(
    (product: OrderableProduct, closeSheet?: () => void) => {
      if (!me) {
        setInviteOpen(true);
        return;
      }
      if (!closeSheet) {
        setOrdering(product);
        return;
      }
      closeSheet();
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setOrdering(product), TIMINGS.productSheetCloseDelayMs);
    },
    [me],
  );

  const popups = (
    <>
      {inviteMounted && (
        <Suspense fallback={null}>
          <InvitePopup open={inviteOpen} onClose={() => setInviteOpen(false)} />
        </Suspense>
      )}
      {ordering && OrderFlow && (
        <Suspense fallback={null}>
          <OrderFlow product={ordering} origin={origin} onClose={() => setOrdering(null)} />
        </Suspense>
      )}
    </>
  );
  return { order, popups };
}
