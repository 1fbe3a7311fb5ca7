/**
 * Where each notification opens in the portal (spec section 2 routes). Kept here until the route
 * table in core/navigation exists; then these should read from it.
 */
/**
 * Settings opened at its Connections section (areas/settings reads `?section=`): where every connection
 * notice leads. It carries a search part, so the router is given it through pathLocation (core/navigation).
 */
export const CONNECTIONS_SETTINGS_PATH = '/settings?section=connections';
export const blogContentPath = (blogId: string) => `/blog-content/${encodeURIComponent(blogId)}`;
export const socialMediaPostPath = (jobId: string) => `/social-media-post/${encodeURIComponent(jobId)}`;
export const googleBusinessProfileContentPath = (jobId: string) => `/google-business-profile-content/${encodeURIComponent(jobId)}`;
