/**
 * Runs `work` once the browser has painted the current frame: what a tap changes on screen shows
 * first, and work the user does not see at once (writing the address, say) does not hold that
 * paint (the tap's INP).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
