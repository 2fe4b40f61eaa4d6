import { type ComponentType, createContext } from 'react';

export interface PublicationCommentsProps {
  publicationId: string;
  open: boolean;
  onClose: () => void;
  totalComments: number;
  onTotalChange: (total: number) => void;
}

/**
 * The comments sheet a publication card opens. It belongs to the comments feature, which an entity may
 * not import (one-way imports): the app supplies it here (app/providers.tsx), loaded on first use: a card
 * renders it in a LazyLayer.
 */
export const PublicationCommentsContext = createContext<ComponentType<PublicationCommentsProps> | null>(null);
