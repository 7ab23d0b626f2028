/** Text placed in a mail's HTML part: the five characters HTML gives a meaning to, as character references. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
