// The bell's notice of a post waiting for the firm (spec section 8). A file of its own: the manifest that reads
// it loads with every element, the rest of the blog's texts only with its pages.
export const blogApprovalText = (topic: string) => `Approve and schedule blog post "${topic}" for publication.`;
