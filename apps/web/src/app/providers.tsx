import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { OrderFlowContext } from '../entities/product/components/order-slot';
import { PublicationCommentsContext } from '../entities/publication/components/comments-slot';
import { clearWhenSessionEnds } from '../entities/session/api/session';
import { CommentsPopup } from '../features/comments/components/CommentsPopup.lazy';
import { OrderFlow } from '../features/orders/components/OrderFlow.lazy';
import { queryClient } from '../shared/lib/query-client';

/**
 * App-wide context: the query cache (cleared when the session ends on the server), and the features that
 * entities show without importing them (each loaded on first use: they render it in a LazyLayer).
 */
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
