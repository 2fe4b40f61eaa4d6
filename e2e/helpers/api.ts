// Calls to the server as a signed-in user, outside the browser (no Origin: not a browser request), for
// what a journey sets up rather than shows.
import sharp from 'sharp';

/** A POST as `cookie`'s user, JSON in and out; throws on any non-2xx answer. */
export async function postAs<T>(baseUrl: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), cookie },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Any call as `cookie`'s user: JSON or multipart (FormData) in, JSON out; throws on any non-2xx answer. */
export async function callAs(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: FormData | object,
): Promise<Record<string, unknown>> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(json && { 'Content-Type': 'application/json' }) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

interface ShopWithProduct {
  shop: { shopName: string; biography: string; shopActivity: string };
  product: { productName: string; productPrice: string; productStock: string };
  colour: string;
}

/**
 * Opens a shop for `cookie`'s seller and lists one product in it, with a photo of one `colour`: the product
 * as the server answers it.
 */
export async function openShopWithProduct(
  baseUrl: string,
  cookie: string,
  { shop, product, colour }: ShopWithProduct,
): Promise<{ id: string; currency: string }> {
  await callAs(baseUrl, cookie, 'POST', '/api/Shop/ajout', formOf(shop));
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const body = formOf(product);
  body.append('Files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const created = await callAs(baseUrl, cookie, 'POST', '/api/Product/ajout', body);
  return created.product as { id: string; currency: string };
}

/** A multipart form of text fields (a file is appended after). */
function formOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
