// @vitest-environment jsdom
import type { MeResponse } from '@sugu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../entities/session/api/me';
import { queryClient } from '../shared/lib/query-client';
import { render } from '../shared/test/render';
import { Providers } from './providers';

describe('Providers', () => {
  afterEach(() => queryClient.clear());

  it("drop a user's cached pages when their session ends on the server", async () => {
    queryClient.setQueryData(meQueryKey, { id: 'u1' } as MeResponse);
    queryClient.setQueryData(['feed'], { pages: [], pageParams: [] });
    const view = await render(<Providers>{null}</Providers>);
    // The next session probe answers null.
    await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: async () => null, staleTime: 0 });
    expect(queryClient.getQueryData(['feed'])).toBeUndefined();
    await view.unmount();
  });
});
