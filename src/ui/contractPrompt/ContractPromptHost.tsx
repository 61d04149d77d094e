import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { shownContract } from '../../../machines/contractPrompts.machine';
import { useAnnouncementPopupActor } from '../../app/hooks';
import { contractPagePaths } from './contractKinds';
import { useContractPromptsActor } from './useContractPromptsActor';
import { useHydrated } from '../../platform/useHydrated';

const ContractPrompt = lazy(() => import('./ContractPrompt'));

/**
 * The agent contract prompts (shell-and-content §2, §4), on the page that mounts this host (home).
 * It tells the machine while it is on screen, so the platform is asked only when a prompt can show
 * and the next prompt waits for the member's return from a contract page; it carries out the
 * machine's requests to open a contract page. One dialog at a time: the announcement popup first.
 */
export function ContractPromptHost() {
  const prompts = useContractPromptsActor();
  const router = useRouter();
  const kind = useSelector(prompts, (snapshot) => (snapshot === undefined ? null : shownContract(snapshot)));
  const popupSettled = useSelector(useAnnouncementPopupActor(), (snapshot) => snapshot === undefined || snapshot.hasTag('settled'));
  // A dialog is the browser's: none is in the server's markup.
  const hydrated = useHydrated();

  useEffect(() => {
    if (prompts === undefined) return;
    const opening = prompts.on('contractPrompts.openPage', (event) => void router.navigate({ to: contractPagePaths[event.kind] }));
    prompts.send({ type: 'view.shown' });
    return () => {
      opening.unsubscribe();
      prompts.send({ type: 'view.hidden' });
    };
  }, [prompts, router]);

  if (prompts === undefined || kind === null || !popupSettled || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ContractPrompt
        key={kind}
        kind={kind}
        onCancel={() => prompts.send({ type: 'user.cancel' })}
        onOpen={() => prompts.send({ type: 'user.openContract' })}
      />
    </Suspense>
  );
}
