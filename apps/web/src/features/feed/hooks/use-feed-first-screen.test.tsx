// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../entities/session/api/me';
import { render } from '../../../shared/test/render';
import { useFeedFirstScreen } from './use-feed-first-screen';

function FeedStandIn({ settled }: { settled: boolean }) {
  useFeedFirstScreen(settled, 0);
  return null;
}

function guestClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(meQueryKey, null);
  return client;
}

describe('useFeedFirstScreen', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the copy while the feed loads, drops it once the feed has settled', async () => {
    const copy = document.createElement('div');
    copy.id = 'first-screen';
    document.body.append(copy);
    const client = guestClient();
    const view = await render(
      <QueryClientProvider client={client}>
        <FeedStandIn settled={false} />
      </QueryClientProvider>,
    );
    expect(copy.isConnected).toBe(true);
    await view.rerender(
      <QueryClientProvider client={client}>
        <FeedStandIn settled />
      </QueryClientProvider>,
    );
    expect(copy.isConnected).toBe(false);
  });

  it('drops the copy when the feed leaves before it settled (the search replaced it)', async () => {
    const copy = document.createElement('div');
    copy.id = 'first-screen';
    document.body.append(copy);
    const view = await render(
      <QueryClientProvider client={guestClient()}>
        <FeedStandIn settled={false} />
      </QueryClientProvider>,
    );
    await view.unmount();
    expect(copy.isConnected).toBe(false);
  });
});
