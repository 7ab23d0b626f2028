import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MenuData } from '@/config/feature';
import { educationMenuKeys } from '@/lib/query-keys';
import { useUser } from '@/lib/session';
import type { CandidateMenuData as CandidateData } from './candidate-menu-data';

// The candidate's menu calls load with the first candidate who signs in, never with the login page.
const CandidateMenuData = lazy(() => import('./candidate-menu-data'));

const MenuDataContext = createContext<MenuData>({});

/** What the menu's conditions and counts read (`MenuData`), for the signed-in role: nothing without a session. */
export const useMenuData = (): MenuData => useContext(MenuDataContext);

/**
 * Reads the menu's data once for the header's menu and the section bar alike. The candidate's calls come from a chunk
 * of their own (candidate-menu-data.tsx); the company's fetchers load only for a company.
 */
export function MenuDataProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const role = user?.rol;
  const [candidate, setCandidate] = useState<CandidateData>({});
  const educationMenu = useQuery({
    queryKey: educationMenuKeys.applies(),
    queryFn: async () => (await import('@/features/company-interns/api/education-requests')).getEducationMenu(),
    staleTime: 5 * 60_000,
    enabled: role === 'Empresa',
  });
  const educationRequests = useQuery({
    queryKey: educationMenuKeys.requests(),
    queryFn: async () => (await import('@/features/company-interns/api/education-requests')).getEducationRequests(),
    enabled: role === 'Empresa' && educationMenu.data?.tieneMenu === true,
  });
  const surveyLock = user?.encuestaObligatoria !== undefined;
  const hasEducationRequests = educationMenu.data?.tieneMenu === true && (educationRequests.data?.length ?? 0) > 0;
  const data = useMemo<MenuData>(
    () => ({
      ...(role === 'Alumno' ? candidate : {}),
      educationRequests: role === 'Empresa' && hasEducationRequests,
      ...(surveyLock ? { surveyLock } : {}),
    }),
    [role, candidate, hasEducationRequests, surveyLock],
  );
  return (
    <MenuDataContext.Provider value={data}>
      {role === 'Alumno' && (
        <Suspense fallback={null}>
          <CandidateMenuData onData={setCandidate} />
        </Suspense>
      )}
      {children}
    </MenuDataContext.Provider>
  );
}
