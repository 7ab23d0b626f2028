import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { BarChart } from './bar-chart';

describe('the bar chart', () => {
  it('draws one bar per value and offers the same numbers as a table', async () => {
    const { container } = render(
      <BarChart title="Ofertas por mes" labels={['oct', 'nov']} values={[3, 7]} labelHeading="Mes" valueHeading="Ofertas" tableSummary="Ver los datos" />,
    );
    expect(screen.getByRole('figure', { name: 'Ofertas por mes' })).toBeInTheDocument();
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    await userEvent.setup().click(screen.getByText('Ver los datos'));
    const table = screen.getByRole('table', { name: 'Ofertas por mes' });
    expect(within(table).getByRole('row', { name: 'nov 7' })).toBeInTheDocument();
  });

  it('exports CSV with semicolons, quoting what needs it', () => {
    expect(toCsv(['Mes', 'Texto'], [['2026-11', 'a;b "c"']])).toBe('\uFEFFMes;Texto\r\n2026-11;"a;b ""c"""\r\n');
  });
});
