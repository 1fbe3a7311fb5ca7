import type { DisclaimerState, RestrictedWordMatch } from '../model/advertising-rules.ts';
import { DISCLAIMER_MISSING_NOTICE } from '../model/advertising-rules.ts';
import type { PhoneNumberMatch } from '../model/phone-numbers.ts';
import { CHECK_TEXTS } from '../post-texts.ts';

export interface PostChecksProps {
  restricted: readonly RestrictedWordMatch[];
  disclaimer: DisclaimerState;
  /** Google Business Profile posts only: phone numbers Google would reject. */
  phones?: readonly PhoneNumberMatch[];
}

/**
 * The law-firm checks beside the preview: each restricted word with why, whether the firm's disclaimer is in,
 * and for a profile post, the phone numbers Google rejects. They warn; approving stays the firm's call.
 */
export function PostChecks({ restricted, disclaimer, phones = [] }: PostChecksProps) {
  return (
    <section aria-label={CHECK_TEXTS.title} data-slot="post-checks" className="space-y-2 rounded-fp border border-fp-border p-3 text-sm">
      <h3 className="font-semibold">{CHECK_TEXTS.title}</h3>
      {phones.length > 0 ? (
        <p role="alert" data-check="phone" className="text-fp-danger">
          {CHECK_TEXTS.phone(phones.map((phone) => phone.text).join(', '))}
        </p>
      ) : null}
      {restricted.length === 0 ? (
        <p data-check="restricted" className="text-fp-muted">
          {CHECK_TEXTS.noRestricted}
        </p>
      ) : (
        <div data-check="restricted" className="space-y-1">
          <p>{CHECK_TEXTS.restrictedIntro}</p>
          <ul className="list-disc space-y-1 pl-5">
            {restricted.map((match) => (
              <li key={`${match.start}-${match.end}`}>
                <strong>“{match.word}”</strong>: {match.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p data-check="disclaimer" data-state={disclaimer} className={disclaimer === 'missing' ? 'text-fp-danger' : 'text-fp-muted'}>
        {disclaimer === 'missing'
          ? DISCLAIMER_MISSING_NOTICE
          : disclaimer === 'present'
            ? CHECK_TEXTS.disclaimerPresent
            : CHECK_TEXTS.noDisclaimerRequired}
      </p>
    </section>
  );
}
