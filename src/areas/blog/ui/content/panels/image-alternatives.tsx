import { useId, useState } from 'react';
import type { ImageType } from '../../../../../core/api/generated/graphql.ts';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { Dialog } from '../../../../../ui/primitives/dialog.tsx';
import { chooseImage, type ImageChoice } from './image-changes.ts';
import { AiPromptForm } from './ai-prompt-form.tsx';
import { ShutterstockSearch } from '../../../../../review-kit/images/shutterstock-search.tsx';
import {
  AI_PROMPT,
  CANCEL,
  CHOOSE_IMAGE_DESCRIPTION,
  chooseImageTitle,
  IMAGE_SOURCE_LABEL,
  imageChangeFailedText,
  SHUTTERSTOCK,
} from './panels-texts.ts';
import { usePanelChange } from './use-panel-change.ts';

type Source = 'ai' | 'shutterstock';

export interface ImageAlternativesProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  blogJobId: string;
  clientId: string;
  type: ImageType;
  onChanged?: () => void;
}

/**
 * Staff choose another image of one type (featured or embedded) in two ways: an AI image from a prompt, or a
 * Shutterstock image found by a search. The choice replaces the post's image of that type.
 */
export function ImageAlternatives({ open, onOpenChange, blogJobId, clientId, type, onChanged }: ImageAlternativesProps) {
  const [source, setSource] = useState<Source>('ai');
  const name = useId();
  const choose = usePanelChange(clientId, chooseImage, () => {
    onOpenChange(false);
    onChanged?.();
  });
  const submit = (choice: { prompt: string } | { shutterstockId: string }) => choose.mutate({ blogJobId, type, ...choice } as ImageChoice);
  const close = () => {
    choose.reset();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={chooseImageTitle(type)}
      description={CHOOSE_IMAGE_DESCRIPTION}
    >
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-medium">{IMAGE_SOURCE_LABEL}</legend>
        {(
          [
            ['ai', AI_PROMPT],
            ['shutterstock', SHUTTERSTOCK],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-1">
            <input type="radio" name={name} value={value} checked={source === value} onChange={() => setSource(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {source === 'ai' ? (
        <AiPromptForm pending={choose.isPending} onSubmit={(prompt) => submit({ prompt })} />
      ) : (
        <ShutterstockSearch clientId={clientId} pending={choose.isPending} onSubmit={(shutterstockId) => submit({ shutterstockId })} />
      )}
      {choose.error ? (
        <p role="alert" className="text-sm text-fp-danger">
          {imageChangeFailedText(choose.error.message)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button variant="ghost" onClick={close}>
          {CANCEL}
        </Button>
      </div>
    </Dialog>
  );
}
