/** What a faked platform call answers: a value, or an Error for a failure. */
export type Answer = unknown | Error;

/** The platform's envelope for an answer: `success` with the value, or a 500 with the error's message. */
export function platformAnswer(value: Answer): Response {
  return value instanceof Error
    ? Response.json({ success: false, errorCode: 'system.error', message: value.message }, { status: 500 })
    : Response.json({ success: true, value });
}
