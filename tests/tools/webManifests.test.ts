import { describe, expect, it } from 'vitest';
import { offeredLanguages, findOfferedLanguage } from '../../src/i18n/languages';
import { webManifest } from '../../scripts/webManifests';

describe('web app manifests (scripts/webManifests.ts)', () => {
  it.each(offeredLanguages.map((language) => [language.code, language] as const))(
    '%s: installable, in its language, with shortcuts to the games and the member centre',
    (_, language) => {
      const manifest = webManifest(language);
      expect(manifest).toMatchObject({
        name: 'WinPlay',
        start_url: '/m/home',
        display: 'standalone',
        lang: language.htmlLang,
        dir: language.dir,
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
      const icons = manifest.icons;
      expect(icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        ]),
      );
      expect(manifest.shortcuts).toEqual([
        expect.objectContaining({ url: '/m/gameList' }),
        expect.objectContaining({ url: '/m/mine' }),
      ]);
    },
  );

  it('names the shortcuts from the catalogs', () => {
    const portuguese = findOfferedLanguage('pt');
    if (portuguese === undefined) throw new Error('pt is not offered');
    expect(webManifest(portuguese).shortcuts).toEqual([
      expect.objectContaining({ name: 'Jogos' }),
      expect.objectContaining({ name: expect.not.stringMatching(/^Member center$/) }),
    ]);
  });
});
