import { useId, useState } from 'react';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { textProblem } from '../../../../../core/content/text-problem.ts';
import { PROMPT_MAX } from './image-changes.ts';
import { GENERATE_IMAGE, PROMPT_LABEL, PROMPT_REQUIRED, promptTooLong, WORKING } from './panels-texts.ts';

/** A prompt for an AI image; what was typed stays when the service refuses it. */
export function AiPromptForm({ pending, onSubmit }: { pending: boolean; onSubmit: (prompt: string) => void }) {
  const id = useId();
  const errorId = useId();
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = textProblem(prompt, PROMPT_MAX, PROMPT_REQUIRED, promptTooLong);
        setProblem(invalid);
        if (!invalid) onSubmit(prompt);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {PROMPT_LABEL}
      </label>
      <textarea
        id={id}
        rows={3}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="w-full rounded-fp border border-fp-border bg-fp-background p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-fp-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? WORKING : GENERATE_IMAGE}
      </Button>
    </form>
  );
}
