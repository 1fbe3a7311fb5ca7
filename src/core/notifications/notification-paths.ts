/**
 * Where each notification opens in the portal. Core does not know the areas, so these are written here; they must
 * be the review areas' item pages (their manifests' itemRoute), which tests/unit/areas-list.test.ts checks.
 */
/**
 * Settings opened at its Connections section (areas/settings reads `?section=`): where every connection
 * notice leads. It carries a search part, so the router is given it through pathLocation (core/navigation).
 */
export const CONNECTIONS_SETTINGS_PATH = '/settings?section=connections';
export const blogContentPath = (blogId: string) => `/blog-content/${encodeURIComponent(blogId)}`;
export const socialMediaPostPath = (jobId: string) => `/social-media-post/${encodeURIComponent(jobId)}`;
export const googleBusinessProfileContentPath = (jobId: string) => `/google-business-profile-content/${encodeURIComponent(jobId)}`;
