/**
 * Surviving mutants judged equivalent: no test can tell them from the machine, because the change
 * has no effect at run time. Matched by file, line, mutator and replacement; the report lists an
 * entry that matches no survivor any more, so a judgement does not outlive the code it was about.
 */
export type EquivalentMutant = {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
};

/** `setup({ types })` only carries TypeScript types: XState never reads it at run time. */
function typesOnly(file: string, line: number): EquivalentMutant {
  return { file, line, mutator: 'ObjectLiteral', replacement: '{}', reason: '`types` only carries TypeScript types' };
}

export const equivalentMutants: readonly EquivalentMutant[] = [
  typesOnly('machines/app.machine.ts', 14),
  typesOnly('machines/auth.machine.ts', 26),
  typesOnly('machines/backGesture.machine.ts', 20),
  typesOnly('machines/balance.machine.ts', 15),
  typesOnly('machines/captcha.machine.ts', 41),
  typesOnly('machines/changePassword.machine.ts', 84),
  typesOnly('machines/forgotPassword.machine.ts', 31),
  typesOnly('machines/forgotPasswordEmail.machine.ts', 65),
  typesOnly('machines/forgotPasswordPhone.machine.ts', 66),
  typesOnly('machines/language.machine.ts', 36),
  typesOnly('machines/login.machine.ts', 203),
  typesOnly('machines/logout.machine.ts', 40),
  typesOnly('machines/registration.machine.ts', 196),
  typesOnly('machines/smsCountdown.machine.ts', 61),
  typesOnly('machines/startup.machine.ts', 15),
  typesOnly('machines/toasts.machine.ts', 34),
  {
    file: 'machines/backGesture.machine.ts',
    line: 37,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason: 'the start is read only in `tracking`, which every touch enters through `rememberStart`',
  },
  {
    file: 'machines/toasts.machine.ts',
    line: 43,
    mutator: 'OptionalChaining',
    replacement: 'context.current.id',
    reason: '`toast.hide` is only handled in `showing`, entered only by a transition that sets `current`',
  },
  {
    file: 'machines/toasts.machine.ts',
    line: 47,
    mutator: 'OptionalChaining',
    replacement: 'context.current.durationMs',
    reason: 'the delay is read on entering `showing.toast`, after the same transition set `current`',
  },
  {
    file: 'machines/toasts.machine.ts',
    line: 50,
    mutator: 'OptionalChaining',
    replacement: 'context.current.durationMs',
    reason: 'the delay is read on entering `showing.loading`, after the same transition set `current`',
  },
  {
    file: 'machines/toasts.machine.ts',
    line: 54,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason: "`idle`'s entry sets `current` to null before the first snapshot",
  },
];
