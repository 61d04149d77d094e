import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { SessionInfo } from '../../contract';
import { specTimings } from '../../machines/constants';
import { useMemberAreaToast } from '../../src/screens/shell/useMemberAreaToast';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { session } from '../support/fixtures';
import { recordToasts, startTestApp, TestAppProviders } from './support/testApp';

/** The shell's use: `inside` is whether the page on screen is in the member area (its route's static data). */
function Shell({ inside }: { inside: boolean }) {
  useMemberAreaToast(inside);
  return null;
}

async function renderShell(inside: boolean, member: SessionInfo | null) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  const testApp = await startTestApp({ session: member });
  const shown = recordToasts(testApp);
  const view = render(<Shell inside={inside} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestAppProviders testApp={testApp}>
        <I18nProvider i18n={i18n}>
          {children}
          <ToastHost />
        </I18nProvider>
      </TestAppProviders>
    ),
  });
  return { view, testApp, shown };
}

const offline = {
  kind: 'toast',
  message: 'Your account is offline. Please contact customer service.',
  durationMs: specTimings.memberOfflineToastMs,
};

describe('entering the member area', () => {
  it('gives a type-4 member the offline toast for 2 s, once per entry', async () => {
    const { view, shown } = await renderShell(false, session({ type: 4 }));
    expect(shown).toEqual([]);
    view.rerender(<Shell inside />);
    expect(shown).toEqual([expect.objectContaining(offline)]);
    expect(screen.getByRole('status').textContent).toBe(offline.message);
    view.rerender(<Shell inside />);
    expect(shown).toHaveLength(1);
    view.rerender(<Shell inside={false} />);
    view.rerender(<Shell inside />);
    expect(shown).toEqual([expect.objectContaining(offline), expect.objectContaining(offline)]);
  });

  it('says nothing to other members or guests', async () => {
    const { view, testApp, shown } = await renderShell(true, session({ type: 0 }));
    act(() => testApp.app.getSnapshot().children.auth?.send({ type: 'session.ended' }));
    expect(testApp.session()).toBeNull();
    view.rerender(<Shell inside />);
    expect(shown).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
