import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { openDownlineMachine } from '../../../machines/openDownline.machine';
import { openDownline } from '../../api/endpoints/agent';
import { useStartupInfo } from '../../app/hooks';

/**
 * The open-downline machine for this screen's lifetime, with the real platform call: the body
 * encrypted to the platform's key like registration; the answer is the new account's name and type.
 */
export function useOpenDownlineActor() {
  const { publicKey } = useStartupInfo();
  const [machine] = useState(() =>
    openDownlineMachine.provide({
      actors: {
        openDownline: fromPromise(async ({ input }) => openDownline(publicKey, input)),
      },
    }),
  );
  return useActorRef(machine);
}
