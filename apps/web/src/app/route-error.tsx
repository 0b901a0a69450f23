import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback';

/** A page that failed to load or render, inside the layout so the header still works. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorFallback message={error instanceof Error ? error.message : undefined} />;
}
