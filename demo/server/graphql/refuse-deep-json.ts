import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { JSON_TOO_DEEP, valueNestsDeeperThan } from '../input/json-depth.ts';

/**
 * A JSON body nested too deep is refused as it is parsed (input/json-depth.ts); variables and extensions also
 * arrive in a GET's query and an upload's `operations` part, which Yoga parses itself: the same limit there.
 */
export function refuseDeepJson(): Plugin {
  return {
    onParams({ params }) {
      if (valueNestsDeeperThan(params.variables) || valueNestsDeeperThan(params.extensions)) {
        throw new GraphQLError(JSON_TOO_DEEP, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      }
    },
  };
}
