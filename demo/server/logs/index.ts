// The browser log intake: register with `app.register(registerLogIntake)`.
export { registerLogIntake, MAX_BATCH_BYTES, type LogIntakeOptions, type ReceivedLog } from './intake.ts';
export { parseLogBatch, type LogEntry, type ParsedBatch } from './parse.ts';
