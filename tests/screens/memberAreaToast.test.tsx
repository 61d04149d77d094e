import { beforeEach, describe, expect, it, vi } from 'vitest';
import { specTimings } from '../../machines/constants';
import { useMemberAreaToast } from '../../src/screens/shell/useMemberAreaToast';
import { showToast } from '../../src/ui/toast/toast';
import { session } from '../support/fixtures';
import { fakeApp, resetFakeApp } from './support/fakeAppHooks';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';

vi.mock('../../src/app/hooks', () => import('./support/fakeAppHooks'));
vi.mock('../../src/ui/toast/toast', () => ({ showToast: vi.fn() }));

function Shell({ path }: { path: string }) {
  useMemberAreaToast(path);
  return null;
}

function renderShell(path: string) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(<Shell path={path} />, { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

const offline = {
  message: 'Your account is offline. Please contact customer service.',
  durationMs: specTimings.memberOfflineToastMs,
};

describe('entering the member area', () => {
  beforeEach(() => {
    resetFakeApp();
    vi.mocked(showToast).mockClear();
  });

  it('gives a type-4 member the offline toast for 2 s, once per entry', () => {
    fakeApp.session = session({ type: 4 });
    const view = renderShell('/m/home');
    expect(showToast).not.toHaveBeenCalled();
    view.rerender(<Shell path="/m/mine" />);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(offline);
    view.rerender(<Shell path="/m/member/benefits" />);
    expect(showToast).toHaveBeenCalledTimes(1);
    view.rerender(<Shell path="/m/home" />);
    view.rerender(<Shell path="/m/member/benefits" />);
    expect(showToast).toHaveBeenCalledTimes(2);
  });

  it('says nothing to other members or guests', () => {
    fakeApp.session = session({ type: 0 });
    const view = renderShell('/m/mine');
    fakeApp.session = null;
    view.rerender(<Shell path="/m/member/benefits" />);
    expect(showToast).not.toHaveBeenCalled();
  });
});
