import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintAwaitsAppAttribute, firstPaintElementId } from '../../contract';
import { useFirstPaintHandover } from '../../src/ui/firstPaint/useFirstPaintHandover';

function Page({ shown }: { shown: boolean }) {
  useFirstPaintHandover(shown);
  return <p>page</p>;
}

/** The app's root, where its pictures are looked for. */
function appRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

function serverPaint(): HTMLElement {
  const paint = document.createElement('div');
  paint.id = firstPaintElementId;
  document.body.append(paint);
  return paint;
}

describe("handing over from the server's first paint", () => {
  afterEach(() => document.getElementById(firstPaintElementId)?.remove());

  it('keeps the first paint until the page is drawn, then takes it away', async () => {
    const paint = serverPaint();
    const { rerender } = render(<Page shown={false} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(paint.isConnected).toBe(true);
    rerender(<Page shown />);
    await waitFor(() => expect(paint.isConnected).toBe(false));
  });

  it("waits for the page's first pictures to be decoded, and no longer than a second", async () => {
    vi.useFakeTimers();
    try {
      const paint = serverPaint();
      let decoded = () => {};
      const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
      function Banner() {
        useFirstPaintHandover(true);
        return <img alt="banner" fetchPriority="high" ref={(image) => void (image && Object.assign(image, { decode }))} />;
      }
      const root = appRoot();
      const first = render(<Banner />, { container: root });
      expect(decode).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(paint.isConnected).toBe(true);
      decoded();
      await vi.advanceTimersByTimeAsync(0);
      expect(paint.isConnected).toBe(false);

      first.unmount();
      root.remove();
      const stuck = serverPaint();
      decode.mockImplementation(() => new Promise<void>(() => {}));
      const again = appRoot();
      render(<Banner />, { container: again });
      await expectGoneAtOneSecond(stuck);
      again.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a paint with pictures until the app draws them too (its list still on its way), within the same second', async () => {
    vi.useFakeTimers();
    try {
      const root = appRoot();
      const pictured = () => {
        const paint = serverPaint();
        paint.setAttribute(firstPaintAwaitsAppAttribute, '');
        paint.innerHTML = '<img alt="" fetchpriority="high">';
        return paint;
      };
      const decode = vi.fn(async () => {});
      function List({ drawn }: { drawn: boolean }) {
        useFirstPaintHandover(true);
        return drawn ? <img alt="game" fetchPriority="high" ref={(image) => void (image && Object.assign(image, { decode }))} /> : <p>loading</p>;
      }
      const paint = pictured();
      const list = render(<List drawn={false} />, { container: root });
      await vi.advanceTimersByTimeAsync(500);
      expect(paint.isConnected).toBe(true);
      list.rerender(<List drawn />);
      await vi.advanceTimersByTimeAsync(0);
      expect(decode).toHaveBeenCalledTimes(1);
      expect(paint.isConnected).toBe(false);
      list.unmount();
      root.remove();

      // A paint that awaits nothing (home's) goes as soon as the page is drawn.
      const home = serverPaint();
      home.innerHTML = '<img alt="" fetchpriority="high">';
      const homeRoot = appRoot();
      const drawn = render(<List drawn={false} />, { container: homeRoot });
      await vi.advanceTimersByTimeAsync(0);
      expect(home.isConnected).toBe(false);
      drawn.unmount();
      homeRoot.remove();

      // The list does not come: the page shows as it is after a second.
      const waiting = pictured();
      const again = appRoot();
      render(<List drawn={false} />, { container: again });
      await expectGoneAtOneSecond(waiting);
      again.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing on a page served without one', () => {
    expect(() => render(<Page shown />)).not.toThrow();
  });
});

/** A paint still there just before the second the handover waits at most, and gone at it. */
async function expectGoneAtOneSecond(paint: HTMLElement) {
  await vi.advanceTimersByTimeAsync(999);
  expect(paint.isConnected).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(paint.isConnected).toBe(false);
}
