import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { PublicationCommentsContext } from '../entities/publication/components/comments-slot';
import { queryClient } from '../shared/lib/query-client';

// Loaded on the first tap on a card's comments button: the feed chunk stays small.
const CommentsPopup = lazy(async () => ({
  default: (await import('../features/comments/components/CommentsPopup')).CommentsPopup,
}));

/** App-wide context: the query cache, and the features that entities show without importing them. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicationCommentsContext value={CommentsPopup}>{children}</PublicationCommentsContext>
    </QueryClientProvider>
  );
}
