import { screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { staffExportCalls } from '@portal/shared';
import type { ApiRequest } from '@/testing/api-server';
import { renderPage } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { BackOfficeList, type ListColumn } from './back-office-list';

interface Fruit {
  id: number;
  name: string;
  weight: number;
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Pera', weight: 180 },
  { id: 2, name: 'Manzana', weight: 150 },
  { id: 3, name: 'Ciruela', weight: 40 },
];

const columns: ListColumn<Fruit>[] = [
  { id: 'name', header: 'Nombre', cell: (fruit) => fruit.name, sortValue: (fruit) => fruit.name },
  { id: 'weight', header: 'Peso', cell: (fruit) => `${fruit.weight} g`, sortValue: (fruit) => fruit.weight },
  { id: 'note', header: 'Nota', cell: () => '—' },
];

/** A list page as a feature writes one: the state and filters come from the URL, the rows from "the server". */
function FruitList({ onValidate, onPublish, stale = false }: { onValidate: (ids: number[]) => Promise<unknown>; onPublish: (ids: number[]) => Promise<unknown>; stale?: boolean }) {
  const [params] = useSearchParams();
  const estado = params.get('estado') ?? 'pendiente';
  const texto = params.get('texto') ?? '';
  const rows = FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(texto.toLowerCase()));
  return (
    <BackOfficeList
      query={{ isError: false, isPending: false, error: null, isPlaceholderData: stale }}
      rows={rows}
      rowKey={(fruit) => fruit.id}
      columns={columns}
      caption="Frutas"
      loadingLabel="Cargando"
      empty="No hay frutas con estos filtros."
      tabs={{
        label: 'Estados',
        current: estado,
        items: [
          { value: 'pendiente', label: 'Pendientes', count: 3, alert: true },
          { value: 'validada', label: 'Validadas', count: 12 },
        ],
      }}
      filters={[
        { name: 'texto', label: 'Buscar' },
        { name: 'tipo', label: 'Tipo', placeholder: 'Cualquiera', options: [{ value: 'hueso', label: 'De hueso' }] },
      ]}
      keep={['idEmpresa']}
      csv={{ call: staffExportCalls.companies, query: { estado, texto: texto || undefined }, fileName: 'frutas.csv' }}
      status=""
      selection={{
        selectAllLabel: 'Seleccionar todas',
        rowLabel: (fruit) => `Seleccionar ${fruit.name}`,
        countLabel: (count) => `${count} seleccionadas`,
        actions: [
          { label: 'Validar las seleccionadas', run: onValidate },
          {
            label: 'Publicar las seleccionadas',
            run: onPublish,
            confirm: (ids) => ({ title: `¿Publicar ${ids.length} frutas?`, body: <p>Las verá todo el mundo.</p>, confirmLabel: 'Publicar' }),
          },
        ],
      }}
      paging={{ total: rows.length === 0 ? 0 : 60, pagina: Number(params.get('pagina')) || 1, porPagina: 25 }}
    />
  );
}

function renderList(
  path = '/gestion/frutas',
  onValidate: (ids: number[]) => Promise<unknown> = () => Promise.resolve(),
  onPublish: (ids: number[]) => Promise<unknown> = () => Promise.resolve(),
) {
  const requests: ApiRequest[] = [];
  const view = renderPage(path, [{ path: '/gestion/frutas', element: <FruitList onValidate={onValidate} onPublish={onPublish} /> }], {
    user: staffMember,
    api: {
      'GET /api/Gestor/exportaEmpresasGestor': (request) => {
        requests.push(request);
        return new Response('\uFEFFId\r\n1\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      },
    },
  });
  return { ...view, requests };
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('the back-office list kit', () => {
  it("marks the previous tab's rows busy and dimmed while the new ones load, and only then", () => {
    const noop = () => Promise.resolve();
    const stale = renderPage('/gestion/frutas', [{ path: '/gestion/frutas', element: <FruitList onValidate={noop} onPublish={noop} stale /> }], { user: staffMember });
    const busy = screen.getByRole('table').parentElement;
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveClass('bo-table-wrap--stale');
    stale.unmount();
    renderPage('/gestion/frutas', [{ path: '/gestion/frutas', element: <FruitList onValidate={noop} onPublish={noop} /> }], { user: staffMember });
    const settled = screen.getByRole('table').parentElement;
    expect(settled).toHaveAttribute('aria-busy', 'false');
    expect(settled).not.toHaveClass('bo-table-wrap--stale');
  });

  it('shows the state tabs with their counts as links that keep the state in the URL', async () => {
    renderList();
    const tabs = await screen.findByRole('navigation', { name: 'Estados' });
    expect(within(tabs).getByRole('link', { name: 'Pendientes 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Validadas 12' })).toHaveAttribute('href', '/gestion/frutas?estado=validada');
    expect(screen.getByRole('table', { name: 'Frutas' })).toBeInTheDocument();
  });

  it('sorts by a column and toggles aria-sort between ascending and descending', async () => {
    const { user, router } = renderList();
    const header = () => screen.getByRole('columnheader', { name: /Peso/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Nota' })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Pera', 'Manzana', 'Ciruela']);

    await user.click(within(header()).getByRole('button', { name: /Peso/ }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ciruela', 'Manzana', 'Pera']);
    expect(router.state.location.search).toBe('?orden=weight');

    await user.click(within(header()).getByRole('button', { name: /Peso/ }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Pera', 'Manzana', 'Ciruela']);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('runs a bulk action with the ids of the rows picked, then empties the selection', async () => {
    const onValidate = vi.fn(() => Promise.resolve());
    const { user } = renderList('/gestion/frutas', onValidate);
    const run = screen.getByRole('button', { name: 'Validar las seleccionadas' });
    expect(run).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Pera' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ciruela' }));
    expect(screen.getByText('2 seleccionadas')).toBeInTheDocument();
    await user.click(run);
    expect(onValidate).toHaveBeenCalledWith([1, 3]);
    expect(await screen.findByText('0 seleccionadas')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await user.click(run);
    expect(onValidate).toHaveBeenLastCalledWith([1, 2, 3]);
  });

  it('asks first for an action that says so: cancelling runs nothing and keeps the selection', async () => {
    const onPublish = vi.fn(() => Promise.resolve());
    const { user } = renderList('/gestion/frutas', undefined, onPublish);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Pera' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Manzana' }));
    await user.click(screen.getByRole('button', { name: 'Publicar las seleccionadas' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Publicar 2 frutas?' });
    expect(within(dialog).getByText('Las verá todo el mundo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onPublish).not.toHaveBeenCalled();
    expect(screen.getByText('2 seleccionadas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publicar las seleccionadas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    expect(onPublish).toHaveBeenCalledWith([1, 2]);
    expect(await screen.findByText('0 seleccionadas')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the selection when the bulk action is refused', async () => {
    const { user } = renderList('/gestion/frutas', () => Promise.reject(new Error('refused')));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Pera' }));
    await user.click(screen.getByRole('button', { name: 'Validar las seleccionadas' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Pera' })).toBeChecked();
  });

  it('links the pages with the filters of the URL', async () => {
    renderList('/gestion/frutas?estado=validada&texto=a');
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByText('Página 1 de 3 (60 en total)')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/gestion/frutas?estado=validada&texto=a&pagina=2');
  });

  it('applies the filter bar into the URL, keeping the state and the filters without a field', async () => {
    const { user, router } = renderList('/gestion/frutas?estado=validada&idEmpresa=7&pagina=2');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'pe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'hueso');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?estado=validada&texto=pe&tipo=hueso&idEmpresa=7');
  });

  it('offers a way out of an empty list: clearing the filters, not the state', async () => {
    const { user, router } = renderList('/gestion/frutas?estado=validada&texto=kiwi');
    expect(screen.getByText('No hay frutas con estos filtros.')).toBeInTheDocument();
    const empty = screen.getByText('No hay frutas con estos filtros.').closest('.bo-empty') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Quitar filtros' }));
    expect(router.state.location.search).toBe('?estado=validada');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
  });

  it('exports nothing when the filters select no row: a file of only a header helps nobody', async () => {
    const { requests } = renderList('/gestion/frutas?estado=validada&texto=kiwi');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByText('No hay filas que exportar con estos filtros.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('exports as CSV with the filters on screen', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const { user, requests } = renderList('/gestion/frutas?estado=validada&texto=pe');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(Object.fromEntries(requests[0]?.search ?? [])).toEqual({ estado: 'validada', texto: 'pe' });
    expect(requests[0]?.headers.authorization).toMatch(/^Bearer /);
    created.mockRestore();
  });
});
