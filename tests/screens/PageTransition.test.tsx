import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTransition } from '../../src/ui/motion/PageTransition';

function Typed() {
  const [value, setValue] = useState('');
  return <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />;
}

const pageOf = (text: string) => screen.getByText(text).closest('.page-transition');

describe('PageTransition', () => {
  it('shows the first page at once and keeps its element; every later page fades in for 300 ms', () => {
    const { rerender } = render(
      <PageTransition pageKey="/m/login">
        <Typed />
      </PageTransition>,
    );
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'kept' } });
    expect(input.closest('.page-transition')?.className).toBe('page-transition');

    rerender(
      <PageTransition pageKey="/m/login">
        <Typed />
      </PageTransition>,
    );
    expect(screen.getByLabelText('Name')).toBe(input);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('kept');

    rerender(
      <PageTransition pageKey="/m/home">
        <p>Home</p>
      </PageTransition>,
    );
    expect(pageOf('Home')?.className).toBe('page-transition page-transition--fade');
    expect(pageOf('Home')?.getAttribute('style')).toContain('animation-duration: 300ms');

    rerender(
      <PageTransition pageKey="/m/login">
        <p>Back</p>
      </PageTransition>,
    );
    expect(pageOf('Back')?.className).toBe('page-transition page-transition--fade');
  });

  it('does not fade a page reached by a back gesture, nor start its fade when the gesture ends', async () => {
    const { rerender } = render(
      <PageTransition pageKey="/m/activity">
        <p>Activity</p>
      </PageTransition>,
    );
    // A swipe from the left edge past 100 px is the browser's back gesture.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('touchstart'), { touches: [{ clientX: 5 }] }));
      window.dispatchEvent(Object.assign(new Event('touchmove'), { touches: [{ clientX: 150 }] }));
    });
    rerender(
      <PageTransition pageKey="/m/home">
        <p>Home</p>
      </PageTransition>,
    );
    expect(pageOf('Home')?.className).toBe('page-transition');
    act(() => {
      window.dispatchEvent(new Event('touchend'));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    rerender(
      <PageTransition pageKey="/m/home">
        <p>Home</p>
      </PageTransition>,
    );
    expect(pageOf('Home')?.className).toBe('page-transition');

    rerender(
      <PageTransition pageKey="/m/activity">
        <p>Again</p>
      </PageTransition>,
    );
    expect(pageOf('Again')?.className).toBe('page-transition page-transition--fade');
  });
});
