/**
 * Where each notification opens in the portal (spec section 2 routes). Kept here until the route
 * table in core/navigation exists; then these should read from it.
 */
export const SETTINGS_PATH = '/settings';
export const blogContentPath = (blogId: string) => `/blog-content/${encodeURIComponent(blogId)}`;
export const socialMediaPostPath = (jobId: string) => `/social-media-post/${encodeURIComponent(jobId)}`;
export const googleBusinessProfileContentPath = (jobId: string) => `/google-business-profile-content/${encodeURIComponent(jobId)}`;
