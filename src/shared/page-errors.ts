/** Abort reasons the server gives Vike's render() for the error page to show. */

/** The database is unavailable: the page answers 503 with the "temporarily unavailable" card. */
export const SERVICE_UNAVAILABLE = 'service-unavailable';
