/** Public calls: the institution's brand, data-protection texts, health. */
import { publicRoutes } from './public.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const publicModule = defineModule({ name: 'public', routes: publicRoutes });
