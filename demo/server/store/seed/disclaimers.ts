import { MAIN_DISCLAIMER } from './social-showcase-texts.ts';

// The firms' attorney-advertising disclaimers, by the client's place in the seed: the main client has its own
// (social-showcase-texts.ts), the second demo client (Sterling Injury Attorneys) and every fifth have none.
const DISCLAIMERS = [
  'Attorney Advertising. Prior results do not guarantee a similar outcome.',
  'This is attorney advertising. It is general information, not legal advice, and reading it forms no attorney-client relationship.',
  'Attorney Advertising. The hiring of a lawyer is an important decision that should not be based solely upon advertisements.',
];
export const disclaimerOf = (index: number) =>
  index === 0 ? MAIN_DISCLAIMER : index === 1 || index % 5 === 0 ? null : DISCLAIMERS[index % DISCLAIMERS.length];
