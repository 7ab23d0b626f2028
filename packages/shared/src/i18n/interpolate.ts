/**
 * Fills `{name}` placeholders of a text: catalogue messages, requirement texts, mails. A placeholder without a
 * value stays as written, so a missing parameter is visible (in tests and on screen) rather than silently empty.
 */
export function interpolate(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (values[name] === undefined ? placeholder : String(values[name])));
}
