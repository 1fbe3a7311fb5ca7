// What the post pages say about a post's image (both areas). Tests find controls by these names.

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export const POST_IMAGE_TEXTS = {
  heading: (network: string) => `Image of the ${network} post`,
  alt: (network: string) => `The ${network} post's image`,
  sources: { Upload: 'Uploaded', Shutterstock: 'Shutterstock', BannerBear: 'Banner template', AI: 'AI' } as Record<string, string>,
  actionsLabel: (network: string) => `Image actions of the ${network} post`,
  upload: 'Upload image',
  shutterstock: 'Choose from Shutterstock',
  applyTemplate: 'Apply a banner template',
  revert: 'Revert to original',
  pass: 'Pass image',
  fail: 'Fail image',
  failed: (reason: string) => `The image was not changed: ${reason}`,
  dialogsUnavailable: 'The image tools could not be loaded. Check the connection and reload the page.',
  voidsApproval: 'This job is approved: a new image voids that approval, and the firm approves again.',
} as const;

export const UPLOAD_TEXTS = {
  title: (network: string) => `Upload an image for the ${network} post`,
  description: 'A PNG, JPEG, WebP or GIF of at most 5 MiB. It replaces the image the post shows and needs a new image QC.',
  file: 'Image file',
  submit: 'Upload',
  required: 'Choose an image file first.',
  notAnImage: (name: string, type: string) =>
    `“${name}” is not an image the networks take (${type ? `it is ${type}` : 'its type is unknown'}). Choose a PNG, JPEG, WebP or GIF.`,
  empty: (name: string) => `“${name}” is empty. Choose another file.`,
  tooLarge: (name: string, bytes: number) =>
    `“${name}” is ${mebibytes(bytes)}; images may be at most 5 MiB. Make it smaller or choose another.`,
  progressLabel: (name: string) => `Uploading ${name}`,
  sent: (percent: number) => `${percent}% sent`,
  processing: 'Sent; the service is checking the image…',
} as const;

export const SHUTTERSTOCK_TEXTS = {
  title: (network: string) => `Choose a Shutterstock image for the ${network} post`,
  description: 'The image replaces the one the post shows; a banner template adds the firm’s branding around it.',
} as const;

export const TEMPLATE_TEXTS = {
  legend: 'Banner template',
  none: 'No template',
  loading: 'Loading the banner templates…',
  loadFailed: (reason: string) => `The banner templates could not be loaded: ${reason}`,
  empty: 'There are no banner templates yet.',
  size: (width: number, height: number) => `${width} × ${height}`,
  title: (network: string) => `Apply a banner template to the ${network} image`,
  description: 'The template puts the firm’s branding around the image the post shows now.',
  submit: 'Apply template',
  required: 'Choose a template first.',
} as const;

export const REVERT_TEXTS = {
  title: 'Revert to the original image?',
  description: (network: string) => `The ${network} post shows its original image again, which needs a new image QC.`,
} as const;
