import { type ComponentType, createContext } from 'react';

/** What the order flow needs of a product (a card, the sheet or the product page have it). */
export interface OrderableProduct {
  id: string;
  productName: string;
  productPrice: number;
  currency: string;
  productStock: number;
}

/**
 * Where the order starts: the success notice's button differs ('Discuter avec le vendeur' from a publication,
 * 'Voir l'état' from the shop).
 */
export type OrderOrigin = 'publication' | 'shop';

export interface OrderFlowProps {
  product: OrderableProduct;
  origin: OrderOrigin;
  onClose: () => void;
}

/**
 * The order flow ('Finaliser la commande', PIN, 'Paiement réussi') belongs to the orders feature, which an
 * entity may not import: the app supplies it here (app/providers.tsx), loaded on the first order: render it
 * in a LazyLayer.
 */
export const OrderFlowContext = createContext<ComponentType<OrderFlowProps> | null>(null);
