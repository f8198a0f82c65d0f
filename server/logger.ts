import pino from 'pino';

/** The options every logger of the process shares: the level and what is redacted. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'],
      censor: '[redacted]',
    },
  };
}

/** Structured JSON logs to stdout; secrets are redacted wherever they might appear. */
export function createLogger(level: string) {
  return pino(loggerOptions(level));
}

export type Logger = ReturnType<typeof createLogger>;
