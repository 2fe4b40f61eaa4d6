// The verified badge: a seller's request through POST /api/Shop/verification, an operator's decision through the
// service (as the operators' route runs it: one transaction, its announcements), the stored document's name.
import { SHOP_VERIFICATION, type ShopVerificationStatus } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { shopVerificationRequests } from '../../src/db/schema/index.js';
import { announcing } from '../../src/lib/cache-events.js';
import { decideVerification } from '../../src/modules/shop-verification/index.js';
import { injectMultipart, testJpeg, type UploadFile } from './multipart.js';
import type { SessionUser } from './users.js';

export const validVerificationForm = (overrides: Record<string, string> = {}) => ({
  legalName: 'Awa Traoré Commerce',
  rccm: 'MA.BKO.2024.B.12345',
  ...overrides,
});

/** POST /api/Shop/verification as `cookie`'s owner (a guest without), with the raw response. */
export function postVerification(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  return injectMultipart(app, { url: '/api/Shop/verification', fields, files, ...(cookie && { cookie }) });
}

/** The document's photo as the form sends it. */
export const documentPhoto = async (data?: Buffer): Promise<UploadFile> => ({
  field: SHOP_VERIFICATION.documentField,
  data: data ?? (await testJpeg(300, 200)),
  filename: 'piece.jpg',
});

/** A seller's pending request through the endpoint; throws unless it answers 201. Returns its id. */
export async function buildVerificationRequest(app: App, seller: SessionUser): Promise<string> {
  const res = await postVerification(app, seller.cookie, validVerificationForm(), [await documentPhoto()]);
  if (res.statusCode !== 201) throw new Error(`verification request failed: ${res.statusCode} ${res.body}`);
  return (res.json() as ShopVerificationStatus).request!.id;
}

/** An operator's decision, at the app's clock, as the operators' route runs it. */
export function decideRequest(
  app: App,
  operatorId: string,
  requestId: string,
  decision: { approve: boolean; reason: string },
) {
  return announcing(app.ctx.db, (tx, announce) =>
    decideVerification(tx, { requestId, ...decision, decidedAt: app.ctx.now() }, operatorId, announce),
  );
}

/** The request's row as stored (document name, deletion time). */
export async function verificationRow(app: App, requestId: string) {
  const [row] = await app.ctx.db
    .select()
    .from(shopVerificationRequests)
    .where(eq(shopVerificationRequests.id, requestId));
  if (!row) throw new Error(`no verification request ${requestId}`);
  return row;
}
