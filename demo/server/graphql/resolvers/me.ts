import type { RoleName, User } from '../../../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../domain/dates.ts';
import type { GraphQLContext } from '../context.ts';
import { listClients } from './clients.ts';

/**
 * The signed-in user with their own client mapping, as the ID token's claim carries it: the clients they are mapped
 * to, with their roles on each. Staff see every client, but that list is allClientIds: repeating it here made every
 * staff page load answer 5,000 clients twice.
 */
async function me(_: unknown, __: unknown, context: GraphQLContext): Promise<User> {
  const { viewer, db } = context;
  const [user] = await db.query<{ id: string; sub: string; name: string; email: string; picture: string | null; is_active: boolean }>(
    'select id, sub, name, email, picture, is_active from users where id = $1',
    [viewer.userId],
  );
  if (!user) throw new Error(`The signed-in user ${viewer.userId} has vanished.`);
  const mapped = [...viewer.clientRoles.keys()];
  const clients = mapped.length === 0 ? [] : await listClients(db, mapped, todayIso());
  const roleNames = new Set<RoleName>(viewer.globalRoles);
  const userClients = clients.map((client) => {
    const roles = viewer.clientRoles.get(client.id) ?? [];
    roles.forEach((role) => roleNames.add(role));
    return {
      client: {
        clientId: client.id,
        name: client.name,
        createdOn: client.createdOn,
        updatedOn: client.updatedOn,
        isAutoPublish: client.isAutoPublish,
        isChurned: client.isChurned,
        isReady: client.isReady,
      },
      roles: roles.map((name) => ({ name })),
    };
  });
  return {
    id: user.id,
    sub: user.sub,
    name: user.name,
    email: user.email,
    picture: user.picture,
    isActive: user.is_active,
    roles: [...roleNames],
    userClientMapping: { globalRoles: viewer.globalRoles.map((name) => ({ name })), userClients },
  };
}

export const meResolvers = { Query: { me } };
