import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContractKind } from '../../../contract';

/** Each contract's page (shell-and-content §2 routes). */
export const contractPagePaths = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourlySalary: '/m/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;

/** Each contract's name, as the prompt and its page say it. */
export const contractTitles: Record<ContractKind, MessageDescriptor> = {
  dailySalary: msg`Daily salary contract`,
  dividend: msg`Dividend contract`,
  hourlySalary: msg`Hourly salary contract`,
};
