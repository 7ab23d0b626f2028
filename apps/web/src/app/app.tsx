import { AppBoot } from './boot';
import { AppProviders } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <AppBoot>
        <AppRouter />
      </AppBoot>
    </AppProviders>
  );
}
