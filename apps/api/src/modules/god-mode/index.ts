/** God mode granted by staff: signed, expiring passes that let a browser through maintenance (lib/god-mode-pass.ts). */
import { defineModule } from '../../lib/api-module.ts';
import { godModeRoutes } from './god-mode.routes.ts';

export const godModeModule = defineModule({ name: 'god-mode', routes: (app, deps) => godModeRoutes(app, deps) });
