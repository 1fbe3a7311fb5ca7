import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../cn.ts';
import { Input } from '../primitives/input.tsx';
import { Select } from '../primitives/select.tsx';
import { FieldFrame } from './field-frame.tsx';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) =>
  form.getFieldState(name, form.formState).error?.message;

/** A one-line text field bound to a form. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <FieldFrame label={label} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) => <Input {...input} {...control} {...form.register(name)} />}
    </FieldFrame>
  );
}

/** A text area bound to a form (a disclaimer, keywords one per line). */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  rows = 4,
  ...area
}: FieldProps<T> & Omit<ComponentProps<'textarea'>, 'name' | 'form'>) {
  return (
    <FieldFrame label={label} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          {...area}
          {...control}
          {...form.register(name)}
          className="w-full rounded-fp border border-fp-border bg-fp-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary disabled:opacity-50"
        />
      )}
    </FieldFrame>
  );
}

/** A choice among a few named options, bound to a form. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  options,
}: FieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldFrame label={label} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

/** A yes-or-no setting bound to a form, as a checkbox beside its label. */
export function CheckboxField<T extends FieldValues>({ form, name, label, hint, className }: FieldProps<T>) {
  return (
    <label className={cn('flex items-start gap-2 text-sm', className)}>
      <input type="checkbox" className="mt-1 h-4 w-4 accent-[var(--fp-primary)]" {...form.register(name)} />
      <span>
        <span className="font-medium text-fp-text">{label}</span>
        {hint ? <span className="block text-xs text-fp-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
