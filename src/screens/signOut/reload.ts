/** A real page load (accounts §4: "reload to /m/home"), so nothing of the session stays in memory. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
