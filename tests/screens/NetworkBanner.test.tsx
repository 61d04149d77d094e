import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { NetworkBanner } from '../../src/ui/network/NetworkBanner';
import { renderWithI18n } from './support/renderWithI18n';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A Network Information API stand-in: an EventTarget with an effectiveType. */
function installConnection(effectiveType: string) {
  const connection = Object.assign(new EventTarget(), { effectiveType });
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
  return {
    change(next: string) {
      connection.effectiveType = next;
      act(() => {
        connection.dispatchEvent(new Event('change'));
      });
    },
  };
}

describe('NetworkBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window.navigator, 'connection');
  });

  it('is an empty status region while the connection is fine', () => {
    renderWithI18n(<NetworkBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('says No Internet when the browser goes offline, and clears when it is back', () => {
    renderWithI18n(<NetworkBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain('No Internet');
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('starts offline when the page loads offline', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithI18n(<NetworkBanner />);
    expect(screen.getByRole('status').textContent).toContain('No Internet');
  });

  it('says Slow Connection on 2g and slow-2g, following the connection’s changes', () => {
    const connection = installConnection('4g');
    renderWithI18n(<NetworkBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
    connection.change('2g');
    expect(screen.getByRole('status').textContent).toContain('Slow Connection');
    connection.change('slow-2g');
    expect(screen.getByRole('status').textContent).toContain('Slow Connection');
    connection.change('3g');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('prefers No Internet over Slow Connection', () => {
    installConnection('2g');
    renderWithI18n(<NetworkBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain('No Internet');
    expect(screen.getByRole('status').textContent).not.toContain('Slow Connection');
  });

  it('works without the Network Information API (online / offline only)', () => {
    expect('connection' in window.navigator).toBe(false);
    renderWithI18n(<NetworkBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain('No Internet');
  });
});
