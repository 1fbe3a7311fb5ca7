/**
 * Deterministic stand-ins for generated content: the same inputs always give the same text, so the
 * seed, the worker and the tests agree. Real generation is the production service's job.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pick<T>(items: readonly T[], seed: string, salt: number): T {
  let hash = salt;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}

const OPENINGS = [
  'Legal questions rarely arrive at a convenient time.',
  'Most people meet the law only a few times in their lives.',
  'Knowing your rights early changes what happens next.',
];
const ADVICE = [
  'Write down dates, names and documents while they are fresh.',
  'Do not sign anything you have not had a chance to review.',
  'Deadlines in this area can be short, so act promptly.',
];

export function blogTitle(topic: string): string {
  return topic.replace(/^\w/, (c) => c.toUpperCase());
}

export function blogHtml(topic: string, firm: string, imageUrl: string): string {
  const safeTopic = escapeHtml(topic);
  const safeFirm = escapeHtml(firm);
  return [
    `<h2>${safeTopic}: what you need to know</h2>`,
    `<p>${pick(OPENINGS, topic, 1)} This guide from ${safeFirm} explains ${safeTopic.toLowerCase()} in plain language.</p>`,
    `<figure><img src="${imageUrl}" alt="${safeTopic}"><figcaption>${safeTopic}</figcaption></figure>`,
    '<h3>First steps</h3>',
    `<ul><li>${pick(ADVICE, topic, 2)}</li><li>${pick(ADVICE, topic, 3)}</li><li>Ask about fees before you commit.</li></ul>`,
    '<h3>How a lawyer helps</h3>',
    `<p>An experienced attorney can assess your situation and protect your interests. Read the <a href="https://www.americanbar.org/groups/legal_services/">American Bar Association's guidance</a> or <a href="/contact">contact ${safeFirm}</a> for a consultation.</p>`,
    '<h3>Frequently asked questions</h3>',
    `<p><strong>How long does it take?</strong> Every matter differs; most clients hear a first assessment within a week.</p>`,
  ].join('\n');
}

export function metaDescription(topic: string, firm: string): string {
  return `${blogTitle(topic)}: practical guidance from ${firm} on your rights, first steps and how a lawyer helps.`.slice(0, 160);
}

const PLATFORM_STYLE: Record<string, (topic: string, firm: string) => string> = {
  Facebook: (topic, firm) => `${blogTitle(topic)}? Our team at ${firm} explains what to do first. Read more on our blog.`,
  Instagram: (topic) => `${blogTitle(topic)} in three steps. Swipe for the details. #law #legaltips`,
  LinkedIn: (topic, firm) => `${firm} shares practical guidance on ${topic.toLowerCase()} for clients and colleagues.`,
  X: (topic) => `${blogTitle(topic)}: the first three things to do. Thread below.`,
  GoogleBusinessProfile: (topic, firm) => `${firm}: questions about ${topic.toLowerCase()}? Call us today for a free consultation.`,
};

export function socialPostText(platform: string, topic: string, firm: string): string {
  return (PLATFORM_STYLE[platform] ?? PLATFORM_STYLE.Facebook!)(topic, firm);
}

export interface SeoProposal {
  field: string;
  currentValue: string;
  proposedValue: string;
}

/**
 * What the on-page SEO generator proposes for a practice-area page: the page's title, meta description and
 * h1, two h2 headings, a paragraph rewritten, the alt text of its two images, JSON-LD structured data and
 * internal links. An empty currentValue means the page has none today.
 */
export function seoChangeSet(pageUrl: string, firm: string): SeoProposal[] {
  const origin = /^https?:\/\/[^/]+/.exec(pageUrl)?.[0] ?? '';
  const page = pageUrl.slice(origin.length) || '/';
  const subject = blogTitle(page.split('/').filter(Boolean).pop()?.replace(/-/g, ' ') ?? 'home');
  const topic = subject.toLowerCase();
  const description = `Talk to ${firm} about ${topic}. Experienced attorneys, clear fees, fast answers.`;
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: `${firm}: ${subject}`,
    url: pageUrl,
    description,
    serviceType: subject,
    provider: { '@type': 'Attorney', name: firm, url: `${origin}/` },
  };
  return [
    { field: 'title', currentValue: `${subject} | ${firm}`, proposedValue: `${subject} Lawyer | Free Consultation | ${firm}` },
    { field: 'metaDescription', currentValue: '', proposedValue: description },
    { field: 'h1', currentValue: subject, proposedValue: `${subject} Attorneys You Can Trust` },
    { field: 'heading', currentValue: 'Our services', proposedValue: `How our ${topic} lawyers help you` },
    { field: 'heading', currentValue: '', proposedValue: `${subject}: questions clients ask us` },
    {
      field: 'bodySection',
      currentValue: `${firm} has handled ${topic} matters for many years. Contact us today to learn more about how we can help you.`,
      proposedValue:
        `Every ${topic} matter turns on its facts, its deadlines and the documents behind it. At ${firm}, an attorney ` +
        'reviews your situation with you in a free first consultation, explains your options in plain language and tells ' +
        'you what the work will cost before it begins. Call us or book a time online to speak with a lawyer this week.',
    },
    { field: 'imageAlt', currentValue: '', proposedValue: `An attorney at ${firm} going over ${topic} documents with a client` },
    { field: 'imageAlt', currentValue: 'IMG_2043.jpg', proposedValue: `The ${firm} office reception` },
    { field: 'schema', currentValue: '', proposedValue: JSON.stringify(schema, null, 2) },
    {
      field: 'internalLinks',
      currentValue: 'Contact us → /contact',
      proposedValue: [
        'Contact us → /contact',
        'Book a free consultation → /free-consultation',
        'Meet our attorneys → /attorneys',
        'Client reviews → /reviews',
      ].join('\n'),
    },
  ];
}

export const placeholderImageUrl = (baseUrl: string, name: string) => `${baseUrl}/demo-images/${encodeURIComponent(name)}.svg`;
