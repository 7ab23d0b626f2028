/**
 * The portal's texts in the interface language: a small runtime of its own (docs/decisions.md, "Texts without
 * i18next at run time") with the part of i18next and react-i18next the app uses, keys typed by i18next's types.
 */
import { i18n } from './instance';
import { translationHooks } from './use-translation';

export { applyLanguage, currentLanguage, i18n, i18nReady, loadAllTexts } from './instance';
export { readStoredLanguage, resolveInitialLanguage } from './language';
export { namespaces, textUrl } from './text-files';
export { Trans } from './trans';

export const { useTranslation, useLanguage } = translationHooks(i18n);
