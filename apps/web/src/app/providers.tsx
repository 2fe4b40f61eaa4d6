import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect } from 'react';
import { OrderFlowContext } from '../entities/product/components/order-slot';
import { PublicationCommentsContext } from '../entities/publication/components/comments-slot';
import { clearWhenSessionEnds } from '../entities/session/api/session';
import { queryClient } from '../shared/lib/query-client';

// Loaded on the first tap on a card's comments button: the feed chunk stays small.
const CommentsPopup = lazy(async () => ({
  default: (await import('../features/comments/components/CommentsPopup')).CommentsPopup,
}));

// Loaded on the first 'Commander': the order flow is not in the feed's first chunk.
const OrderFlow = lazy(async () => ({
  default: (await import('../features/orders/components/OrderFlow')).OrderFlow,
}));

/** App-wide context: the query cache, and the features that entities show without importing them. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => clearWhenSessionEnds(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <PublicationCommentsContext value={CommentsPopup}>
        <OrderFlowContext value={OrderFlow}>{children}</OrderFlowContext>
      </PublicationCommentsContext>
    </QueryClientProvider>
  );
}
