import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceFact, useHydrated } from '../../src/platform/useHydrated';

function Facts({ read }: { read: () => string }) {
  const hydrated = useHydrated();
  const fact = useDeviceFact(read, 'server');
  return <p>{`${hydrated ? 'browser' : 'markup'} ${fact}`}</p>;
}

describe('what only the browser knows (src/platform/useHydrated.ts)', () => {
  it('is drawn from the first render of a page the browser renders alone', () => {
    render(<Facts read={() => 'phone'} />);
    expect(screen.getByText('browser phone')).toBeTruthy();
  });

  it('is left out of the server’s markup and the hydration, then drawn, read once', async () => {
    const read = vi.fn(() => 'phone');
    const markup = renderToString(<Facts read={read} />);
    expect(markup).toBe('<p>markup server</p>');
    expect(read).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const mismatches = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Facts read={read} />, { onRecoverableError: mismatches }));
    expect(container.textContent).toBe('browser phone');
    expect(mismatches).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
