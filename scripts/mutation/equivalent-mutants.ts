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

const registration = 'machines/registration.machine.ts';

/** registration: a check for rules not loaded yet, in code that only runs once they are. */
function registrationRulesLoaded(line: number, mutator: string, replacement: string): EquivalentMutant {
  return {
    file: registration,
    line,
    mutator,
    replacement,
    reason:
      "`settings` is null only before `ready`, which is entered only through `applySetup` and never clears it, and this runs only on events `ready` handles",
  };
}

/** registration: the refused submit's check, which `isFormValid` has just found failing. */
function registrationRefusedSubmit(line: number, mutator: string, replacement: string): EquivalentMutant {
  return {
    file: registration,
    line,
    mutator,
    replacement,
    reason: 'runs only on a submit `isFormValid` refused: the rules are loaded and the check failed, so its result is neither null nor ok',
  };
}

export const equivalentMutants: readonly EquivalentMutant[] = [
  typesOnly('machines/app.machine.ts', 35),
  typesOnly('machines/announcementPopup.machine.ts', 117),
  typesOnly('machines/auth.machine.ts', 34),
  typesOnly('machines/backGesture.machine.ts', 20),
  typesOnly('machines/balance.machine.ts', 15),
  typesOnly('machines/captcha.machine.ts', 51),
  typesOnly('machines/changePassword.machine.ts', 85),
  typesOnly('machines/downloadBar.machine.ts', 148),
  typesOnly('machines/forgotPassword.machine.ts', 31),
  typesOnly('machines/forgotPasswordEmail.machine.ts', 76),
  typesOnly('machines/forgotPasswordPhone.machine.ts', 76),
  typesOnly('machines/gameList.machine.ts', 105),
  typesOnly('machines/language.machine.ts', 36),
  typesOnly('machines/languageDebounce.machine.ts', 14),
  typesOnly('machines/login.machine.ts', 209),
  typesOnly('machines/loginPopup.machine.ts', 22),
  typesOnly('machines/logout.machine.ts', 44),
  typesOnly('machines/registration.machine.ts', 219),
  typesOnly('machines/smsCountdown.machine.ts', 57),
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
  {
    file: 'machines/gameList.machine.ts',
    line: 142,
    mutator: 'BooleanLiteral',
    replacement: 'true',
    reason: "`paging.ready`'s entry forgets a near end before the first snapshot",
  },
  {
    file: 'machines/auth.machine.ts',
    line: 56,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason: '`isAgent` is only asked in `signedIn.routing`, and every way into `signedIn` stores a session (the `hasSession` guard, `setSession`), so the session is never null there',
  },

  {
    file: 'machines/app.machine.ts',
    line: 77,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason: "`signOutOrigin` is read only by the logout invoke's input in `signOut.signingOut`, which is entered only through `noteSignOutOrigin`, so the initial value is never read",
  },
  {
    file: 'machines/app.machine.ts',
    line: 77,
    mutator: 'StringLiteral',
    replacement: '""',
    reason: "`signOutOrigin` is read only by the logout invoke's input in `signOut.signingOut`, which is entered only through `noteSignOutOrigin`, so the initial value is never read",
  },
  {
    file: 'machines/logout.machine.ts',
    line: 105,
    mutator: 'ArrayDeclaration',
    replacement: '[]',
    reason: '`clearingLocally` is left by its eventless transition in the macrostep that entered it: no snapshot, so no view, ever shows its tags',
  },
  {
    file: 'machines/logout.machine.ts',
    line: 105,
    mutator: 'StringLiteral',
    replacement: '""',
    reason: '`clearingLocally` is left by its eventless transition in the macrostep that entered it: no snapshot, so no view, ever shows its tags',
  },
  {
    file: 'machines/smsCountdown.machine.ts',
    line: 35,
    mutator: 'OptionalChaining',
    replacement: 'mobile.error.issues[0].message',
    reason: 'a failed zod parse always carries at least one issue, so `issues[0]` is never undefined',
  },
  {
    file: 'machines/support/registrationFields.ts',
    line: 87,
    mutator: 'OptionalChaining',
    replacement: 'parsed.error.issues[0].message',
    reason: 'a failed zod parse always carries at least one issue, so `issues[0]` is never undefined',
  },
  {
    file: 'machines/support/form.ts',
    line: 84,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: "a string in place of the default's (absent) dependents has no `on`, which never equals a field name, so the loop skips it as it skips nothing",
  },
  registrationRulesLoaded(125, 'ConditionalExpression', 'false'),
  registrationRulesLoaded(136, 'ConditionalExpression', 'false'),
  registrationRulesLoaded(140, 'ConditionalExpression', 'true'),
  registrationRulesLoaded(154, 'ConditionalExpression', 'false'),
  registrationRulesLoaded(170, 'ConditionalExpression', 'false'),
  registrationRulesLoaded(182, 'ConditionalExpression', 'false'),
  registrationRulesLoaded(338, 'ConditionalExpression', 'true'),
  registrationRefusedSubmit(131, 'ConditionalExpression', 'false'),
  registrationRefusedSubmit(131, 'LogicalOperator', 'result === null && result.ok'),
  registrationRefusedSubmit(278, 'ConditionalExpression', 'false'),
  registrationRefusedSubmit(278, 'LogicalOperator', 'result === null && result.ok'),
  {
    file: registration,
    line: 106,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason: "the context's `values` set `recommenderId` from the input over `emptyValues`, so this value is never read",
  },
  {
    file: registration,
    line: 107,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason: "the context's `values` set `affiliateCode` from the input over `emptyValues`, so this value is never read",
  },
  {
    file: registration,
    line: 131,
    mutator: 'OptionalChaining',
    replacement: 'result.issues[0].field',
    reason: '`checkRegistration` fails only with at least one issue (those it found, or the contract check\'s one), so `issues[0]` is never undefined',
  },
  {
    file: registration,
    line: 155,
    mutator: 'OptionalChaining',
    replacement: 'submission.fields',
    reason:
      '`needsAffiliateCheck` is asked only after `isFormValid` passed (the same `submissionOf` is not null), and `checkingAffiliate` is entered only through `prepareSubmission`, which stores that submission',
  },
  {
    file: registration,
    line: 281,
    mutator: 'OptionalChaining',
    replacement: 'error.kind',
    reason: 'every writer of `fieldErrors` stores a defined error or deletes the key, so no entry is undefined',
  },
  {
    file: registration,
    line: 317,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason: '`showSmsTargetIssue` runs only after `isSmsTargetValid` refused the same target, so its key is never null',
  },
  {
    file: registration,
    line: 485,
    mutator: 'OptionalChaining',
    replacement: 'context.submission.fields',
    reason: '`checkingAffiliate` is entered only through `prepareSubmission` on a valid form, so the submission is set',
  },
  {
    file: 'machines/login.machine.ts',
    line: 99,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason: "an empty password breaks `loginPasswordSchema`'s minLength(1) first, whose key is the same 'password.required'",
  },
  {
    file: 'machines/support/registrationFields.ts',
    line: 177,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason: "null and undefined are neither 'countryDialingCode' nor a register field name, so the next line returns null for them too",
  },
  {
    file: 'machines/support/registrationFields.ts',
    line: 177,
    mutator: 'LogicalOperator',
    replacement: 'name === null && name === undefined',
    reason: "null and undefined are neither 'countryDialingCode' nor a register field name, so the next line returns null for them too",
  },
  {
    file: 'machines/downloadBar.machine.ts',
    line: 254,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason:
      "`hasSession` has just found a session in this event; without params `noteSession` reads `undefined !== null`, signed in, the same",
  },
];
