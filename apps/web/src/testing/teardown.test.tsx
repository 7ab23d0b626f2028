import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/api-client';
import { getNotice } from '@/lib/notices';
import { fail } from './api-server';
import { renderPage } from './render-page';

// The two tests run in this order and share the file's message banner, as any two tests of a file do.
const cvCall = { method: 'GET', path: '/api/Alumno/dameCvUsuario' } as const;

let requestArrived: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
let refusalSent: () => void = () => undefined;
const sent = new Promise<void>((resolve) => (refusalSent = resolve));

function SlowPage() {
  const query = useQuery({ queryKey: ['teardown-test'], queryFn: () => callApi(cvCall as never) });
  return <p>{query.isPending ? 'Cargando' : 'Listo'}</p>;
}

describe('work a test leaves running', () => {
  it('starts a query whose refusal arrives after the test has ended', async () => {
    renderPage('/pagina', [{ path: '/pagina', element: <SlowPage /> }], {
      api: {
        'GET /api/Alumno/dameCvUsuario': async () => {
          requestArrived();
          // Answered once this test is over and the next one runs.
          await new Promise((resolve) => setTimeout(resolve, 100));
          refusalSent();
          return fail(15);
        },
      },
    });
    expect(await screen.findByText('Cargando')).toBeInTheDocument();
    await arrived;
  });

  it('never reaches the next test: its late error shows no message here', async () => {
    await sent;
    // The client reads the answer a few turns after it is sent; a late report would land within them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getNotice()).toBeNull();
  });
});
