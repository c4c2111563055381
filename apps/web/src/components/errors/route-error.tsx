import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Page crashed', error);
  return <ErrorScreen />;
}
