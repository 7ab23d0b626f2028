import { cvCalls, type portfolioBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditPortfolioBody = z.output<typeof portfolioBody>;

/** POST /api/Alumno/editEnlacePortfolio {enlace}. */
export const editPortfolio = (body: EditPortfolioBody) => callApi(cvCalls.portfolio, { body });

export const useEditPortfolio = () => useCvWrite(editPortfolio);
