import type { ContentItem } from '../../contract';

/** Pop-up announcements (content type PU) as the platform serves them; each test picks its list. */

function popup(fields: Partial<ContentItem> & Pick<ContentItem, 'id' | 'title'>): ContentItem {
  return {
    type: 'PU',
    content: `<p>${fields.title}</p>`,
    imageUrl: null,
    url: null,
    execution: null,
    promotionType: null,
    publishedAt: 0,
    ...fields,
  };
}

/** For visitors, with a promotion a visitor must not be offered. */
export const welcome = popup({ id: 211, title: 'Welcome to WinPlay', execution: 'B', promotionType: 'REFERRAL' });
/** For logged-in users, with a button to the reward centre. */
export const dailyRewards = popup({ id: 212, title: 'Daily rewards are waiting', execution: 'A', promotionType: 'REWARD' });
/** For logged-in users, no button. */
export const maintenance = popup({ id: 214, title: 'Maintenance on Sunday', execution: 'A' });
/** For logged-in users on their first login only. */
export const firstLoginGift = popup({ id: 213, title: 'Your first-login gift', execution: 'F', promotionType: 'MISSION' });
/** Not a pop-up: a player notice that happens to carry an execution. */
export const notice = popup({ id: 201, type: 'PL', title: 'A player notice', execution: 'A' });

/** Everything the content call can return for home's pop-ups, in server order. */
export const allPopups: readonly ContentItem[] = [welcome, dailyRewards, notice, maintenance, firstLoginGift];
