import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';

/**
 * Renders inside the real providers (antd zh_CN + App, a fresh QueryClient) and a memory router.
 * The return type is written out: inferred, it names @testing-library/dom by a relative path (TS2742).
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
