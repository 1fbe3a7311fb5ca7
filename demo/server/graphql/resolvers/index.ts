import { clientResolvers } from './clients.ts';
import { meResolvers } from './me.ts';
import { notificationResolvers } from './notifications.ts';
import { sidebarResolvers } from './sidebar.ts';

/** Every resolver module of the service; schema.ts merges them and refuses a field defined twice. */
export const resolverModules = [meResolvers, clientResolvers, sidebarResolvers, notificationResolvers];
