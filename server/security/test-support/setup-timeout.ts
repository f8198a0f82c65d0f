/**
 * How long a security test file may take to open, migrate and seed its database: the CI machine is
 * shared by several suites at once, and under that load a seed alone has taken over two minutes.
 */
export const SETUP_TIMEOUT = 300_000;
