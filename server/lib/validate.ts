import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod/mini';
import { invalidFromZod, invalidRequest } from './respond';

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Control characters other than tab, line feed and carriage return: no field of the platform
 * carries them, and PostgreSQL refuses NUL in text (a 500 before this check).
 */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string in `value` with a control character, or undefined when there is none. */
export function controlCharacterField(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = controlCharacterField(item, [...path, key]);
    if (field !== undefined) return field;
  }
  return undefined;
}

/** Every input of the platform goes through this before its schema: a 400 naming the field. */
export function refuseControlCharacters(c: Context, value: unknown): Response | undefined {
  const field = controlCharacterField(value);
  return field === undefined ? undefined : invalidRequest(c, field, `Invalid ${field}: control characters are not allowed`);
}

/** JSON body checked against a contract schema; anything else is a 400 naming the field. */
export function jsonBody<T extends z.ZodMiniType>(schema: T) {
  return validator('json', async (value, c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!jsonMediaType.test(mediaType)) {
      return invalidRequest(c, 'body', 'Invalid body: expected Content-Type application/json');
    }
    const refused = refuseControlCharacters(c, value);
    if (refused) return refused;
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}

export function queryParams<T extends z.ZodMiniType>(schema: T) {
  return validator('query', async (value, c) => {
    const refused = refuseControlCharacters(c, value);
    if (refused) return refused;
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}

/**
 * A query that is one of two kinds, told apart by `isFirst` (e.g. a lottery launch has `playType`):
 * checked against that kind's schema only, so a 400 names the field that is wrong for it.
 */
export function queryParamsOf<A extends z.ZodMiniType, B extends z.ZodMiniType>(
  isFirst: (query: Record<string, string | string[]>) => boolean,
  first: A,
  second: B,
) {
  return validator('query', async (value, c) => {
    const refused = refuseControlCharacters(c, value);
    if (refused) return refused;
    const result = isFirst(value) ? await first.safeParseAsync(value) : await second.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}

const formMediaType = /^application\/x-www-form-urlencoded$/i;

/** Form-encoded body (application/x-www-form-urlencoded) checked against a contract schema. */
export function formBody<T extends z.ZodMiniType>(schema: T) {
  return validator('form', async (value, c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!formMediaType.test(mediaType)) {
      return invalidRequest(c, 'body', 'Invalid body: expected Content-Type application/x-www-form-urlencoded');
    }
    const refused = refuseControlCharacters(c, value);
    if (refused) return refused;
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}
