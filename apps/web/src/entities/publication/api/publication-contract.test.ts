// A response that drifts from the shared contract must fail loudly (ContractError), not render `undefined`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from '../../../shared/lib/api';
import { aPublication } from './publication.fixture';
import { fetchPublication } from './publications';

const publication = aPublication('p1', 's1');

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('publication details at the web boundary', () => {
  it('returns a response that matches the shared schema', async () => {
    answer(publication);
    await expect(fetchPublication('p1')).resolves.toEqual(publication);
  });

  it('throws a ContractError naming the field when the response misses one', async () => {
    const { publicationShop: _dropped, ...drifted } = publication;
    answer(drifted);
    const error = await fetchPublication('p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ContractError).code).toBe('contract_error');
    expect((error as ContractError).issues.join()).toContain('publicationShop');
  });

  it('throws a ContractError when a field changes type', async () => {
    answer({ ...publication, likes: '3' });
    const error = (await fetchPublication('p1').catch((e: unknown) => e)) as ContractError;
    expect(error.issues.join()).toContain('likes');
  });

  it('keeps the server error of a failed request (not a contract error)', async () => {
    answer({ message: 'Publication introuvable', code: 'not_found' }, 404);
    const error = await fetchPublication('p1').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Publication introuvable' });
  });
});
