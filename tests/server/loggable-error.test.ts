import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, errorCodes } from '../../contract';
import { memberProfiles } from '../../server/db/schema';
import { loggableError } from '../../server/lib/loggable-error';
import { expectFailure } from './support/envelope';
import { appOnFailingDatabase, usePlatform } from './support/platform';

const platform = usePlatform();

const secrets = { payeeName: 'Juan Dela Cruz', idNumber: 'ID-778899', paymentPasswordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA' };

/** A real failed query: a profile for a member that does not exist breaks the foreign key. */
async function failedProfileInsert(): Promise<unknown> {
  try {
    await platform.db.insert(memberProfiles).values({
      memberId: 987_654,
      registerMethod: 'H5',
      registerUrl: 'https://example.com',
      createdAt: new Date(),
      ...secrets,
    });
  } catch (error) {
    return error;
  }
  throw new Error('the insert was expected to fail');
}

describe('errors in the server log', () => {
  it('name the failed query and its cause, never the values it carried', async () => {
    const error = await failedProfileInsert();
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // What the log used to get: every parameter.
    expect(String(error)).toContain(secrets.idNumber);

    const logged = loggableError(error);
    expect(logged).toMatch(/^Failed query: insert into "member_profiles"/);
    expect(logged).toMatch(/cause: 23503 /);
    expect(logged).toMatch(/\n\s+at /);
    for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
  });

  it('leave out the values PostgreSQL quotes in its messages', () => {
    const logged = loggableError(new Error('invalid input syntax for type integer: "Juan Dela Cruz"'));
    expect(logged).toMatch(/^Error: invalid input syntax for type integer: "…"/);
    expect(logged).not.toContain('Juan');
  });

  it('are what the platform logs when a request fails unexpectedly', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryError = await failedProfileInsert();
    const app = await appOnFailingDatabase(platform.db, queryError);
    const failure = await expectFailure(await app.request(apiPaths.startup));
    expect(failure.status).toBe(500);
    expect(failure.errorCode).toBe(errorCodes.internal);
    const logged = errors.mock.calls.flat().map(String).join('\n');
    expect(logged).toContain('Failed query');
    for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
  });
});
