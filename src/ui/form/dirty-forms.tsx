import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';

interface DirtyForms {
  report: (formId: string, dirty: boolean) => void;
}

const DirtyFormsContext = createContext<DirtyForms | null>(null);

/**
 * Gathers which forms of a page hold unsaved edits, so the page can ask before it is left. `onChange` hears
 * whether any form is dirty.
 */
export function DirtyFormsProvider({ onChange, children }: { onChange: (anyDirty: boolean) => void; children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((formId: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(formId) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  useEffect(() => onChange(dirty.size > 0), [dirty, onChange]);
  const value = useMemo(() => ({ report }), [report]);
  return <DirtyFormsContext.Provider value={value}>{children}</DirtyFormsContext.Provider>;
}

/** A form's way to tell the page it holds unsaved edits; it stops counting when the form goes away. */
export function useDirtyReporter(): (dirty: boolean) => void {
  const forms = useContext(DirtyFormsContext);
  const id = useId();
  useEffect(() => () => forms?.report(id, false), [forms, id]);
  return useCallback((dirty: boolean) => forms?.report(id, dirty), [forms, id]);
}
