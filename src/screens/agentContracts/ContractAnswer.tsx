import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AgentContract } from '../../../contract';
import { toFailure } from '../../../machines/support/failure';
import { useFailureMessage } from '../../i18n/failureMessage';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { useContractAnswer } from './useContractAnswer';

type Contract = NonNullable<AgentContract>;

/**
 * Accept or decline a pending contract (decline asks first); then what was answered. The live
 * region is always there, so the result is announced when it comes.
 */
export function ContractAnswer({ contract, token }: { contract: Contract; token: string }) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const answer = useContractAnswer(token, contract);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const result = answer.data?.status;
  const failure = answer.error === null ? null : failureMessage(toFailure(answer.error));

  return (
    <section className="agentcontract__answer" aria-label={t`Your answer`}>
      <p role="status" className="agentcontract__result">
        {result === 'ACCEPTED' && <Trans>You accepted this contract.</Trans>}
        {result === 'DECLINED' && <Trans>You declined this contract.</Trans>}
      </p>
      {failure !== null && (
        <p role="alert" className="form__failure">
          <Trans>Your answer was not saved: {failure}</Trans>
        </p>
      )}
      {contract.status === 'PENDING' && (
        <div className="agentcontract__buttons">
          <button
            type="button"
            className="button"
            disabled={answer.isPending}
            onClick={() => setConfirmingDecline(true)}
          >
            <Trans>Decline</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={answer.isPending}
            aria-busy={answer.isPending && answer.variables === 'ACCEPT'}
            onClick={() => answer.mutate('ACCEPT')}
          >
            <Trans>Accept</Trans>
          </button>
        </div>
      )}
      {confirmingDecline && (
        <ConfirmDialog
          title={t`Decline this contract?`}
          description={t`Your upline is told that you declined it.`}
          confirmLabel={t`Decline`}
          cancelLabel={t`Keep it`}
          onCancel={() => setConfirmingDecline(false)}
          onConfirm={() => {
            setConfirmingDecline(false);
            answer.mutate('DECLINE');
          }}
        />
      )}
    </section>
  );
}
