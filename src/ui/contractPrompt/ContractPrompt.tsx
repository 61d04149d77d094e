import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '../../../contract';
import { Dialog } from '../dialog/Dialog';
import { contractTitles } from './contractKinds';

type Props = { kind: ContractKind; onCancel: () => void; onOpen: () => void };

/** One pending contract: cancel (the next one, if any) or go to its page to read and answer it. */
export default function ContractPrompt({ kind, onCancel, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const descriptions: Record<ContractKind, string> = {
    dailySalary: t`Your upline offers you a daily salary contract. Read its terms, then accept or decline it.`,
    dividend: t`Your upline offers you a dividend contract. Read its terms, then accept or decline it.`,
    hourlySalary: t`Your upline offers you an hourly salary contract. Read its terms, then accept or decline it.`,
  };
  return (
    <Dialog title={i18n._(contractTitles[kind])} description={descriptions[kind]} onCancel={onCancel}>
      <button type="button" className="button dialog__button" onClick={onCancel}>
        {t`Cancel`}
      </button>
      <button type="button" className="button button--primary dialog__button" onClick={onOpen}>
        {t`View contract`}
      </button>
    </Dialog>
  );
}
