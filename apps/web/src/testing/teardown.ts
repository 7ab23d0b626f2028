import type { QueryClient } from '@tanstack/react-query';

/**
 * What a test started that must end with it. A page keeps working after its test has passed: its queries and
 * mutations are still waiting for the API, its router still loading a lazy page. Left alone, their answers land
 * in the next test, and a late error reaches the one message banner (lib/notices, shared by the whole file):
 * a 606 of an ended test replaced the next test's "Sesión caducada" whenever the machine was slow enough.
 */
const steps: Array<() => void | Promise<void>> = [];

export function afterThisTest(step: () => void | Promise<void>): void {
  steps.push(step);
}

/** Runs the steps, newest first (setup.ts, before the shared stores are reset). */
export async function endTestWork(): Promise<void> {
  for (let step = steps.pop(); step; step = steps.pop()) await step();
}

/**
 * Ends a test's router and query client: no more navigation, every query cancelled without an error report, and
 * the caches made deaf, so a request still on the wire that settles later reports to nobody.
 */
export function releaseAfterTest({ router, queryClient }: { router?: { dispose(): void }; queryClient?: QueryClient }): void {
  afterThisTest(async () => {
    router?.dispose();
    if (!queryClient) return;
    queryClient.getQueryCache().config = {};
    queryClient.getMutationCache().config = {};
    await queryClient.cancelQueries(undefined, { silent: true });
    queryClient.clear();
  });
}
