import type { StatusCode } from '../status.ts';

/** A message as written: title, body and, where the message has one, the button. */
export type Line = readonly [title: string, body: string, button?: string];

/** Every code's message in one language (one file per language, so a page loads only its own). */
export type CatalogueTexts = Record<StatusCode, Line>;
