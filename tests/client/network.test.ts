import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNetworkState, subscribeNetworkState } from '../../src/platform/network';

function installConnection(effectiveType: unknown) {
  const connection = Object.assign(new EventTarget(), { effectiveType });
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
  return connection;
}

describe('network state', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window.navigator, 'connection');
  });

  it('is online by default, offline when navigator.onLine is false', () => {
    expect(readNetworkState()).toBe('online');
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(readNetworkState()).toBe('offline');
  });

  it.each([
    ['slow-2g', 'slow'],
    ['2g', 'slow'],
    ['3g', 'online'],
    ['4g', 'online'],
  ])('effective type %s reads as %s', (type, state) => {
    installConnection(type);
    expect(readNetworkState()).toBe(state);
  });

  it('ignores a connection object without a usable effective type', () => {
    installConnection(undefined);
    expect(readNetworkState()).toBe('online');
  });

  it('tells subscribers about online, offline and connection changes, until unsubscribed', () => {
    const connection = installConnection('4g');
    const onChange = vi.fn();
    const unsubscribe = subscribeNetworkState(onChange);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    window.dispatchEvent(new Event('offline'));
    connection.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
