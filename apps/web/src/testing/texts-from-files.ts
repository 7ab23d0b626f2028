import { setTextSource } from '@/lib/i18n/text-files';
import type { Texts } from '@/lib/i18n/translate';

// Runs before the other setup and before any app module (first of the setup files): the text store's first load
// (the common texts, at import) already reads the JSON files, which jsdom could not fetch by URL.
const files = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default', eager: true });
setTextSource((language, namespace) => Promise.resolve(files[`../locales/${language}/${namespace}.json`] ?? {}));
