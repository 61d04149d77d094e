import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPageTransition } from '../../src/ui/motion/LazyPageTransition';

vi.mock('../../src/ui/motion/PageTransition', () => ({
  PageTransition: ({ pageKey, children }: { pageKey: string; children: React.ReactNode }) => (
    <div data-testid="fade" data-page={pageKey}>
      {children}
    </div>
  ),
}));

function Typed() {
  const [value, setValue] = useState('');
  return <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />;
}

async function idle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

describe('LazyPageTransition', () => {
  it('keeps the first page (and its element) plain once motion has loaded, and fades from the next navigation on', async () => {
    const { rerender } = render(
      <LazyPageTransition pageKey="/m/login">
        <Typed />
      </LazyPageTransition>,
    );
    const input = screen.getByLabelText('Name');
    await idle();
    expect(screen.queryByTestId('fade')).toBeNull();
    expect(screen.getByLabelText('Name')).toBe(input);

    rerender(
      <LazyPageTransition pageKey="/m/home">
        <p>Home</p>
      </LazyPageTransition>,
    );
    expect(screen.getByTestId('fade').dataset.page).toBe('/m/home');

    rerender(
      <LazyPageTransition pageKey="/m/login">
        <p>Back</p>
      </LazyPageTransition>,
    );
    expect(screen.getByTestId('fade').dataset.page).toBe('/m/login');
  });
});
