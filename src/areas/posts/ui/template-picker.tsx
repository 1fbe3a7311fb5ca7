import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { imageKeys, listImageTemplates } from '../../../core/images/shutterstock.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { TEMPLATE_TEXTS } from '../post-image-texts.ts';

export interface TemplatePickerProps {
  clientId: string;
  value: string | null;
  onChange: (templateId: string | null) => void;
  /** Offer "No template" first (choosing a Shutterstock image); applying a template to the image needs one. */
  optional?: boolean;
}

/** The agency's banner templates (GET /v1/images/templates) as radio buttons, so arrow keys move between them. */
export function TemplatePicker({ clientId, value, onChange, optional = false }: TemplatePickerProps) {
  const session = useSession();
  const name = useId();
  const templates = useQuery({
    queryKey: imageKeys.templates(clientId),
    queryFn: ({ signal }) => listImageTemplates(session, signal),
    staleTime: 5 * 60_000,
  });
  const items = templates.data?.items ?? [];
  const option = (id: string | null, label: string, detail?: string) => (
    <label key={id ?? 'none'} className="flex items-center gap-2 text-sm">
      <input type="radio" name={name} checked={value === id} onChange={() => onChange(id)} />
      <span>{label}</span>
      {detail ? <span className="text-xs text-fp-muted">{detail}</span> : null}
    </label>
  );
  return (
    <fieldset className="space-y-1" data-slot="template-picker">
      <legend className="mb-1 text-sm font-medium">{TEMPLATE_TEXTS.legend}</legend>
      {optional ? option(null, TEMPLATE_TEXTS.none) : null}
      {templates.isPending ? (
        <p role="status" className="text-sm text-fp-muted">
          {TEMPLATE_TEXTS.loading}
        </p>
      ) : null}
      {templates.error ? (
        <p role="alert" className="text-sm text-fp-danger">
          {TEMPLATE_TEXTS.loadFailed(templates.error.message)}
        </p>
      ) : null}
      {templates.isSuccess && items.length === 0 ? <p className="text-sm text-fp-muted">{TEMPLATE_TEXTS.empty}</p> : null}
      {items.map((template) =>
        option(
          template.id,
          template.name,
          template.width && template.height ? TEMPLATE_TEXTS.size(template.width, template.height) : undefined,
        ),
      )}
    </fieldset>
  );
}
