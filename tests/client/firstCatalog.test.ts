import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogLoaders, fetchFirstCatalog, importCatalog } from '../../src/i18n/catalogs';
import { mirrorLanguagePreference, writeLanguagePreference } from '../../src/platform/preferences';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the first catalog is asked for ahead of the app (issue 14)', () => {
  it('fetches the catalog of the language the app will start in: the stored choice', () => {
    writeLanguagePreference('pt');
    const pt = vi.spyOn(catalogLoaders, 'pt').mockResolvedValue({ messages: {} });
    const en = vi.spyOn(catalogLoaders, 'en').mockResolvedValue({ messages: {} });
    fetchFirstCatalog();
    expect(pt).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });

  it('else the browser’s language, else English', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fil-PH']);
    const ty = vi.spyOn(catalogLoaders, 'ty').mockResolvedValue({ messages: {} });
    fetchFirstCatalog();
    expect(ty).toHaveBeenCalledTimes(1);

    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const en = vi.spyOn(catalogLoaders, 'en').mockResolvedValue({ messages: {} });
    fetchFirstCatalog();
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download to the app’s own load of the catalog: handled here, not thrown', () => {
    const failed = Promise.reject(new Error('offline'));
    const handled = vi.spyOn(failed, 'catch');
    vi.spyOn(catalogLoaders, 'en').mockReturnValue(failed);
    expect(() => fetchFirstCatalog()).not.toThrow();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});

describe('a catalog’s import', () => {
  it('is the language’s own catalog', async () => {
    const messages = { greeting: 'Olá' };
    vi.spyOn(catalogLoaders, 'pt').mockResolvedValue({ messages });
    await expect(importCatalog('pt')).resolves.toEqual({ messages });
  });

  // A build has the files' addresses and asks again under a new one: e2e/language.spec.ts.
  it('fails as the import did where no built file’s address is known (dev, tests)', async () => {
    const offline = new Error('offline');
    const en = vi.spyOn(catalogLoaders, 'en').mockRejectedValue(offline);
    await expect(importCatalog('en')).rejects.toBe(offline);
    expect(en).toHaveBeenCalledTimes(1);
  });
});

describe('the stored language’s cookie, which the server paints the next page in (issue 14)', () => {
  beforeEach(() => {
    document.cookie = 'language=; Path=/; Max-Age=0';
  });

  it('is written again for a choice stored before it existed, and left alone when it mirrors the choice', () => {
    window.localStorage.setItem('language', 'pt');
    mirrorLanguagePreference();
    expect(document.cookie).toBe('language=pt');

    const written = vi.spyOn(document, 'cookie', 'set');
    mirrorLanguagePreference();
    expect(written).not.toHaveBeenCalled();
  });

  it('is not written without a stored choice: the browser’s languages say it', () => {
    mirrorLanguagePreference();
    expect(document.cookie).toBe('');
  });
});
