import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically after a new release
 * replaced the files): a calm message and a way on.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="inhoud" className="page route-error">
      <h1 className="page-title">Er is iets misgegaan</h1>
      <p>
        Deze pagina kon niet worden getoond. Laad de pagina opnieuw; lukt het dan nog niet, probeer
        het later nog eens.
      </p>
      <p className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Pagina opnieuw laden
        </button>
        <Link to="/" className="btn btn-link">
          Naar de startpagina
        </Link>
      </p>
    </main>
  );
}
