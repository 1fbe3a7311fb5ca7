import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { resolverModules } from './resolvers/index.ts';
import { scalarResolvers } from './scalars.ts';

const SDL_PATH = new URL('../../../src/core/api/schema.graphql', import.meta.url);

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges the resolver modules; a field defined twice is a programming error, caught at start. */
function mergeResolvers(modules: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      const into = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in into) throw new Error(`Resolver ${typeName}.${field} is defined twice.`);
        into[field] = resolver;
      }
    }
  }
  return merged;
}

export function buildServiceSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: readFileSync(SDL_PATH, 'utf8'),
    resolvers: { ...scalarResolvers, ...mergeResolvers(resolverModules as ResolverMap[]) },
  });
}
