/** A draw interval in the largest whole unit: 1440 minutes is a day, 120 two hours, 90 stays minutes. */
export function drawInterval(minutes: number): { unit: 'day' | 'hour' | 'minute'; count: number } {
  if (minutes % 1440 === 0) return { unit: 'day', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hour', count: minutes / 60 };
  return { unit: 'minute', count: minutes };
}
