import { Plural } from '@lingui/react/macro';
import { drawInterval } from './drawInterval';

/** How often a lottery draws: "Every 3 min", "Every hour", "Every day". */
export function DrawInterval({ minutes }: { minutes: number }) {
  const { unit, count } = drawInterval(minutes);
  switch (unit) {
    case 'day':
      return <Plural value={count} one="Every day" other="Every # days" />;
    case 'hour':
      return <Plural value={count} one="Every hour" other="Every # hours" />;
    case 'minute':
      return <Plural value={count} one="Every minute" other="Every # min" />;
  }
}
