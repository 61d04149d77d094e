import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { specTimings } from '../../machines/constants';
import { usePress } from '../../src/ui/motion/usePress';

function Pressable() {
  const { pressed, pressHandlers } = usePress();
  return (
    <button type="button" data-pressed={pressed || undefined} {...pressHandlers}>
      Home
    </button>
  );
}

describe('usePress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a press after 130 ms, until the finger lifts', () => {
    render(<Pressable />);
    const button = screen.getByRole('button', { name: 'Home' });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(specTimings.touchPressMs - 1));
    expect(button.dataset.pressed).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(button.dataset.pressed).toBe('true');
    fireEvent.pointerUp(button);
    expect(button.dataset.pressed).toBeUndefined();
  });

  it('shows nothing for a quick tap', () => {
    render(<Pressable />);
    const button = screen.getByRole('button', { name: 'Home' });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerUp(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.dataset.pressed).toBeUndefined();
  });

  it('a finger that leaves cancels the press', () => {
    render(<Pressable />);
    const button = screen.getByRole('button', { name: 'Home' });
    fireEvent.pointerDown(button);
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.dataset.pressed).toBeUndefined();
  });
});
