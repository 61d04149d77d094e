import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { raise } from 'xstate';
import { jackpotLimits } from '../../../machines/constants';
import { jackpotMachine, type JackpotEvent } from '../../../machines/jackpot.machine';
import { isPageHidden, prefersReducedMotion } from '../../platform/pageActivity';
import { usePageActivityChanges } from '../../ui/usePageActivityChanges';

/**
 * The jackpot clock for as long as home shows, with `random` as its source of chance (Math.random
 * in the app; tests pass their own), told the page and motion facts now and as they change.
 */
export function useJackpotClock(random: () => number) {
  const [startFraction] = useState(random);
  const [machine] = useState(() =>
    jackpotMachine.provide({
      actions: {
        drawStep: raise((): JackpotEvent => ({ type: 'random.drawn', riseFraction: random(), waitFraction: random() })),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { rising: { min: jackpotLimits.risingMin, max: jackpotLimits.risingMax }, startFraction },
  });
  useEffect(() => {
    if (prefersReducedMotion()) actor.send({ type: 'motion.reduced' });
    if (isPageHidden()) actor.send({ type: 'page.hidden' });
  }, [actor]);
  usePageActivityChanges(
    (hidden) => actor.send({ type: hidden ? 'page.hidden' : 'page.visible' }),
    (reduced) => actor.send({ type: reduced ? 'motion.reduced' : 'motion.allowed' }),
  );
  return actor;
}
