import { developmentVerificationKind, type VerificationServiceInfo } from '../../../contract';
import type { VerificationServiceAdapter } from './types';

/**
 * The adapter for the service start-up information names, loaded on demand so it costs nothing
 * until a social button is tapped. Null when none is initialised or the kind has no adapter here,
 * in which case the social buttons do not show.
 */
export function verificationServiceLoader(
  info: VerificationServiceInfo,
): (() => Promise<VerificationServiceAdapter>) | null {
  if (info === null) return null;
  switch (info.kind) {
    case developmentVerificationKind:
      return async () => (await import('./development')).developmentVerificationService;
    default:
      return null;
  }
}
