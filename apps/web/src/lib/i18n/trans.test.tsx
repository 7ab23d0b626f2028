import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, Trans, useTranslation } from '@/lib/i18n';

function Conditions() {
  const { t } = useTranslation('internships');
  return (
    <p data-testid="conditions">
      <Trans t={t} i18nKey="proposal.readConditions" components={{ conditions: <a href="/condiciones" target="_blank" rel="noopener" /> }} />
    </p>
  );
}

describe('Trans', () => {
  it('puts the named element around the words its tags mark, where each language writes them', async () => {
    render(<Conditions />);
    const link = screen.getByRole('link', { name: 'condiciones de las prácticas' });
    expect(link).toHaveAttribute('href', '/condiciones');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('conditions')).toHaveTextContent('Lee las condiciones de las prácticas (se abren en una pestaña nueva).');
    await act(() => i18n.changeLanguage('ca'));
    expect(screen.getByRole('link', { name: 'condicions de les pràctiques' })).toHaveAttribute('href', '/condiciones');
    expect(screen.getByTestId('conditions')).toHaveTextContent("Llegeix les condicions de les pràctiques (s'obren en una pestanya nova).");
  });
});
