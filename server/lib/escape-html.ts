/** Text for HTML the server writes (a text node or a quoted attribute): the five special characters as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
