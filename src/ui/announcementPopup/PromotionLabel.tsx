import { Trans } from '@lingui/react/macro';
import type { PromotionType } from '../../../contract';

/** The promotion button's words: where it goes (contract `promotionPaths`). */
export function PromotionLabel({ type }: { type: PromotionType }) {
  switch (type) {
    case 'REWARD':
      return <Trans>Go to the reward centre</Trans>;
    case 'MISSION':
      return <Trans>Go to missions</Trans>;
    case 'REFERRAL':
      return <Trans>Invite friends</Trans>;
    case 'ACTIVITY':
      return <Trans>See the promotion</Trans>;
  }
}
