import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTexts } from 'virtual:page-texts';
import { pageTextsOf } from '../../build/page-texts';
import { appRoutes } from '@/config/routes';

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-texts-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('the texts each page asks for (virtual:page-texts)', () => {
  it('has the namespaces of every page the features declare, read from the real source', () => {
    const pages = new Set(appRoutes.map((route) => route.page).filter((page) => page !== 'connection-error'));
    expect(new Set(Object.keys(pageTexts))).toEqual(pages);
    expect(pageTexts.home).toEqual(['candidacies', 'home', 'offers']);
    expect(pageTexts['offer-list']).toEqual(['offers']);
    expect(pageTexts.login).toEqual(['auth']);
  });

  it("reads each feature manifest's pages, follows static imports only, leaves comments, type imports and dynamic imports out, and drops the default namespace", () => {
    const root = project({
      'features/home/feature.ts': "export const feature = { pages: { home: () => import('../../pages/home') } };",
      'features/other/feature.ts': "export const feature = { pages: { 'other-page': () => import('@/pages/other') } };",
      'pages/home.tsx': [
        "import { Part } from './part';",
        "import type { Unused } from '@/pages/typed';",
        "// useTranslation('commented')",
        "const later = () => import('@/pages/lazy');",
        "export default function Home() { const { t } = useTranslation(['home', 'common']); return t('x'); }",
      ].join('\n'),
      'pages/part/index.ts': "export { Deep } from '../deep';\nexport function Part() { useTranslation(); }",
      'pages/deep.tsx': "export function Deep() { useTranslation('deep'); }",
      'pages/typed.ts': "useTranslation('typed');",
      'pages/lazy.tsx': "useTranslation('lazy');",
      'pages/other.tsx': "export default function Other() { useTranslation('other'); }",
    });
    expect(pageTextsOf(root)).toEqual({ home: ['deep', 'home'], 'other-page': ['other'] });
  });

  it('refuses a hook whose namespace is not written out, instead of missing it', () => {
    const root = project({
      'features/home/feature.ts': "export const feature = { pages: { home: () => import('@/pages/home') } };",
      'pages/home.tsx': 'const ns = pick(); useTranslation(ns);',
    });
    expect(() => pageTextsOf(root)).toThrow(/names no literal namespace/);
  });

  it('refuses a page id two features declare, which the app would otherwise resolve to one of them silently', () => {
    const root = project({
      'features/a/feature.ts': "export const feature = { pages: { home: () => import('./home') } };",
      'features/a/home.tsx': '',
      'features/b/feature.ts': "export const feature = { pages: { home: () => import('./home') } };",
      'features/b/home.tsx': '',
    });
    expect(() => pageTextsOf(root)).toThrow(/declared by another feature/);
  });
});
