import { useId } from 'react';
import { Input } from '../../../../../ui/primitives/input.tsx';
import { TITLE_LABEL } from '../content-texts.ts';

/** The post's title, edited and saved together with its content. */
export function TitleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {TITLE_LABEL}
      </label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
