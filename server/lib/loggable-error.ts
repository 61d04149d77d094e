import { DrizzleQueryError } from 'drizzle-orm';

/**
 * A failure as the server log may hold it: what failed and where, never the values it carried.
 * Drizzle's query errors put every parameter in their message and stack (a failed registration
 * logged the payee name, the id number and the payment-password hash), and PostgreSQL quotes the
 * offending value in some of its messages.
 */
export function loggableError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    return [`Failed query: ${error.query}`, `cause: ${describeCause(error.cause)}`, ...frames(error.stack)].join('\n');
  }
  if (error instanceof Error) return [`${error.name}: ${withoutQuotedValues(error.message)}`, ...frames(error.stack)].join('\n');
  return typeof error;
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return 'unknown';
  const code = 'code' in cause && typeof cause.code === 'string' ? `${cause.code} ` : '';
  return `${code}${withoutQuotedValues(cause.message)}`;
}

/** `invalid input syntax for type integer: "abc"` → `… integer: "…"`. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

/** The stack's frames only: its first lines repeat the message. */
function frames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}
