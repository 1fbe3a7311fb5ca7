import { Navigate, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorFallback } from '../errors/route-error-fallback.tsx';

/** Any path not in the route table goes to /404 (spec section 2). */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

/** A route that failed to load or render. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return <RouteErrorFallback error={error} reset={reset} />;
}
