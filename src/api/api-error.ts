/** A field-level problem as the API reports it in `errors`. */
export type FieldError = { path: string; message: string };

/** The one error type of the console's HTTP calls: the status and the API's (Dutch) message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** The parsed JSON body of the failure, e.g. the 409 list of blocking entities of a DELETE. */
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldError[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/** Whether an error is an ApiError with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** What a 412 says (DESIGN §4: someone else changed the item since it was loaded). */
export const STALE_MESSAGE = 'Dit item is intussen door iemand anders gewijzigd. Laad het opnieuw.';
/** A failure without a message of its own (the network, a bug). */
export const UNKNOWN_FAILURE = 'Er is iets misgegaan.';

/** The message a failed call shows after the screen's own text: the 412 text, the server's, or a general one. */
export function failureMessage(error: unknown): string {
  if (hasStatus(error, 412)) return STALE_MESSAGE;
  return error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE;
}
