import { validator } from 'hono/validator';
import type { z } from 'zod/mini';
import { invalidFromZod, invalidRequest } from './respond';

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/** JSON body checked against a contract schema; anything else is a 400 naming the field. */
export function jsonBody<T extends z.ZodMiniType>(schema: T) {
  return validator('json', async (value, c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!jsonMediaType.test(mediaType)) {
      return invalidRequest(c, 'body', 'Invalid body: expected Content-Type application/json');
    }
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}

export function queryParams<T extends z.ZodMiniType>(schema: T) {
  return validator('query', async (value, c) => {
    const result = await schema.safeParseAsync(value);
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
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : invalidFromZod(c, result.error);
  });
}
