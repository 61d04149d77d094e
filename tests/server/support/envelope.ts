import { z } from 'zod/mini';
import { failureEnvelopeSchema, successEnvelopeSchema, type FailureEnvelope } from '../../../contract';
import { readJson } from './platform';

/** Parses a success envelope with the contract schema and returns its value. */
export async function expectSuccess<T extends z.ZodMiniType>(response: Response, schema: T, status = 200): Promise<z.output<T>> {
  const body = await readJson(response);
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success) throw new Error(`expected success, got HTTP ${response.status} ${JSON.stringify(failure.data)}`);
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}`);
  return schema.parse(successEnvelopeSchema(z.unknown()).parse(body).value);
}

export async function expectFailure(response: Response): Promise<FailureEnvelope & { status: number }> {
  const body = await readJson(response);
  return { ...failureEnvelopeSchema.parse(body), status: response.status };
}
