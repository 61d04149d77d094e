import { useEffect, useRef } from 'react';

/** A flow that asks the view to put the cursor in a field (its `form.focus` events). */
type FocusSource = {
  on: (type: 'form.focus', handler: (event: { field: string }) => void) => { unsubscribe: () => void };
};

/**
 * Moves the cursor to the field a flow names: the first invalid one after a failed submit, a field
 * a failure just cleared, the code input once it opens. Returns the ref for the form.
 */
export function useFocusRequests(flow: FocusSource) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = flow.on('form.focus', ({ field }) => {
      // After the render that shows the message (or opens an input that was closed).
      clearTimeout(timer);
      timer = setTimeout(() => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(), 0);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [flow]);
  return form;
}
