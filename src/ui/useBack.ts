import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** Back (accounts §2): to a given path, else one step back, else /m/home with no history. */
export function useBack(to?: string): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (to !== undefined) void router.navigate({ to });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: '/m/home' });
  };
}
