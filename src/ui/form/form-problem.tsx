/**
 * A refusal that names no field (a conflict, a lost connection), said at once to a screen reader; nothing when
 * there is none. `id` lets a control name it in aria-describedby.
 */
export function FormProblem({ problem, id }: { problem: string | null; id?: string }) {
  return problem ? (
    <p id={id} role="alert" data-slot="form-problem" className="text-sm text-fp-danger">
      {problem}
    </p>
  ) : null;
}
