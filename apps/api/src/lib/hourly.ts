import type { FastifyInstance } from 'fastify';

const HOUR_MS = 3600 * 1000;

/**
 * Runs `task` every hour in this process until the app closes; a failed run is logged and the next one tries
 * again. Background work that must happen once across processes makes itself safe (locks, dedupe keys): this only
 * says when.
 */
export function everyHour(app: FastifyInstance, what: string, task: () => Promise<void>): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
