import { TIMINGS } from '@sugu/domain';
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { useMe } from '../../session/api/me';
import { InvitePopup } from '../../session/components/InvitePopup.lazy';
import { type OrderableProduct, OrderFlowContext, type OrderOrigin } from '../components/order-slot';

/**
 * The order button: a guest sees the invite popup; a connected user's sheet closes and, after
 * TIMINGS.productSheetCloseDelayMs, 'Finaliser la commande' opens. Render `popups` somewhere that stays
 * mounted while the sheet closes.
 */
export function useOrderAction(origin: OrderOrigin = 'shop') {
  const { data: me } = useMe();
  const OrderFlow = use(OrderFlowContext);
  const [inviteOpen, setInviteOpen] = useState(false);
  const closeInvite = useCallback(() => setInviteOpen(false), []);
  const [ordering, setOrdering] = useState<OrderableProduct | null>(null);
  const stopOrdering = useCallback(() => setOrdering(null), []);
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
      {/* Only a guest's first tap on 'Commander' needs it: not in the product pages' first script. */}
      <LazyLayer open={inviteOpen} onClose={closeInvite}>
        <InvitePopup open={inviteOpen} onClose={closeInvite} />
      </LazyLayer>
      {ordering && OrderFlow && (
        <LazyLayer open onClose={stopOrdering}>
          <OrderFlow product={ordering} origin={origin} onClose={stopOrdering} />
        </LazyLayer>
      )}
    </>
  );
  return { order, popups };
}
