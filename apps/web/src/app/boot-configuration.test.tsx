import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicCalls } from '@portal/shared';
import { CONFIGURATION_REFRESH_MS, configurationQueryOptions } from '@/features/brand/api/get-configuration';
import { useBrand } from '@/lib/brand';
import { createQueryClient } from '@/lib/query-client';
import { configurationKeys } from '@/lib/query-keys';
import { mockApi, ok, routeOf } from '@/testing/api-server';
import { brand, configuration } from '@/testing/test-data';
import { AppBoot } from './boot';

function EventsFlag() {
  return <p>{useBrand().flags.hasEventos ? 'events on' : 'events off'}</p>;
}

describe('the brand flags of an open portal', () => {
  it('follow the configuration query: a refresh replaces the flags the pages see, without a reload', async () => {
    let events = true;
    const api = mockApi({ [routeOf(publicCalls.configuration)]: () => ok(configuration(brand('generic', { flags: { hasEventos: events } }))) });
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <AppBoot>
          <EventsFlag />
        </AppBoot>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('events on')).toBeInTheDocument();
    // The boot's read seeds the live query: no second request at start.
    expect(api.callsTo('GET', publicCalls.configuration.path)).toHaveLength(1);

    events = false;
    await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    expect(await screen.findByText('events off')).toBeInTheDocument();
    expect(api.callsTo('GET', publicCalls.configuration.path)).toHaveLength(2);
  });

  it('is read again on window focus once stale and every few minutes', () => {
    const options = configurationQueryOptions();
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchInterval).toBe(CONFIGURATION_REFRESH_MS);
    expect(CONFIGURATION_REFRESH_MS).toBeLessThanOrEqual(5 * 60_000);
    expect(options.staleTime).toBeLessThan(CONFIGURATION_REFRESH_MS);
  });
});
