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
