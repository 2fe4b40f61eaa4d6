// Calls to the server as a signed-in user, outside the browser (no Origin: not a browser request), for
// what a journey sets up rather than shows.

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
