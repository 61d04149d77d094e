import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { QueryContent } from '../../src/ui/QueryContent';
import { deferred } from '../support/deferred';
import { renderWithI18n } from './support/renderWithI18n';

type Fetch = () => Promise<string[]>;

/** A part that reads one query of winners' names, through the boxes a section uses. */
function Winners({ fetch }: { fetch: Fetch }) {
  const query = useQuery({ queryKey: ['winners'], queryFn: fetch });
  return (
    <section aria-label="Winners">
      <QueryContent
        query={query}
        loadingClass="box box--loading"
        messageClass="box box--message"
        empty={{ when: (names) => names.length === 0, message: 'No winners yet' }}
      >
        {(names) => (
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}

/** The same query as a value inside a line of text. */
function Balance({ fetch }: { fetch: () => Promise<number> }) {
  const query = useQuery({ queryKey: ['balance'], queryFn: fetch });
  return (
    <p aria-label="Balance">
      <QueryContent query={query} loadingText="…" failedText="—">
        {(amount) => amount.toFixed(2)}
      </QueryContent>
    </p>
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPart(part: ReactElement) {
  return renderWithI18n(<QueryClientProvider client={client()}>{part}</QueryClientProvider>);
}

describe('QueryContent: a part of a screen while its query loads, fails, is empty, or answers', () => {
  it('holds the part’s place with a busy status while the data loads, then shows the content', async () => {
    const answer = deferred<string[]>();
    renderPart(<Winners fetch={() => answer.promise} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading');
    expect(status.className).toBe('box box--loading');

    answer.resolve(['Ann', 'Bo']);
    await screen.findByText('Ann');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ann', 'Bo']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the retry in a box of the same part when the call fails; the retry asks again and shows the answer', async () => {
    const fetch = vi.fn<Fetch>().mockRejectedValueOnce(new Error('down'));
    const again = deferred<string[]>();
    fetch.mockReturnValueOnce(again.promise);
    renderPart(<Winners fetch={fetch} />);
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(retry.parentElement?.className).toBe('box box--message');

    await userEvent.click(retry);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    again.resolve(['Cy']);
    expect((await screen.findByRole('listitem')).textContent).toBe('Cy');
  });

  it('says there is nothing, in the message box, when the empty rule holds', async () => {
    renderPart(<Winners fetch={() => Promise.resolve([])} />);
    const message = await screen.findByText('No winners yet');
    expect(message.className).toBe('box box--message muted');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the content it has while a refetch fails', async () => {
    const fetch = vi.fn<Fetch>().mockResolvedValueOnce(['Ann']).mockRejectedValueOnce(new Error('down'));
    const queryClient = client();
    renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <Winners fetch={fetch} />
      </QueryClientProvider>,
    );
    await screen.findByText('Ann');
    await act(() => queryClient.refetchQueries({ queryKey: ['winners'] }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });

  it('as a value in a line, reads "…" while it loads and "—" when it cannot be had', async () => {
    const answer = deferred<number>();
    const { unmount } = renderPart(<Balance fetch={() => answer.promise} />);
    expect(screen.getByLabelText('Balance').textContent).toBe('…');
    answer.resolve(12.5);
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('12.50'));
    unmount();

    renderPart(<Balance fetch={() => Promise.reject(new Error('down'))} />);
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('—'));
  });

  it('shows a part whose data is not one query’s (a paged list’s first page) the same way: busy, failed with its retry, then the content', async () => {
    const retry = vi.fn();
    const part = (data: string | undefined, failed: boolean) => (
      <QueryContent part={{ data, failed, retry }} loadingClass="box" messageClass="box">
        {(text) => <p>{text}</p>}
      </QueryContent>
    );
    const { rerender } = renderPart(part(undefined, false));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    rerender(<I18nProvider i18n={i18n}>{part(undefined, true)}</I18nProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<I18nProvider i18n={i18n}>{part('first page', false)}</I18nProvider>);
    expect(screen.getByText('first page').tagName).toBe('P');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders an unanswered query’s placeholder on the server without calling it, and hydrates that page as it came', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(['Ann']));
    if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
    const page = (queryClient: QueryClient) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Winners fetch={fetch} />
        </QueryClientProvider>
      </I18nProvider>
    );

    const html = renderToString(page(client()));
    expect(fetch).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-busy')).toBe('true');

    const recoverableErrors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(client()), { onRecoverableError: (error) => recoverableErrors.push(error) }));
    await waitFor(() => expect(container.querySelector('li')?.textContent).toBe('Ann'));
    expect(recoverableErrors).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
