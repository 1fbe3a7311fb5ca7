export const PROFILE_TEXT = {
  name: 'Name',
  email: 'Email',
  emailHint: 'The address you sign in with; ask your account manager to change it.',
  picture: 'Picture',
  pictureHint: "The web address of a square picture (a profile photo on your firm's website works). Leave it empty to show your initials.",
  noUser: 'Sign in again to change your profile: this session does not say who you are.',
} as const;
