import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bottomBarMarkup, bottomBarPaintOf } from '../../server/lib/bottom-bar-paint';
import { catalogWords } from '../../server/lib/catalog-words';
import { footerIconPaths } from '../../src/ui/footer/footerIconPaths';
import { startupInfo } from '../support/fixtures';
import { wordsOf } from './support/markupWords';

const english = (source: string) => source;
const noService = startupInfo();
const site = startupInfo({ customerService: { ...noService.customerService, messagingUrl: 'https://chat.example/demo' } });

describe('the bottom bar in a first paint (issue 14)', () => {
  it('draws the footer’s five entries with their icons and words, the page’s own marked as current', () => {
    const markup = bottomBarMarkup(bottomBarPaintOf('/m/activity/', site), english);
    expect(wordsOf(markup)).toEqual(['Home', 'Activity', 'Deposit', '7x24 service', 'Members']);
    for (const path of Object.values(footerIconPaths)) expect(markup).toContain(`<path d="${path}" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/>`);
    expect(markup.match(/aria-current="page"/g)).toHaveLength(1);
    expect(markup).toContain('<span class="tabbar__item" aria-current="page"><span class="tabbar__icon"><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M4 10h16');
    expect(markup).toContain('<span class="tabbar__item tabbar__item--centre">');
    expect(bottomBarMarkup(bottomBarPaintOf('/m/gameList', site), english)).not.toContain('aria-current');
    expect(bottomBarMarkup(bottomBarPaintOf('/m/home', site), english)).toMatch(/^<div class="bottom-bar first-paint__bottom-bar"><ul class="tabbar__list"><li><span class="tabbar__item" aria-current="page">/);
  });

  it('dims customer service when the site names no address for it, as the app does', () => {
    expect(bottomBarMarkup(bottomBarPaintOf('/m/home', site), english)).not.toContain('aria-disabled');
    const dimmed = bottomBarMarkup(bottomBarPaintOf('/m/home', noService), english);
    expect(dimmed.match(/aria-disabled="true"/g)).toHaveLength(1);
    expect(dimmed).toMatch(/aria-disabled="true"><span class="tabbar__icon"><svg [^>]*><path d="M4 14v-2/);
  });

  it('speaks the app’s words in the language it starts in, from its catalogs; without them or the site, only the bar’s place', async () => {
    const portuguese = bottomBarMarkup(bottomBarPaintOf('/m/home', site), await catalogWords('pt'));
    expect(wordsOf(portuguese)).toEqual(['Início', 'Atividades', 'Depositar', 'Atendimento 7x24', 'Membros']);
    const sources: string[] = [];
    bottomBarMarkup(bottomBarPaintOf('/m/home', site), (source) => {
      sources.push(source);
      return source;
    });
    const catalog = readFileSync(new URL('../../locales/en/messages.po', import.meta.url), 'utf8');
    for (const source of sources) expect(catalog, source).toContain(`msgid "${source}"`);
    const place = '<div class="bottom-bar first-paint__bottom-bar"></div>';
    expect(bottomBarMarkup(null, english)).toBe(place);
    expect(bottomBarMarkup(bottomBarPaintOf('/m/home', site), null)).toBe(place);
  });
});
