import type { FieldValues, Resolver } from 'react-hook-form';
import { loadCatalogueTexts } from '@portal/shared';
import { currentLanguage } from './i18n';

export type LazyResolver<TValues extends FieldValues, TContext, TOutput> = Resolver<TValues, TContext, TOutput> & {
  /** Starts fetching the schema now (the form calls it when the user first focuses a field). */
  preload: () => void;
};

/**
 * A form resolver fetched on first use: the schema, zod and the texts of the status catalogue its messages may name
 * stay out of a page that only shows the form (the login page paints without them). The fetch starts when the user
 * first focuses a field (`preload`), so it is there by the time the form is submitted; a failed fetch is tried again
 * on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let pending: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const resolverNow = () => {
    pending ??= Promise.all([load(), loadCatalogueTexts(currentLanguage())]).then(
      ([resolver]) => resolver,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) => (await resolverNow())(values, context, options);
  return Object.assign(resolver, { preload: () => void resolverNow().catch(() => undefined) });
}
