import type { FeatureManifest, PageModule, RouteDeclaration } from './feature';

/**
 * The app's route table and page modules from the feature manifests, keyed by their file (as `import.meta.glob`
 * gives them). Features are taken in the order of their folder names and each one's routes in its own order, so the
 * table is the same for the app, the tests and the build (build/page-preloads.ts reads it in Node). Which route of
 * the table comes first never decides a page: no path matches two routes of different pages (routes.test.ts).
 *
 * Plain code with type-only imports, for the same reason as the manifests.
 */
export function collectRoutes(manifests: Record<string, FeatureManifest>): {
  routes: RouteDeclaration[];
  pages: Record<string, () => Promise<PageModule>>;
} {
  const ordered = Object.keys(manifests)
    .sort()
    .map((file) => manifests[file]!);
  return {
    routes: ordered.flatMap((manifest) => manifest.routes),
    pages: Object.assign({}, ...ordered.map((manifest) => manifest.pages)),
  };
}
