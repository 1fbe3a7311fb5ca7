// The browser log intake: register with `app.register(registerLogIntake, { trust })`.
export {
  registerLogIntake,
  MAX_BATCH_BYTES,
  SENDER_REFUSED,
  STAFF_ONLY,
  type LogIntakeOptions,
  type LogIntakeTrust,
  type ReceivedLog,
} from './intake.ts';
export { BatchTooDeep, parseLogBatch, type LogEntry, type ParsedBatch } from './parse.ts';
