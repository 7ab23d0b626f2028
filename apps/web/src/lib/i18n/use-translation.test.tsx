import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextStore, type TextSource } from './text-store';
import type { Texts } from './translate';
import { translationHooks } from './use-translation';

const files: Record<string, Texts> = {
  'es/common': { hello: 'Hola', offers_zero: 'Ninguna', offers_one: 'Una', offers_other: '{{count}} ofertas' },
  'ca/common': { hello: 'Bon dia', offers_one: 'Una', offers_other: '{{count}} ofertes' },
  'es/cv': { title: 'Currículum' },
  'ca/cv': { title: 'Currículum (ca)' },
};

/** A source whose fetches finish when the test says so, counting them. */
function controlledSource() {
  const waiting = new Map<string, () => void>();
  const fetched: string[] = [];
  const source: TextSource = (language, namespace) => {
    const key = `${language}/${namespace}`;
    fetched.push(key);
    return new Promise((resolve) => waiting.set(key, () => resolve(files[key] ?? {})));
  };
  const finish = async (key: string) => {
    const done = waiting.get(key);
    if (!done) throw new Error(`${key} was never fetched`);
    waiting.delete(key);
    await act(async () => done());
  };
  return { source, fetched, finish };
}

const instantSource: TextSource = (language, namespace) => Promise.resolve(files[`${language}/${namespace}`] ?? {});

// Untyped namespaces of the store under test: the app's key types do not apply here.
type Loose = (key: string, options?: Record<string, unknown>) => string;

function setup(source: TextSource, language = 'es') {
  const store = new TextStore(language, source);
  const { useTranslation, useLanguage } = translationHooks(store);
  const seen: Loose[] = [];
  function Texts({ ns }: { ns?: 'cv' | readonly ['cv', 'common'] }) {
    const { t } = useTranslation(ns);
    const loose = t as unknown as Loose;
    seen.push(loose);
    return (
      <p data-testid="texts">
        {loose(ns === undefined ? 'hello' : 'title')} · {useLanguage()}
      </p>
    );
  }
  const renderTexts = (ns?: 'cv' | readonly ['cv', 'common']) =>
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Texts ns={ns} />
      </Suspense>,
    );
  return { store, seen, renderTexts, Texts };
}

describe('useTranslation', () => {
  it('suspends until the namespace of the current language has arrived, fetching it once', async () => {
    const { source, fetched, finish } = controlledSource();
    const { renderTexts } = setup(source);
    renderTexts('cv');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await finish('es/cv');
    expect(screen.getByTestId('texts')).toHaveTextContent('Currículum · es');
    expect(fetched).toEqual(['es/cv']);
  });

  it('waits for every namespace it names, and looks in them in order', async () => {
    const { source, finish } = controlledSource();
    const { renderTexts } = setup(source);
    renderTexts(['cv', 'common']);
    await finish('es/cv');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await finish('es/common');
    expect(screen.getByTestId('texts')).toHaveTextContent('Currículum · es');
  });

  it('re-renders in the new language once its texts are in, keeping the old ones meanwhile, with a new t', async () => {
    const { source, finish } = controlledSource();
    const { store, renderTexts, seen } = setup(source);
    renderTexts('cv');
    await finish('es/cv');
    const switching = store.changeLanguage('ca');
    await act(async () => {});
    // The Catalan texts are on the way: still Spanish, not the fallback.
    expect(screen.getByTestId('texts')).toHaveTextContent('Currículum · es');
    await finish('ca/cv');
    await act(() => switching);
    expect(store.language).toBe('ca');
    expect(screen.getByTestId('texts')).toHaveTextContent('Currículum (ca) · ca');
    expect(new Set(seen).size).toBe(2);
  });

  it('keeps the same t across re-renders while the language does not change, and ignores other texts arriving', async () => {
    const { store, renderTexts, seen, Texts } = setup(instantSource);
    await store.loadNamespaces('common');
    const view = renderTexts();
    view.rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Texts />
      </Suspense>,
    );
    expect(seen).toHaveLength(2);
    expect(new Set(seen).size).toBe(1);
    // Another page's namespace arriving does not render this component again.
    await act(() => store.loadNamespaces('cv'));
    expect(seen).toHaveLength(2);
  });

  it('shows the keys of a namespace that could not be fetched, and fetches it again when asked', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      const source = vi.fn<TextSource>((language, namespace) => (fail ? Promise.reject(new Error('offline')) : instantSource(language, namespace)));
      const { store, renderTexts } = setup(source);
      renderTexts('cv');
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByTestId('texts')).toHaveTextContent('title · es');
      expect(source).toHaveBeenCalledTimes(3);
      fail = false;
      await act(() => store.loadNamespaces('cv'));
      expect(screen.getByTestId('texts')).toHaveTextContent('Currículum · es');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the text store', () => {
  it('loads namespaces of the current language once however many ask, and resolves when they are in', async () => {
    const { source, fetched, finish } = controlledSource();
    const store = new TextStore('ca', source);
    let done = false;
    const loading = Promise.all([store.loadNamespaces(['cv', 'common']), store.loadNamespaces('cv')]).then(() => {
      done = true;
    });
    await finish('ca/cv');
    expect(done).toBe(false);
    await finish('ca/common');
    await loading;
    expect(fetched).toEqual(['ca/cv', 'ca/common']);
    expect(store.getFixedT('ca', ['cv', 'common'])('hello')).toBe('Bon dia');
    await store.loadNamespaces('cv');
    expect(fetched).toHaveLength(2);
  });

  it('switches language after loading, in it, every namespace used so far; plural rules follow the language', async () => {
    const { source, fetched, finish } = controlledSource();
    const store = new TextStore('es', source);
    const loaded = store.loadNamespaces(['common', 'cv']);
    await finish('es/common');
    await finish('es/cv');
    await loaded;
    const switched = store.changeLanguage('ca');
    expect(store.language).toBe('es');
    await finish('ca/common');
    await finish('ca/cv');
    await switched;
    expect(store.language).toBe('ca');
    expect(fetched.slice(2).sort()).toEqual(['ca/common', 'ca/cv']);
    expect(store.getFixedT('ca', ['common'])('offers', { count: 0 })).toBe('0 ofertes');
    expect(store.getFixedT('es', ['common'])('offers', { count: 0 })).toBe('Ninguna');
  });

  it('lets the last of two overlapping language switches win', async () => {
    const { source, finish } = controlledSource();
    const store = new TextStore('es', source);
    store.addResourceBundle('es', 'common', files['es/common'] ?? {});
    const toCatalan = store.changeLanguage('ca');
    const backToSpanish = store.changeLanguage('es');
    await backToSpanish;
    await finish('ca/common');
    await toCatalan;
    expect(store.language).toBe('es');
  });

  it('adds texts as i18next does: deep merges, and overwrites only when asked', () => {
    const store = new TextStore('es', instantSource);
    const listener = vi.fn();
    store.subscribe(listener);
    store.addResourceBundle('es', 'cv', { a: 'uno', group: { b: 'dos' } });
    store.addResourceBundle('es', 'cv', { a: 'otro', group: { c: 'tres' } }, true, false);
    const t = store.getFixedT('es', ['cv']);
    expect([t('a'), t('group.b'), t('group.c')]).toEqual(['uno', 'dos', 'tres']);
    store.addResourceBundle('es', 'cv', { a: 'nuevo' }, true, true);
    expect(t('a')).toBe('nuevo');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.isSettled('es', 'cv')).toBe(true);
  });
});
