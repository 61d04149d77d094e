import { inlineAnswersElementId } from '../../contract';

const answers = new Map<string, unknown>();

/**
 * The answer the page arrived with for `path` (contract/inlineAnswers.ts), or undefined. Each is
 * given once: a later call asks the platform for a fresh one.
 */
export function takeInlineAnswer(path: string): unknown {
  adoptInlineAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/** Moves the page's answers out of the document, so they are read once. */
function adoptInlineAnswers(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(inlineAnswersElementId);
  if (element === null) return;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null) for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
  } catch {
    // Unreadable: every call asks the platform.
  }
}
