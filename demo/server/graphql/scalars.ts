import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError(`Date must be a calendar date written YYYY-MM-DD, got ${JSON.stringify(value)}.`);
  }
  // Date.parse accepts 2026-02-31 and rolls it over; a real calendar date reads back unchanged.
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw new GraphQLError(`Date ${value} does not exist.`);
  return value;
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError(`DateTime must be an ISO 8601 instant such as 2026-11-21T09:00:00Z, got ${JSON.stringify(value)}.`);
  }
  return new Date(value).toISOString();
}

const fromLiteral = (parse: (value: unknown) => string) => (ast: ValueNode) => {
  if (ast.kind !== Kind.STRING) throw new GraphQLError('Expected a string.');
  return parse(ast.value);
};

export const scalarResolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => String(value).slice(0, 10),
    parseValue: parseDate,
    parseLiteral: fromLiteral(parseDate),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => new Date(value as string).toISOString(),
    parseValue: parseDateTime,
    parseLiteral: fromLiteral(parseDateTime),
  }),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: () => {
      throw new GraphQLError('Pass JSON values as variables.');
    },
  }),
  Upload: new GraphQLScalarType({
    name: 'Upload',
    serialize: () => {
      throw new GraphQLError('Upload is an input only.');
    },
    parseValue: (value) => {
      // Yoga hands over its own File implementation, so recognise a file by what it can do.
      const file = value as { arrayBuffer?: unknown; size?: unknown } | null;
      if (typeof file?.arrayBuffer !== 'function' || typeof file.size !== 'number') {
        throw new GraphQLError('Upload must be a file part of a multipart request.');
      }
      return value;
    },
  }),
};
