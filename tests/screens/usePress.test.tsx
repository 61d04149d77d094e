import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { specTimings } from '../../machines/constants';
import { usePress } from '../../src/ui/motion/usePress';

function Pressable({ onLongPress }: { onLongPress: () => void }) {
  const { pressed, longPressed, pressHandlers } = usePress({ onLongPress });
  return (
    <button type="button" data-pressed={pressed || undefined} data-long={longPressed || undefined} {...pressHandlers}>
      Home
    </button>
  );
}

describe('usePress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a press after 130 ms and a long press at 370 ms', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} />);
    const button = screen.getByRole('button', { name: 'Home' });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(specTimings.touchPressMs - 1));
    expect(button.dataset.pressed).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(button.dataset.pressed).toBe('true');
    act(() => vi.advanceTimersByTime(specTimings.longPressMs - specTimings.touchPressMs - 1));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(button.dataset.long).toBe('true');
    fireEvent.pointerUp(button);
    expect(button.dataset.pressed).toBeUndefined();
  });

  it('shows nothing for a quick tap', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} />);
    const button = screen.getByRole('button', { name: 'Home' });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerUp(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.dataset.pressed).toBeUndefined();
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
