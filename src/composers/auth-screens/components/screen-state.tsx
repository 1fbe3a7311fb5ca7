import { Spinner } from '../../../ui/primitives/spinner.tsx';

/** A waiting line: a spinner announced as `text`, and the text itself for sighted users. */
export function LoadingState({ text }: { text: string }) {
  return (
    <p data-slot="screen-loading" className="flex items-center gap-2 text-sm text-fp-muted">
      <Spinner label={text} />
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
