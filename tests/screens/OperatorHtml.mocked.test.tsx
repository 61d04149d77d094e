import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OperatorHtml } from '../../src/ui/html/OperatorHtml';
import { renderInRouter } from './support/renderInRouter';

const network = vi.hoisted(() => ({ up: false }));

// DOMPurify's chunk, as the browser fetches it: it fails while the network is down.
vi.mock('dompurify', async (importOriginal) => {
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('OperatorHtml while DOMPurify cannot load (offline)', () => {
  it('offers the retry in the content’s box, and shows the content once it loads', async () => {
    // React reports the failure its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderInRouter(<OperatorHtml html="<p>Hello <strong>player</strong></p>" className="content" />);
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(retry.parentElement?.className).toBe('content');

    network.up = true;
    await user.click(retry);
    expect((await screen.findByText('player')).tagName).toBe('STRONG');
  });
});
