import { useCallback, useMemo, useSyncExternalStore } from 'react';
// Types only: the keys are checked against the Spanish texts through i18next's types (src/i18next.d.ts); nothing
// of i18next runs in the app.
import type { DefaultNamespace, FlatNamespace, Namespace, TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/shared';
import type { TextStore } from './text-store';

type NamespaceArgument = FlatNamespace | readonly [FlatNamespace?, ...FlatNamespace[]] | undefined;
type NamespacesOf<Ns> = Ns extends undefined ? DefaultNamespace : Ns extends Namespace ? Ns : DefaultNamespace;

export interface UseTranslationResponse<Ns extends Namespace> {
  t: TFunction<Ns>;
  i18n: TextStore;
}

const DEFAULT_NAMESPACE: DefaultNamespace = 'common';

/** The hooks reading one text store (the app's, in index.ts; a store of their own in the runtime's tests). */
export function translationHooks(store: TextStore) {
  /**
   * The texts of one or more namespaces in the interface language (react-i18next's hook, the part the portal
   * uses). The component suspends (the nearest `<Suspense>` shows) while a namespace of the current language is on
   * the way; `t` looks in the namespaces in order, stays the same function until the language changes, and its
   * keys are type-checked against the Spanish texts.
   */
  function useTranslation<const Ns extends NamespaceArgument = undefined>(ns?: Ns): UseTranslationResponse<NamespacesOf<Ns>> {
    const list = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === 'string' ? [ns] : ns.filter((name) => name !== undefined);
    const listKey = list.join(',');
    // Re-renders when the language changes or one of its own namespaces arrives (or is given up on); another
    // page's texts arriving leaves it alone.
    const snapshot = useCallback(
      () => `${store.language}:${listKey.split(',').map((name) => store.state(store.language, name)).join(',')}`,
      [listKey],
    );
    useSyncExternalStore(store.subscribe, snapshot);
    const language = store.language;
    const t = useMemo(() => store.getFixedT(language, listKey.split(',')), [language, listKey]);
    const pending = store.pendingLoad(language, list);
    // Suspense's contract: the thrown promise says when to render again.
    if (pending) throw pending;
    return { t: t as unknown as TFunction<NamespacesOf<Ns>>, i18n: store };
  }

  /** The current interface language, re-rendering on change. */
  function useLanguage(): Language {
    const language = useSyncExternalStore(store.subscribe, () => store.language);
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  }

  return { useTranslation, useLanguage };
}
