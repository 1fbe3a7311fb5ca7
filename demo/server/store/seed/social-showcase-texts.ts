/**
 * The words of the main demo client's showcase posts (social-showcase.ts). Written as a law firm's agency
 * would write them, with what the review pages check: links and hashtags, the firm's disclaimer on some
 * posts and not others, a promise of results the firm declined ("guarantee"), and a Google Business Profile
 * post with a phone number in its text, which Google refuses.
 */
export interface ShowcasePost {
  platform: 'Facebook' | 'Instagram' | 'LinkedIn' | 'X' | 'GoogleBusinessProfile';
  text: string;
  /** Google Business Profile only: the post's kind and button (path: where the button leads on the firm's site). */
  gbp?: {
    topicType: 'STANDARD' | 'EVENT' | 'OFFER';
    callToAction: 'BOOK' | 'ORDER' | 'SHOP' | 'LEARN_MORE' | 'SIGN_UP' | 'CALL';
    path?: string;
  };
}

export interface ShowcaseJob {
  key: string;
  channel: 'SocialMedia' | 'GoogleBusinessProfile';
  status: 'Published' | 'ReadyForPublication' | 'InProgress' | 'Declined' | 'Failed';
  topic: string;
  rejection?: { reason: 'NotRelevantToPost' | 'OtherReasons' | 'UnProfessional'; comment: string };
  posts: ShowcasePost[];
}

/**
 * The disclaimer the seed gives the main demo client (client-rows.ts), closing some of its posts. Worded without
 * the words the portal's attorney-advertising check marks, so only the posts' own claims are marked.
 */
export const MAIN_DISCLAIMER = 'Attorney Advertising. This post is general information, not legal advice.';

// A real top-level domain, so X's counting (twitter-text) and link finders see the links as links.
const SITE = 'https://www.harborvale.law';

export const SHOWCASE_JOBS: ShowcaseJob[] = [
  {
    key: 'veterans-clinic',
    channel: 'SocialMedia',
    status: 'Published',
    topic: 'our free legal clinic for veterans',
    posts: [
      {
        platform: 'Facebook',
        text: `Last Saturday our free legal clinic for veterans answered questions from 42 people about benefits, housing and family matters. Thank you to every volunteer who gave the morning.\n\nPhotos and next dates: ${SITE}/veterans-clinic\n\n${MAIN_DISCLAIMER}`,
      },
      {
        platform: 'Instagram',
        text: '42 veterans, 12 volunteer attorneys, one Saturday morning. Thank you for coming to our free legal clinic. 🇺🇸\n\n#veterans #legalaid #probono #communitylaw',
      },
      {
        platform: 'LinkedIn',
        text: `Proud of our team: our free legal clinic for veterans answered 42 questions on benefits, housing and family law in one morning. How the clinic works, and how your firm can join the next one: ${SITE}/veterans-clinic\n\n${MAIN_DISCLAIMER}`,
      },
      {
        platform: 'X',
        text: `42 veterans got free legal answers at our clinic on Saturday. Thank you, volunteers! 🎖️ ${SITE}/veterans-clinic #veterans #probono`,
      },
    ],
  },
  {
    key: 'first-24-hours',
    channel: 'SocialMedia',
    status: 'Published',
    topic: 'the first 24 hours after a car crash',
    posts: [
      {
        platform: 'Facebook',
        text: `The first 24 hours after a car crash shape your claim. Call the police, photograph the scene and both cars, get the other driver's insurance details, and see a doctor even if you feel fine.\n\nOur checklist: ${SITE}/blog/after-a-crash\n\n${MAIN_DISCLAIMER}`,
      },
      {
        platform: 'Instagram',
        text: 'After a crash: 1) call the police 2) photograph everything 3) swap insurance details 4) see a doctor today. Save this post. 📸\n\n#caraccident #roadsafety #knowyourrights',
      },
      {
        platform: 'LinkedIn',
        text: `Injury claims are often decided by what happens in the first day. A short checklist we share with every new client, for your own team and family: ${SITE}/blog/after-a-crash`,
      },
      {
        platform: 'X',
        text: 'After a crash: call the police, photograph both cars, swap insurance details and see a doctor today, even if you feel fine. #caraccident',
      },
    ],
  },
  {
    key: 'new-parents-checklist',
    channel: 'SocialMedia',
    status: 'ReadyForPublication',
    topic: 'an estate planning checklist for new parents',
    posts: [
      {
        platform: 'Facebook',
        text: `New baby? Three documents protect your family: a will naming a guardian, a beneficiary review of your life insurance and retirement accounts, and a health care proxy.\n\nDownload our one-page checklist: ${SITE}/new-parents\n\n${MAIN_DISCLAIMER}`,
      },
      {
        platform: 'Instagram',
        text: 'New parents, add this to the list: name a guardian in your will. 👶 It takes one meeting, and it matters more than the crib.\n\nChecklist at the link in our bio.\n\n#newparents #estateplanning #familyfirst #willsandtrusts',
      },
      {
        platform: 'LinkedIn',
        text: `Many employees become parents without updating a single beneficiary form. HR teams: our one-page estate planning checklist for new parents is free to share: ${SITE}/new-parents\n\n${MAIN_DISCLAIMER}`,
      },
      {
        platform: 'X',
        text: `New parents: name a guardian, check your beneficiaries, sign a health care proxy. Our one-page checklist: ${SITE}/new-parents #estateplanning`,
      },
    ],
  },
  {
    key: 'why-clients-choose-us',
    channel: 'SocialMedia',
    status: 'Declined',
    topic: 'why injured clients choose us',
    rejection: {
      reason: 'OtherReasons',
      comment:
        'We cannot promise results: the bar\'s advertising rules forbid it. Please drop "guarantee" and "maximum settlement" and add our disclaimer.',
    },
    posts: [
      {
        platform: 'Facebook',
        text: 'Hurt in an accident? We guarantee you the maximum settlement, or you pay nothing. Call Harbor & Vale Law today.',
      },
      {
        platform: 'Instagram',
        text: 'Results you can count on. We guarantee the maximum settlement for every client. 💼 #injurylawyer #accidentclaims',
      },
      { platform: 'LinkedIn', text: 'Why injured clients choose Harbor & Vale Law: we guarantee the maximum settlement the law allows.' },
      { platform: 'X', text: 'Hurt in a crash? We guarantee the maximum settlement. No fee unless we win.' },
    ],
  },
  { key: 'holiday-hours', channel: 'SocialMedia', status: 'InProgress', topic: 'our office hours over the holidays', posts: [] },
  { key: 'comparative-negligence', channel: 'SocialMedia', status: 'Failed', topic: 'comparative negligence in plain words', posts: [] },
  {
    key: 'gbp-injury-consult',
    channel: 'GoogleBusinessProfile',
    status: 'Published',
    topic: 'free injury case reviews',
    posts: [
      {
        platform: 'GoogleBusinessProfile',
        gbp: { topicType: 'STANDARD', callToAction: 'LEARN_MORE', path: '/practice-areas/personal-injury' },
        text: `Injured at work, on the road or on someone else's property? Harbor & Vale Law reviews injury cases at no cost, and you pay no fee unless we recover compensation for you.\n\n${MAIN_DISCLAIMER}`,
      },
    ],
  },
  {
    key: 'gbp-estate-seminar',
    channel: 'GoogleBusinessProfile',
    status: 'ReadyForPublication',
    topic: 'a free estate planning seminar',
    posts: [
      {
        platform: 'GoogleBusinessProfile',
        gbp: { topicType: 'EVENT', callToAction: 'BOOK', path: '/events/estate-planning-seminar' },
        text: 'Join our free estate planning seminar at the Harbor Street office: wills, trusts and powers of attorney explained in one hour, with time for your questions. Seats are limited; book yours online.',
      },
    ],
  },
  {
    key: 'gbp-workplace-injury',
    channel: 'GoogleBusinessProfile',
    status: 'Declined',
    topic: 'workplace injury questions',
    rejection: {
      reason: 'OtherReasons',
      comment: 'Google rejects posts with a phone number in the text. Use the Call now button instead.',
    },
    posts: [
      {
        platform: 'GoogleBusinessProfile',
        gbp: { topicType: 'STANDARD', callToAction: 'CALL' },
        text: 'Questions about a workplace injury? Call Harbor & Vale Law at (207) 555-0142 for a free case review.',
      },
    ],
  },
  { key: 'gbp-new-office', channel: 'GoogleBusinessProfile', status: 'InProgress', topic: 'our new Harbor Street office', posts: [] },
  { key: 'gbp-spring-offer', channel: 'GoogleBusinessProfile', status: 'Failed', topic: 'a flat-fee will package', posts: [] },
];
