import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit the form refused, focus its first invalid field (accounts §4). `errors` is the
 * machine's field errors; call `armed()` when the user submits.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, form]);
  return () => {
    pending.current = true;
  };
}
