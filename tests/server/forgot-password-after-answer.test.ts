import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgotPasswordByEmailResponseSchema } from '../../contract';
import type { Database } from '../../server/db/database';
import { mailOutbox as mailOutboxTable, passwordResetCodes } from '../../server/db/schema';
import { createBackgroundTasks } from '../../server/lib/background-tasks';
import { askResetMail, mailOutbox } from './support/accounts';
import { expectSuccess } from './support/envelope';
import { startPlatform, usePlatform } from './support/platform';

/*
 * Issue 10 §6: a matching username and e-mail answered measurably slower than an unknown name,
 * because the look-up, the code and the e-mail came before the answer. They now come after it.
 */

/** Tasks wait here until the test lets them start, so what exists at the answer is visible. */
const held: (() => void)[] = [];
function release(): void {
  for (const start of held.splice(0)) start();
}

const platform = usePlatform({ background: createBackgroundTasks((start) => held.push(start)) }, { resetEachTest: true });

const forgot = askResetMail;

async function rows(db: Database, table: typeof passwordResetCodes | typeof mailOutboxTable): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

describe('forgot password by e-mail answers before it does anything account-specific', () => {
  it('has no reset code and no e-mail when the answer arrives; the e-mail follows', async () => {
    const match = await forgot(platform.app, { username: 'demo_member', email: 'demo.member@example.com' }, '10.9.0.1');
    expect(await expectSuccess(match, forgotPasswordByEmailResponseSchema)).toEqual({ accepted: true });
    expect(await rows(platform.db, passwordResetCodes)).toBe(0);
    expect(await rows(platform.db, mailOutboxTable)).toBe(0);

    release();
    const mail = await mailOutbox(platform.app);
    expect(mail.map((message) => message.to)).toEqual(['demo.member@example.com']);
    expect(await rows(platform.db, passwordResetCodes)).toBe(1);
  });

  it('leaves the same work for after the answer whether or not the name and e-mail match', async () => {
    await forgot(platform.app, { username: 'demo_member', email: 'demo.member@example.com' }, '10.9.0.2');
    const afterMatch = held.length;
    await forgot(platform.app, { username: 'nobody_here', email: 'nobody@example.com' }, '10.9.0.3');
    expect([afterMatch, held.length - afterMatch]).toEqual([1, 1]);
    release();
    expect(await mailOutbox(platform.app)).toHaveLength(1);
  });
});

describe('closing the platform', () => {
  it('waits for work still running after an answer', async () => {
    const background = createBackgroundTasks();
    const closing = await startPlatform({ background });
    let finished = false;
    background.run('slow e-mail', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    await closing.close();
    expect(finished).toBe(true);
  });
});
