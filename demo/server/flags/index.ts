// The flag endpoint: register with `app.register(registerFlagRoutes, { dataDir })`.
export { registerFlagRoutes, type FlagRouteOptions, type ReceivedFlagEvent } from './routes.ts';
export { evaluateFlags, contextKeys, type EvaluatedFlag, type EvaluatedFlags } from './evaluate.ts';
export { checkContext, decodeContextSegment, type ContextCheck, type FlagContext } from './context.ts';
export { DEFAULT_FLAG_CONFIG, parseFlagConfig, type FlagConfig, type FlagDefinition, type JsonValue } from './config.ts';
