const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A hot match's kick-off as the spec shows it (shell-and-content §2): MM/DD HH:mm, local time. */
export function kickOffText(matchTime: number): string {
  const date = new Date(matchTime);
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
