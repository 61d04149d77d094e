import { z } from 'zod/mini';

/** `GET /dev/sms`: the SMS outbox of the reference platform, newest first. */
export const smsOutboxEntrySchema = z.object({
  mobile: z.string(),
  code: z.string(),
  moduleId: z.string(),
  sentAt: z.int(),
});
export const smsOutboxSchema = z.array(smsOutboxEntrySchema);

/** `GET /dev/captcha?key=`: the answer of an issued captcha, so QA and e2e can pass it. */
export const devCaptchaSchema = z.object({ captchaKey: z.string(), code: z.string() });

/** `GET /dev/captcha` query. */
export const devCaptchaQuerySchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `POST /dev/reset`: the platform is back to its seed. */
export const devResetResponseSchema = z.object({ reset: z.literal(true) });
