import type { Order } from '@sugu/domain';
import { orderText } from '../text';

/** Each order state's own indicator: a coloured dot, named for screen readers. */
export function OrderStateDot({ state }: { state: Order['orderState'] }) {
  return (
    <span
      className={`order-dot order-dot--${state.toLowerCase()}`}
      role="img"
      aria-label={orderText.states[state]}
      title={orderText.states[state]}
    />
  );
}
