/**
 * Settings opened at its Connections section (areas/settings reads `?section=`): where every connection
 * notice leads. It carries a search part, so the router is given it through pathLocation (core/navigation).
 * An approval notice opens its area's item page (the composer's approval sources).
 */
export const CONNECTIONS_SETTINGS_PATH = '/settings?section=connections';
