// Where models report what went wrong; tests pass a logger that records.
export interface Logger {
	error(...args: unknown[]): void;
	warn(...args: unknown[]): void;
}
