// Disputes: an accepted order to dispute (paid by agreement or from the wallet), and the parties' routes.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { injectMultipart, type UploadFile } from './multipart.js';
import { buildOrder, orderAction } from './orders.js';
import { buildProduct } from './products.js';

/** An order of `buyerCookie` for one product of `seller`, accepted by the seller; throws otherwise. */
export async function buildAcceptedOrder(
  app: App,
  buyerCookie: string,
  seller: { cookie: string; shop: { id: string } },
  options: { price?: number; paymentMethod?: 'agreement' | 'wallet' } = {},
): Promise<{ id: string; reference: string; totalPrice: number }> {
  const product = await buildProduct(app, seller, { price: options.price ?? 12_500, stock: 5 });
  const order = await buildOrder(app, buyerCookie, product.id, 1, options.paymentMethod);
  const accepted = await orderAction(app, seller.cookie, order.id, 'accept');
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return order;
}

export function postDispute(
  app: App,
  cookie: string | undefined,
  orderId: string,
  fields: Record<string, string> = { reason: 'not_received', description: 'Rien reçu après une semaine.' },
  files: UploadFile[] = [],
): Promise<LightMyRequestResponse> {
  return injectMultipart(app, {
    url: `/api/Order/${orderId}/dispute`,
    fields,
    files,
    ...(cookie && { cookie }),
  });
}

export function postDisputeReply(
  app: App,
  cookie: string | undefined,
  orderId: string,
  text: string,
  files: UploadFile[] = [],
): Promise<LightMyRequestResponse> {
  return injectMultipart(app, {
    url: `/api/Order/${orderId}/dispute/reply`,
    fields: { text },
    files,
    ...(cookie && { cookie }),
  });
}

export function disputeRequest(
  app: App,
  cookie: string | undefined,
  orderId: string,
  action: 'close' | null,
) {
  return app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/Order/${orderId}/dispute${action ? `/${action}` : ''}`,
    ...(cookie && { headers: { cookie } }),
  });
}
