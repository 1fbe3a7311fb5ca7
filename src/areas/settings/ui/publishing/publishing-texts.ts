// The Publishing section's texts. Turning auto-publish on asks first, and says what it means: posts go out
// without the firm's approval and stop waiting in its notifications.

// `leavesBell`: the bell counts blog and social media posts by their own switch; Google Business Profile posts
// follow the social media one (core/notifications/notifications.ts), so their switch does not move the count.
const confirmText = (posts: string, where: string, leavesBell: boolean) => ({
  title: `Publish ${posts} without your approval?`,
  description: `${posts[0]!.toUpperCase()}${posts.slice(1)} will go to ${where} as soon as they are ready, without anyone at your firm approving them first${
    leavesBell ? ', and they will no longer wait for you in your notifications or on Home' : ''
  }. You can turn this off again at any time.`,
  confirm: 'Publish automatically',
  cancel: 'Keep approving them',
});

export const PUBLISHING_TEXT = {
  autoPublishHeading: 'Auto-publishing',
  autoPublishIntro: 'Off: each post waits for your approval. On: posts go out without it.',
  socialHeading: 'Social media',
  saving: 'Saving…',
  blog: {
    label: 'Publish blog posts automatically',
    description: 'Blog posts go to your WordPress site.',
    confirm: confirmText('blog posts', 'your WordPress site', true),
  },
  social: {
    label: 'Publish social media posts automatically',
    description: 'Social media posts go to your connected networks.',
    confirm: confirmText('social media posts', 'your social networks', true),
  },
  googleBusinessProfile: {
    label: 'Publish Google Business Profile posts automatically',
    description: 'Posts go to your Google Business Profile.',
    confirm: confirmText('Google Business Profile posts', 'your Google Business Profile', false),
  },
  optIn: {
    label: 'Take part in social media posting',
    description: 'On: we write social media posts for your firm and post them to your networks. Off: no social media posts are made.',
  },
} as const;
