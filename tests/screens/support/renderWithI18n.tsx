import type { ReactElement } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';

/** Renders under Lingui in English: messages without a catalog entry show their source text. */
export function renderWithI18n(ui: ReactElement) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
