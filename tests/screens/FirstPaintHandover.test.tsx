import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintElementId } from '../../contract';
import { useFirstPaintHandover } from '../../src/ui/firstPaint/useFirstPaintHandover';

function Page({ shown }: { shown: boolean }) {
  useFirstPaintHandover(shown);
  return <p>page</p>;
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
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
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
      const again = document.createElement('div');
      again.id = 'root';
      document.body.append(again);
      render(<Banner />, { container: again });
      await vi.advanceTimersByTimeAsync(999);
      expect(stuck.isConnected).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(stuck.isConnected).toBe(false);
      again.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing on a page served without one', () => {
    expect(() => render(<Page shown />)).not.toThrow();
  });
});
