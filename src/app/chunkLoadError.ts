/** A lazy screen whose code could not be fetched (thrown by the router's retryable wrapper). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError;
}
